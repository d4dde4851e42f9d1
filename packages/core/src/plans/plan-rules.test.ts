import { describe, expect, it } from 'vitest';
import { addMonth, allowanceLeft, cycleStep, drawDown, nextAllowance, type PlanLine } from './plan-rules.js';

const fold = (kg: number): PlanLine => ({
  serviceId: 'laundry-fold',
  name: 'Laundry + Fold',
  category: 'laundry',
  unit: 'KG',
  quantity: kg,
  unitPricePaise: 7000,
  totalPricePaise: 7000 * kg,
});
const iron = (pieces: number): PlanLine => ({
  serviceId: 'iron-regular',
  name: 'Regular Iron',
  category: 'iron',
  unit: 'PC',
  quantity: pieces,
  unitPricePaise: 2000,
  totalPricePaise: 2000 * pieces,
});
const suit: PlanLine = {
  serviceId: 'dc-suit',
  name: 'Suit',
  category: 'mens-dry-clean',
  unit: 'SET',
  quantity: 1,
  unitPricePaise: 40000,
  totalPricePaise: 40000,
};
const left = { kg: 30, pieces: 20, pickups: 4 };

describe('plan draw-down', () => {
  it('covers kilograms and pieces at the line price and discounts dry cleaning', () => {
    const d = drawDown([fold(5), iron(3), suit], left, { dryCleanDiscountPercent: 10 }, 35000 + 6000 + 40000);
    expect(d).toMatchObject({ kg: 5, pieces: 3, pickups: 1, coveredPaise: 35000 + 6000 + 4000 });
    expect(d.lines.map((l) => [l.kind, l.quantity, l.coveredPaise])).toEqual([
      ['kg', 5, 35000],
      ['pieces', 3, 6000],
      ['dry_clean', 0, 4000],
    ]);
  });

  it('never draws more than is left: the rest is charged on top', () => {
    const d = drawDown([fold(8)], { kg: 3, pieces: 0, pickups: null }, { dryCleanDiscountPercent: 0 }, 56000);
    expect(d).toMatchObject({ kg: 3, pickups: 0, coveredPaise: 21000 });
    expect(drawDown([fold(8)], { kg: 0, pieces: 0, pickups: null }, { dryCleanDiscountPercent: 0 }, 56000).coveredPaise).toBe(0);
  });

  it('covers nothing once the pickups are used up, and never more than the bill', () => {
    expect(drawDown([fold(2)], { ...left, pickups: 0 }, { dryCleanDiscountPercent: 0 }, 14000).coveredPaise).toBe(0);
    // A coupon already took ₹100 off: the plan covers the ₹40 left with 1 kg, not the line's 2 kg (₹140).
    expect(drawDown([fold(2)], left, { dryCleanDiscountPercent: 0 }, 4000)).toMatchObject({ kg: 1, coveredPaise: 4000 });
  });

  it('leaves an allowance never below zero and rolls over at most one cycle', () => {
    expect(allowanceLeft({ kg: 30, pieces: 10, pickups: 4 }, { kg: 35, pieces: 2, pickups: 1 })).toEqual({
      kg: 0,
      pieces: 8,
      pickups: 3,
    });
    const plan = { kg: 30, pieces: 10, pickups: null };
    expect(nextAllowance(plan, false, { kg: 12, pieces: 10, pickups: null })).toEqual(plan);
    expect(nextAllowance(plan, true, { kg: 12, pieces: 10, pickups: null })).toEqual({ kg: 42, pieces: 20, pickups: null });
    expect(nextAllowance(plan, true, { kg: 60, pieces: 0, pickups: null }).kg).toBe(60);
  });
});

describe('plan cycles', () => {
  it('adds a month on the same day, or the last day of a shorter month', () => {
    expect(addMonth(new Date('2026-11-01T05:30:00Z')).toISOString()).toBe('2026-12-01T05:30:00.000Z');
    expect(addMonth(new Date('2027-01-31T05:30:00Z')).toISOString()).toBe('2027-02-28T05:30:00.000Z');
    expect(addMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('opens the renewal before the end, renews, falls past due, pauses after the grace period', () => {
    const end = new Date('2026-12-01T05:30:00Z');
    const at = (iso: string) => new Date(iso);
    const active = { status: 'active' as const, cancelAtPeriodEnd: false, periodEnd: end, nextPaid: false };
    expect(cycleStep(active, at('2026-11-20T00:00:00Z'))).toBe('none');
    expect(cycleStep(active, at('2026-11-28T06:00:00Z'))).toBe('open_next');
    expect(cycleStep(active, end)).toBe('past_due');
    expect(cycleStep({ ...active, nextPaid: true }, end)).toBe('renew');
    expect(cycleStep({ ...active, cancelAtPeriodEnd: true }, at('2026-11-28T06:00:00Z'))).toBe('none');
    expect(cycleStep({ ...active, cancelAtPeriodEnd: true }, end)).toBe('end');
    const pastDue = { ...active, status: 'past_due' as const };
    expect(cycleStep(pastDue, at('2026-12-04T05:29:00Z'))).toBe('none');
    expect(cycleStep(pastDue, at('2026-12-04T05:30:00Z'))).toBe('pause');
    expect(cycleStep({ ...pastDue, nextPaid: true }, at('2026-12-02T00:00:00Z'))).toBe('renew');
    expect(cycleStep({ ...active, status: 'paused' }, at('2027-01-01T00:00:00Z'))).toBe('none');
  });
});
