import { builtInCatalogue, type CatalogueService } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { estimateOrder, estimateServiceLines, pricedService } from './order-pricing';

const services = builtInCatalogue().flatMap((category) => category.services) as CatalogueService[];
const service = (id: string) => services.find((s) => s.id === id)!;

describe('order estimates by core pricing', () => {
  it('sums quantity × price in paise, so rupee fractions add up exactly', () => {
    const estimate = estimateServiceLines([
      { service: { ...service('laundry-fold'), price: 70.1 }, quantity: 3 },
      { service: service('dc-women-saree'), quantity: 1 },
    ]);
    expect(estimate.subtotal).toBe(450.3);
    expect(estimate.total).toBe(450.3);
    expect(estimate.lines.map((line) => line.totalPricePaise)).toEqual([21_030, 24_000]);
  });

  it('takes the discount off, never below zero', () => {
    expect(estimateServiceLines([{ service: service('iron-regular'), quantity: 2 }], 15)).toMatchObject({
      subtotal: 40,
      discount: 15,
      total: 25,
    });
    expect(estimateServiceLines([{ service: service('iron-regular'), quantity: 1 }], 50)).toMatchObject({
      subtotal: 20,
      discount: 20,
      total: 0,
    });
  });

  it('says why core refuses an order instead of pricing it', () => {
    const kg = { ...service('laundry-fold'), minQuantity: 2 };
    expect(estimateServiceLines([{ service: kg, quantity: 1 }])).toMatchObject({
      total: 0,
      problem: 'Laundry + Fold needs at least 2 KG',
    });
    expect(estimateServiceLines([{ service: service('iron-regular'), quantity: 100 }]).problem).toBe(
      'At most 99 of Regular Iron per order',
    );
    expect(estimateOrder([], new Map()).problem).toBe('Please add at least one service');
  });

  it('reads a catalogue service the way the server does', () => {
    expect(pricedService(service('dc-men-suit-2pc'))).toEqual({
      id: 'dc-men-suit-2pc',
      name: 'Suit (2 Piece)',
      category: 'mens-dry-clean',
      unit: 'SET',
      pricePaise: 36_000,
      minQuantity: 1,
      enabled: true,
    });
  });
});
