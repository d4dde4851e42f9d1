import { describe, expect, it } from 'vitest';
import type { OrderLine } from './pricing.js';
import { diffLines, verificationPriority, verificationType } from './verifications.js';

const line = (serviceId: string, quantity: number, unitPricePaise: number): OrderLine => ({
  serviceId,
  name: serviceId,
  category: 'iron',
  unit: 'PC',
  quantity,
  unitPricePaise,
  totalPricePaise: quantity * unitPricePaise,
});

describe('verification rules', () => {
  it('is high priority only above a ₹100 change either way', () => {
    expect(verificationPriority(2000, 12000)).toBe('medium');
    expect(verificationPriority(2000, 12001)).toBe('high');
    expect(verificationPriority(12001, 2000)).toBe('high');
  });
  it('types a quick pickup, a price change, then an items change', () => {
    expect(verificationType(true, 0, 0)).toBe('quick_pickup_created');
    expect(verificationType(false, 2000, 2100)).toBe('price_change');
    expect(verificationType(false, 2000, 2000)).toBe('items_change');
  });
  it('diffs added, removed and modified lines in rupees', () => {
    expect(diffLines([line('a', 1, 2000), line('b', 1, 500)], [line('a', 3, 2000), line('c', 2, 4000)])).toEqual({
      added: [{ serviceId: 'c', name: 'c', quantity: 2, price: 40, total: 80 }],
      removed: [{ serviceId: 'b', name: 'b', quantity: 1, price: 5, total: 5 }],
      modified: [
        { serviceId: 'a', name: 'a', old: { quantity: 1, price: 20, total: 20 }, new: { quantity: 3, price: 20, total: 60 } },
      ],
    });
  });
});
