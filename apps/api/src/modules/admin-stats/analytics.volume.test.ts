import { describe, expect, it } from 'vitest';
import { addDaysToDate, businessDate } from '@washday/core';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { insertOrders, ist, type OrderPlan } from './stats-fixtures.js';

const ORDERS = 3000;
const DAYS = 90;
const HOUR = 3_600_000;
const STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;

describe('analytics on a few thousand bookings', () => {
  const ctx = useTestApp();

  it('answers quickly with the figures a plain count of the same orders gives', async () => {
    await createAdminAccount(ctx.app, 'volume-admin');
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    const headers = bearer(await tokenFor(ctx.app, 'admin', admin!.id));
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createCustomer(ctx.app, `97700000${String(i).padStart(2, '0')}`)),
    );
    const riders = await Promise.all(Array.from({ length: 4 }, (_, i) => createRider(ctx.app, `977000010${i}`, 'approved')));

    const today = businessDate(ctx.clock.now());
    const from = addDaysToDate(today, -(DAYS - 1));
    const plans: OrderPlan[] = Array.from({ length: ORDERS }, (_, i) => {
      const day = addDaysToDate(from, i % DAYS);
      const hour = String(8 + (i % 12)).padStart(2, '0');
      const status = STATUSES[i % 5]!;
      const pickupSlot: [string, string] = [day, `${hour}:00`];
      const deliverySlot: [string, string] = [addDaysToDate(day, 1), `${hour}:00`];
      const collected = new Date(ist(`${day} ${hour}:00`).getTime() + (i % 3 === 0 ? 90 : 20) * 60_000);
      const delivered = new Date(ist(`${deliverySlot[0]} ${hour}:00`).getTime() + (i % 4 === 0 ? 2 * HOUR : 30 * 60_000));
      const rider = riders[i % riders.length]!.id;
      return {
        customerId: customers[i % customers.length]!.id,
        createdAt: ist(`${day} 07:${String(i % 60).padStart(2, '0')}`),
        status,
        finalPaise: 10_000 + (i % 7) * 1000,
        pickupSlot,
        deliverySlot,
        items: [
          { serviceId: 'iron-regular', name: 'Regular Iron', quantity: (i % 5) + 1, unitPricePaise: 2000 },
          ...(i % 3 === 0
            ? [{ serviceId: 'laundry-fold', name: 'Laundry + Fold', quantity: 2, unitPricePaise: 7000, unit: 'KG' as const }]
            : []),
        ],
        ...(status === 'in_progress' || status === 'completed'
          ? { pickup: { riderId: rider, pickedUpAt: collected, completedAt: new Date(collected.getTime() + HOUR) } }
          : {}),
        ...(status === 'completed'
          ? {
              delivery: {
                riderId: riders[(i + 1) % riders.length]!.id,
                pickedUpAt: new Date(delivered.getTime() - HOUR),
                completedAt: delivered,
              },
            }
          : {}),
      };
    });
    const seeded = Date.now();
    await insertOrders(ctx.database.db, plans);
    expect(Date.now() - seeded, 'seeding in batches').toBeLessThan(20_000);

    // The same figures counted plainly from the plans.
    const start = ist(`${from} 00:00`).getTime();
    const end = ist(`${addDaysToDate(today, 1)} 00:00`).getTime();
    const inRange = (at: Date | undefined) => at !== undefined && at.getTime() >= start && at.getTime() < end;
    const placed = plans.filter((p) => inRange(p.createdAt));
    const done = plans.filter((p) => p.status === 'completed' && inRange(p.delivery?.completedAt));
    const late = done.filter(
      (p) => p.delivery!.completedAt!.getTime() > ist(`${p.deliverySlot![0]} ${p.deliverySlot![1]}`).getTime() + HOUR,
    );
    const ironQuantity = placed.filter((p) => p.status !== 'cancelled').reduce((sum, p) => sum + p.items![0]!.quantity, 0);
    const tripsDone = plans.flatMap((p) => [p.pickup, p.delivery]).filter((t) => t && inRange(t.completedAt));

    const began = Date.now();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/analytics?from=${from}&to=${today}`, headers });
    const took = Date.now() - began;
    expect(res.statusCode, res.body).toBe(200);
    expect(took, 'analytics over 3000 bookings').toBeLessThan(5000);
    const body = res.json();

    expect(body.totals.bookings).toBe(placed.length);
    expect(body.daily).toHaveLength(DAYS);
    expect(body.daily.reduce((sum: number, d: { bookings: number }) => sum + d.bookings, 0)).toBe(placed.length);
    expect(body.totals.completed).toBe(done.length);
    expect(body.totals.revenue).toBe(done.reduce((sum, p) => sum + p.finalPaise!, 0) / 100);
    expect(body.by_status).toEqual(
      STATUSES.map((status) => ({ status, count: placed.filter((p) => p.status === status).length })),
    );
    expect(body.top_services.by_quantity[0]).toMatchObject({ service_id: 'iron-regular', quantity: ironQuantity });
    expect(body.turnaround).toMatchObject({ delivered: done.length, late: late.length });
    expect(body.riders.reduce((sum: number, r: { trips: number }) => sum + r.trips, 0)).toBe(tripsDone.length);

    const stats = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().stats.bookings.total).toBe(ORDERS);
  });
});
