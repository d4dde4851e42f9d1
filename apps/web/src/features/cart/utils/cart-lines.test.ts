import type { CatalogueCategory } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { itemCountLabel, resolveCartLines, summarizeCart } from './cart-lines';

const service = (id: string, price: number, enabled = true) => ({
  id,
  name: id,
  description: '',
  price,
  unit: 'PC' as const,
  category: 'iron',
  estimatedTime: '24 hours',
  image: '',
  popular: false,
  enabled,
  minQuantity: 1,
});

const categories: CatalogueCategory[] = [
  {
    id: 'iron',
    name: 'Iron',
    icon: 'flame',
    description: '',
    enabled: true,
    services: [service('a', 20), service('b', 40.5), service('off', 10, false)],
  },
  { id: 'hidden', name: 'Hidden', icon: 'x', description: '', enabled: false, services: [service('h', 99)] },
];

describe('cart lines', () => {
  it('prices lines from the catalogue and drops unknown or disabled services', () => {
    const lines = resolveCartLines({ b: 2, a: 3, off: 1, h: 1, gone: 4 }, categories);
    expect(lines.map((line) => [line.service.id, line.quantity, line.lineTotal])).toEqual([
      ['a', 3, 60],
      ['b', 2, 81],
    ]);
    expect(summarizeCart(lines)).toEqual({ count: 5, subtotal: 141 });
    expect(summarizeCart([])).toEqual({ count: 0, subtotal: 0 });
  });

  it('prices by core: a line under its service minimum has no price, and nor has the cart', () => {
    const kg = { ...service('kg', 70), unit: 'KG' as const, minQuantity: 2 };
    const lines = resolveCartLines({ kg: 1, a: 1 }, [{ ...categories[0]!, services: [kg, service('a', 20)] }]);
    expect(lines.map((line) => line.lineTotal)).toEqual([null, 20]);
    expect(summarizeCart(lines)).toEqual({ count: 2, subtotal: null });
  });

  it('words the count', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(3)).toBe('3 items');
  });
});
