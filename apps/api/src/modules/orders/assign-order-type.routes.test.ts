import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@washday/core';
import { riders } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

// The spec's order types as orderType (admin-and-backend.md): the order's next trip without a rider.
describe("POST /api/admin/orders/assign with the spec's order types", () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let phone = 9750000000;
  const next = () => String((phone += 1));

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [row] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', row!.id));
  });

  const assign = (orderId: string, riderId: string, orderType?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/orders/assign',
      headers: admin,
      payload: { orderId, riderId, ...(orderType ? { orderType } : {}) },
    });

  it.each(['Regular', 'Quick Pickup'])("'%s' gives the pickup first, then means the delivery", async (orderType) => {
    const customer = await createCustomer(ctx.app, next(), 'Asha');
    const first = await createRider(ctx.app, next(), 'approved');
    const second = await createRider(ctx.app, next(), 'approved');
    await ctx.database.db.update(riders).set({ isActive: true });
    const booking = await insertBooking(ctx.app, customer.id);

    const given = await assign(booking.id, first!.id, orderType);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().booking.trips).toMatchObject([{ kind: 'pickup', rider_id: first!.id }]);
    // The pickup has its rider: the next trip is the delivery, not ready before the laundry is done.
    const then = await assign(booking.id, second!.id, orderType);
    expect(then.statusCode).toBe(409);
    expect(then.json().message).toBe(ORDER_MESSAGES.deliveryNotReady);
  });

  it('names the values it takes when given another', async () => {
    const res = await assign('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000001', 'Express');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('orderType must be pickup, delivery, Regular or Quick Pickup');
  });
});
