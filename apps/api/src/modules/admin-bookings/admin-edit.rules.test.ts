import { describe, expect, it } from 'vitest';
import type { PricedService } from '@washday/core';
import { AppError } from '../../lib/errors.js';
import type { EditableOrder, Move, OrderState } from '../orders/order-moves.js';
import { planMove } from '../orders/order-transitions.js';

/** The rule book's admin edit, decided without a database. */
const AT = new Date('2026-11-22T05:30:00Z');
const admin = { role: 'admin' as const, id: 'admin-1' };
const iron = {
  serviceId: 'iron-regular',
  name: 'Regular Iron',
  category: 'iron',
  unit: 'PC' as const,
  quantity: 2,
  unitPricePaise: 2000,
  totalPricePaise: 4000,
};
const order = (over: Partial<EditableOrder> = {}): EditableOrder => ({
  schedule: { scheduled_date: '2026-11-23', scheduled_time: '10:00', delivery_date: '2026-11-24', delivery_time: '10:00' },
  serviceType: 'iron',
  lines: [iron],
  subtotalPaise: 4000,
  discountPaise: 0,
  finalPaise: 4000,
  coupon: null,
  ...over,
});
const catalogue = new Map<string, PricedService>([
  [
    'iron-regular',
    { id: 'iron-regular', name: 'Regular Iron', category: 'iron', unit: 'PC', pricePaise: 2500, minQuantity: 1, enabled: true },
  ],
  [
    'dc-men-shirt',
    {
      id: 'dc-men-shirt',
      name: 'Shirt',
      category: 'mens-dry-clean',
      unit: 'PC',
      pricePaise: 10000,
      minQuantity: 1,
      enabled: true,
    },
  ],
  [
    'old-service',
    { id: 'old-service', name: 'Old Service', category: 'iron', unit: 'PC', pricePaise: 100, minQuantity: 1, enabled: false },
  ],
]);
const state = (over: Partial<OrderState> = {}): OrderState => ({
  status: 'confirmed',
  vendorStage: null,
  vendorId: null,
  handoverCode: '4821',
  trips: {},
  moneyDuePaise: 0,
  tagCount: 0,
  ...over,
});
const edit = (
  e: Extract<Move, { type: 'adminEdit' }>['edit'],
  extra: Partial<Extract<Move, { type: 'adminEdit' }>> = {},
): Move => ({ type: 'adminEdit', edit: e, order: order(), catalogue, ...extra });

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message, field: error.options.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the admin edit move', () => {
  it('keeps the delivery once its rider has the items, and refuses any edit of a closed order', () => {
    const out = state({
      status: 'in_progress',
      trips: { pickup: { riderId: 'r1', status: 'completed' }, delivery: { riderId: 'r2', status: 'picked_up' } },
    });
    expect(refusal(() => planMove(out, admin, edit({ schedule: { delivery_time: '12:00' } }), AT))).toEqual({
      status: 409,
      message: 'The delivery date and time can no longer change: the delivery is on its way',
      field: 'delivery_time',
    });
    expect(
      refusal(() =>
        planMove(state({ status: 'completed' }), admin, edit({ items: [{ serviceId: 'iron-regular', quantity: 1 }] }), AT),
      ),
    ).toMatchObject({
      status: 409,
      message: 'This order is completed and can no longer change',
    });
  });

  it('only admins edit', () => {
    expect(refusal(() => planMove(state(), { role: 'customer', id: 'c1' }, edit({ finalPaise: 0 }), AT)).status).toBe(403);
  });

  it('re-applies the booking coupon to new lines under its own rule, and refuses a disabled service new to the order', () => {
    const withCoupon = edit(
      {
        items: [
          { serviceId: 'iron-regular', quantity: 2 },
          { serviceId: 'dc-men-shirt', quantity: 1 },
        ],
      },
      {
        order: order({
          discountPaise: 400,
          finalPaise: 3600,
          coupon: { discountPercent: 10, maxDiscountPaise: 5000, discountKind: 'percent' },
        }),
      },
    );
    const plan = planMove(state(), admin, withCoupon, AT);
    // Regular Iron keeps its booked ₹20; the shirt is ₹100 today: ₹140, 10% off.
    expect(plan.booking).toMatchObject({ subtotalPaise: 14000, discountPaise: 1400, finalPaise: 12600, serviceType: 'iron' });
    expect(plan.charges).toEqual({ basePricePaise: 14000, discountPaise: 1400 });
    expect(
      refusal(() => planMove(state(), admin, edit({ items: [{ serviceId: 'old-service', quantity: 1 }] }), AT)),
    ).toMatchObject({
      status: 400,
      field: 'items.0.serviceId',
    });
  });

  it('writes the edit and a cancellation in one move: the reason goes to the cancellation, the coupon is released', () => {
    const plan = planMove(
      state(),
      admin,
      edit({ finalPaise: 0, note: 'Goodwill' }, { status: { type: 'cancel', reason: 'Goodwill' } }),
      AT,
    );
    expect(plan.events).toEqual([
      { trip: null, from: null, to: 'edited', note: 'Final ₹40 → ₹0; final amount set by admin (items − discount: ₹40)' },
      { trip: null, from: 'confirmed', to: 'cancelled', note: 'Goodwill' },
    ]);
    expect(plan.booking).toMatchObject({ status: 'cancelled', finalPaise: 0 });
    expect(plan.releaseCoupon).toBe(true);
  });

  it('a manual discount stays when the lines change, within the new total', () => {
    const plan = planMove(
      state(),
      admin,
      edit({ items: [{ name: 'Mat', quantity: 1, price: 15 }] }, { order: order({ discountPaise: 2000, finalPaise: 2000 }) }),
      AT,
    );
    expect(plan.booking).toMatchObject({ subtotalPaise: 1500, discountPaise: 1500, finalPaise: 0 });
    expect(plan.lines).toEqual([
      { serviceId: '', name: 'Mat', category: '', unit: 'PC', quantity: 1, unitPricePaise: 1500, totalPricePaise: 1500 },
    ]);
    // A custom line first keeps the booking's own service type.
    expect(plan.booking.serviceType).toBe('iron');
  });
});
