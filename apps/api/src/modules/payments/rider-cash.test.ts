import { describe, expect, it } from 'vitest';
import { createCustomer, tokenFor, tripCrew } from '../../test/identity-fixtures.js';
import { driveOrder } from '../../test/order-journey.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';

describe("a rider's cash: collected at doors, handed over, in hand", () => {
  const ctx = useTestApp();

  it('adds up the cash a rider took today, and records a handover against it with the difference', async () => {
    const crew = await tripCrew(ctx.app, '9620000001', '9620000002');
    const customer = await createCustomer(ctx.app, '9620000003', 'Meera');
    const headers = bearer(await tokenFor(ctx.app, 'customer', customer.id));
    for (let i = 0; i < 3; i++)
      await driveOrder(ctx.app, (await insertBooking(ctx.app, customer.id)).id, crew, headers, 'delivered');

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/riders/me/cash', headers: crew.as.delivery });
    expect(mine.json().cash).toEqual({ collected_today: 60, handed_over_today: 0, in_hand: 60 });
    const url = `/api/admin/riders/${crew.deliveryRider.id}`;
    const short = await ctx.app.inject({
      method: 'POST',
      url: `${url}/cash-handovers`,
      headers: crew.as.admin,
      payload: { amount: 50, note: 'Counted at the hub' },
    });
    expect(short.json()).toMatchObject({
      message: 'Received ₹50: ₹10 short of the ₹60 expected',
      handover: { amount: 50, expected: 60, difference: -10, note: 'Counted at the hub' },
      cash: { collected_today: 60, handed_over_today: 50, in_hand: 10 },
    });
    const rest = await ctx.app.inject({
      method: 'POST',
      url: `${url}/cash-handovers`,
      headers: crew.as.admin,
      payload: { amount: 10 },
    });
    expect(rest.json().message).toBe('Received ₹10: matches the books');

    // The next day starts a new count; what is in hand carries over.
    ctx.clock.advance(14 * 3_600_000); // 11:00 → 01:00 the next day, India time
    // (A fresh admin session: the first has timed out overnight.)
    const [admin] = await ctx.database.db.query.adminUsers.findMany();
    const adminNow = bearer(await tokenFor(ctx.app, 'admin', admin!.id));
    const tomorrow = await ctx.app.inject({ method: 'GET', url: `${url}/cash`, headers: adminNow });
    expect(tomorrow.json()).toMatchObject({ cash: { collected_today: 0, handed_over_today: 0, in_hand: 0 } });
    expect(tomorrow.json().handovers.map((h: { difference: number }) => h.difference)).toEqual([0, -10]);
    // Riders see only their own; another rider's is not theirs to read.
    expect((await ctx.app.inject({ method: 'GET', url: `${url}/cash`, headers: crew.as.delivery })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `${url}/cash-handovers`,
      headers: adminNow,
      payload: { amount: -5 },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Enter the cash counted']);
  });
});
