import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { insertOrders, ist } from './stats-fixtures.js';

// The test clock reads 2026-11-22 11:00 in India.
describe('GET /api/admin/analytics', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;
  const get = async (query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/analytics${query}`, headers });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    await createAdminAccount(ctx.app, 'analyst');
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    headers = bearer(await tokenFor(ctx.app, 'admin', admin!.id));
  });

  it('refuses a range it cannot read with a clear 400', async () => {
    const cases: Array<[string, string, string]> = [
      ['?from=yesterday', "'from' must be a date written YYYY-MM-DD", 'from'],
      ['?to=2026-11-31', "'to' must be a date written YYYY-MM-DD", 'to'],
      ['?from=2026-02-30&to=2026-03-01', "'from' must be a date written YYYY-MM-DD", 'from'],
      ['?from=2026-11-20&to=2026-11-19', "'from' must be on or before 'to'", 'from'],
      // Only a from after today: to defaults to today.
      ['?from=2026-11-23', "'from' must be on or before 'to'", 'from'],
      ['?from=2025-11-21&to=2026-11-22', 'The range can be at most 366 days', 'from'],
    ];
    for (const [query, message, field] of cases) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ success: false, message, field });
    }
    // 366 days is the most it takes.
    const year = await get('?from=2025-11-22&to=2026-11-22');
    expect(year.status).toBe(200);
    expect(year.body.range).toEqual({ from: '2025-11-22', to: '2026-11-22', days: 366 });
    expect(year.body.daily).toHaveLength(366);
  });

  it('covers the last 30 days in India by default, every day listed even with nothing in it', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: '2026-10-24', to: '2026-11-22', days: 30 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: '2026-10-24', bookings: 0, completed: 0, revenue: 0, collected: 0 });
    expect(body.daily.at(-1).date).toBe('2026-11-22');
  });

  it('gives the figures of a known week: per day, by status, top services, turnaround against the promise, late orders and riders', async () => {
    const customer = await createCustomer(ctx.app, '9760000001', 'Asha');
    const r1 = await createRider(ctx.app, '9760000011', 'approved');
    const r2 = await createRider(ctx.app, '9760000012', 'approved');
    const iron = (quantity: number) => ({ serviceId: 'iron-regular', name: 'Regular Iron', quantity, unitPricePaise: 2000 });
    const fold = (quantity: number) => ({
      serviceId: 'laundry-fold',
      name: 'Laundry + Fold',
      quantity,
      unitPricePaise: 10_000,
      unit: 'KG' as const,
    });
    const c = customer.id;
    await insertOrders(ctx.database.db, [
      // K1: placed on the 16th, collected in its slot, delivered in its slot the next day: 24.25 h against 24.
      {
        customerId: c,
        createdAt: ist('2026-11-16 10:00'),
        status: 'completed',
        finalPaise: 50_000,
        pickupSlot: ['2026-11-16', '12:00'],
        deliverySlot: ['2026-11-17', '12:00'],
        items: [iron(10), fold(2)],
        pickup: { riderId: r1.id, pickedUpAt: ist('2026-11-16 12:30'), completedAt: ist('2026-11-16 13:30') },
        delivery: { riderId: r2.id, pickedUpAt: ist('2026-11-17 11:00'), completedAt: ist('2026-11-17 12:45') },
      },
      // K2: collected after its slot and delivered the day after the promised one: 45.5 h against 24, late.
      {
        customerId: c,
        createdAt: ist('2026-11-17 09:00'),
        status: 'completed',
        finalPaise: 30_000,
        pickupSlot: ['2026-11-17', '10:00'],
        deliverySlot: ['2026-11-18', '10:00'],
        items: [fold(3)],
        pickup: { riderId: r1.id, pickedUpAt: ist('2026-11-17 11:30'), completedAt: ist('2026-11-17 12:00') },
        delivery: { riderId: r1.id, pickedUpAt: ist('2026-11-19 08:00'), completedAt: ist('2026-11-19 09:00') },
      },
      // K3: cancelled; its suits are not demand.
      {
        customerId: c,
        createdAt: ist('2026-11-18 20:00'),
        status: 'cancelled',
        items: [{ serviceId: 'dc-men-suit-2pc', name: 'Suit (2 Piece)', quantity: 5, unitPricePaise: 36_000, unit: 'SET' }],
      },
      // K4: placed today, pending.
      { customerId: c, createdAt: ist('2026-11-22 08:00'), items: [iron(3)] },
      // K5: placed the second before the range starts, delivered inside it: revenue and turnaround, not bookings.
      {
        customerId: c,
        createdAt: ist('2026-11-15 23:59'),
        status: 'completed',
        finalPaise: 25_000,
        pickupSlot: ['2026-11-16', '09:00'],
        deliverySlot: ['2026-11-18', '09:00'],
        items: [iron(100)],
        pickup: { riderId: r2.id, pickedUpAt: ist('2026-11-16 09:10'), completedAt: ist('2026-11-16 10:00') },
        delivery: { riderId: r2.id, pickedUpAt: ist('2026-11-18 08:30'), completedAt: ist('2026-11-18 09:30') },
      },
      // K6: placed at midnight starting the range, a custom line.
      {
        customerId: c,
        createdAt: ist('2026-11-16 00:00'),
        items: [{ serviceId: null, name: 'Curtain steam', quantity: 1, unitPricePaise: 40_000 }],
      },
      // K7: collected before the range (and after its slot): nothing of it counts.
      {
        customerId: c,
        createdAt: ist('2026-11-14 09:00'),
        status: 'in_progress',
        pickupSlot: ['2026-11-15', '10:00'],
        items: [iron(7)],
        pickup: { riderId: r2.id, pickedUpAt: ist('2026-11-15 11:05'), completedAt: ist('2026-11-15 11:30') },
      },
    ]);

    const { status, body } = await get('?from=2026-11-16&to=2026-11-22');
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: '2026-11-16', to: '2026-11-22', days: 7 });
    expect(body.daily).toEqual([
      { date: '2026-11-16', bookings: 2, completed: 0, revenue: 0, collected: 0 },
      { date: '2026-11-17', bookings: 1, completed: 1, revenue: 500, collected: 0 },
      { date: '2026-11-18', bookings: 1, completed: 1, revenue: 250, collected: 0 },
      { date: '2026-11-19', bookings: 0, completed: 1, revenue: 300, collected: 0 },
      { date: '2026-11-20', bookings: 0, completed: 0, revenue: 0, collected: 0 },
      { date: '2026-11-21', bookings: 0, completed: 0, revenue: 0, collected: 0 },
      { date: '2026-11-22', bookings: 1, completed: 0, revenue: 0, collected: 0 },
    ]);
    expect(body.totals).toEqual({
      bookings: 5,
      cancelled: 1,
      completed: 3,
      revenue: 1050,
      collected: 0,
      average_order_value: 350,
    });
    expect(body.by_status).toEqual([
      { status: 'pending', count: 2 },
      { status: 'confirmed', count: 0 },
      { status: 'in_progress', count: 0 },
      { status: 'completed', count: 2 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(body.top_services.by_quantity).toEqual([
      { service_id: 'iron-regular', name: 'Regular Iron', unit: 'PC', quantity: 13, revenue: 260, orders: 2 },
      { service_id: 'laundry-fold', name: 'Laundry + Fold', unit: 'KG', quantity: 5, revenue: 500, orders: 2 },
      { service_id: null, name: 'Curtain steam', unit: 'PC', quantity: 1, revenue: 400, orders: 1 },
    ]);
    expect(body.top_services.by_revenue.map((s: { name: string }) => s.name)).toEqual([
      'Laundry + Fold',
      'Curtain steam',
      'Regular Iron',
    ]);
    // (24.25 + 45.5 + 48.33) / 3 hours taken against (24 + 24 + 48) / 3 promised; K2 late.
    expect(body.turnaround).toEqual({ delivered: 3, average_hours: 39.4, promised_hours: 32, late: 1, late_share: 33.3 });
    expect(body.riders).toEqual([
      // K1 pickup on time; K2 pickup collected after its slot and K2 delivery after its slot.
      {
        rider_id: r1.id,
        name: r1.name,
        phone: '9760000011',
        trips: 3,
        pickups: 2,
        deliveries: 1,
        on_time: 1,
        on_time_share: 33.3,
      },
      // K1 delivery, K5 pickup and delivery, all in their slots; K7's pickup was before the range.
      {
        rider_id: r2.id,
        name: r2.name,
        phone: '9760000012',
        trips: 3,
        pickups: 1,
        deliveries: 2,
        on_time: 3,
        on_time_share: 100,
      },
    ]);

    // The day before holds K5's placing and K7's pickup only.
    const before = (await get('?from=2026-11-15&to=2026-11-15')).body;
    expect(before.totals).toEqual({
      bookings: 1,
      cancelled: 0,
      completed: 0,
      revenue: 0,
      collected: 0,
      average_order_value: null,
    });
    expect(before.turnaround).toEqual({ delivered: 0, average_hours: null, promised_hours: null, late: 0, late_share: null });
    expect(before.riders).toEqual([
      expect.objectContaining({ rider_id: r2.id, trips: 1, pickups: 1, on_time: 0, on_time_share: 0 }),
    ]);
  });
});
