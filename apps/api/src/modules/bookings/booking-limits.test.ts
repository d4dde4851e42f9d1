import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, BOOKING_STATUSES } from '@washday/core';
import { loadEnv } from '../../config/env.js';
import { bookings } from '../../db/schema/index.js';
import { checkoutFixtures } from '../../test/checkout-fixtures.js';
import { createAdminAccount, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp, type TestContext } from '../../test/test-app.js';

// How many bookings one customer may place (a rate, per account) and keep open (OPEN_BOOKINGS_PER_CUSTOMER): a script
// once placed 701 bookings for one customer in 3 s. The test clock starts at 2026-11-22 11:00 in India.

const ADDRESS = 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003';
/** Tomorrow's pickup at this hour, delivered the day after: a different slot per hour, so none is a double submission. */
const atHour = (hour: number) => {
  const time = `${String(hour).padStart(2, '0')}:00`;
  return { pickupTime: time, deliveryTime: time };
};
const quickPickup = (hour: number) => ({ pickup_date: '2026-11-23', pickup_time: atHour(hour).pickupTime, address: ADDRESS });

async function adminHeaders(ctx: TestContext) {
  await createAdminAccount(ctx.app);
  return bearer(await tokenFor(ctx.app, 'admin', (await ctx.database.db.query.adminUsers.findMany())[0]!.id));
}

/** An admin's booking for the customer (Book for User), tomorrow at this hour. */
const forCustomer = (customerId: string, hour: number) => ({
  customer_id: customerId,
  name: 'Asha Verma',
  phone: '9876543210',
  services: [{ id: 'iron-regular', name: 'Regular Iron', quantity: 5, price: 20, unit: 'PC' }],
  scheduled_date: '2026-11-23',
  scheduled_time: atHour(hour).pickupTime,
  delivery_date: '2026-11-24',
  delivery_time: '17:00',
  address: ADDRESS,
});

describe('bookings placed per customer: a rate', () => {
  const ctx = useTestApp({ env: { BOOKINGS_PER_CUSTOMER_PER_HOUR: '3' } });
  const { customer, order, book } = checkoutFixtures(ctx);

  it('is 20 an hour unless the business sets BOOKINGS_PER_CUSTOMER_PER_HOUR', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).BOOKINGS_PER_CUSTOMER_PER_HOUR).toBe(20);
    expect(ctx.env.BOOKINGS_PER_CUSTOMER_PER_HOUR).toBe(3);
  });

  it('counts checkout and quick pickup together per account, then 429 with Retry-After; others and admins go on', async () => {
    const me = await customer();
    expect((await book(me.headers, order(me.addressId, atHour(9)))).res.statusCode).toBe(201);
    const quick = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/quick-pickup',
      headers: me.headers,
      payload: quickPickup(10),
    });
    expect(quick.res.statusCode, quick.res.body).toBe(201);
    // A refused booking (a bad body) is spent too: the budget counts attempts.
    expect((await book(me.headers, order(me.addressId, { services: [] }))).res.statusCode).toBe(400);
    for (const attempt of [
      () => book(me.headers, order(me.addressId, atHour(11))),
      () => injectJson(ctx.app, { method: 'POST', url: '/api/quick-pickup', headers: me.headers, payload: quickPickup(12) }),
    ]) {
      const { res, body } = await attempt();
      expect(res.statusCode).toBe(429);
      expect(body).toMatchObject({ success: false, error: 'TOO_MANY_REQUESTS', message: BOOKING_MESSAGES.tooManyPlaced });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    }
    // Counted per account, not per address: another customer on the same network books.
    const neighbour = await customer();
    expect((await book(neighbour.headers, order(neighbour.addressId, atHour(11)))).res.statusCode).toBe(201);
    // An admin booking for the customer is not held to the customer's rate.
    const admin = await adminHeaders(ctx);
    const byAdmin = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/admin/bookings',
      headers: admin,
      payload: forCustomer(me.userId, 13),
    });
    expect(byAdmin.res.statusCode, byAdmin.res.body).toBe(201);
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, me.userId))).toHaveLength(3);
  });
});

describe('open bookings per customer', () => {
  const ctx = useTestApp({ rateLimits: { bookingCreates: { max: 1000, windowMs: 60_000 } } });
  const { customer, order, book } = checkoutFixtures(ctx);
  const max = () => ctx.env.OPEN_BOOKINGS_PER_CUSTOMER;
  let admin: Record<string, string> = {};

  beforeAll(async () => {
    admin = await adminHeaders(ctx);
  });

  /** `open` open bookings of the customer's (pending, confirmed and in progress in turn), and finished ones beside them. */
  async function withOpenBookings(customerId: string, open: number) {
    const ids: string[] = [];
    for (let i = 0; i < open + 2; i += 1) {
      const { id } = await insertBooking(ctx.app, customerId);
      const status =
        i < open ? (['pending', 'confirmed', 'in_progress'] as const)[i % 3]! : i === open ? 'completed' : 'cancelled';
      await ctx.database.db.update(bookings).set({ status }).where(eq(bookings.id, id));
      ids.push(id);
    }
    return ids;
  }

  it('is 10 unless the business sets OPEN_BOOKINGS_PER_CUSTOMER', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).OPEN_BOOKINGS_PER_CUSTOMER).toBe(10);
    expect(max()).toBe(10);
    expect(BOOKING_STATUSES.filter((s) => !['completed', 'cancelled'].includes(s))).toEqual([
      'pending',
      'confirmed',
      'in_progress',
    ]);
  });

  it('refuses checkout, quick pickup and an admin booking one past the limit with 409, until one finishes or is cancelled', async () => {
    const me = await customer();
    const [first] = await withOpenBookings(me.userId, max());
    const refusal = { success: false, error: 'TOO_MANY_OPEN_BOOKINGS', message: BOOKING_MESSAGES.tooManyOpen(10) };
    const checkout = await book(me.headers, order(me.addressId, atHour(9)));
    expect(checkout.res.statusCode).toBe(409);
    expect(checkout.body).toMatchObject(refusal);
    expect(checkout.body.message).toBe(
      'You already have 10 open bookings. Please wait for one to finish or cancel one before booking again.',
    );
    const quick = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/quick-pickup',
      headers: me.headers,
      payload: quickPickup(10),
    });
    expect(quick.res.statusCode).toBe(409);
    expect(quick.body).toMatchObject(refusal);
    const byAdmin = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/admin/bookings',
      headers: admin,
      payload: forCustomer(me.userId, 11),
    });
    expect(byAdmin.res.statusCode).toBe(409);
    expect(byAdmin.body).toMatchObject({ error: 'TOO_MANY_OPEN_BOOKINGS', message: BOOKING_MESSAGES.customerHasTooManyOpen(10) });
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, me.userId))).toHaveLength(max() + 2);

    // One finishes: one more may be booked, and then the limit holds again.
    await ctx.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, first!));
    expect((await book(me.headers, order(me.addressId, atHour(12)))).res.statusCode).toBe(201);
    expect((await book(me.headers, order(me.addressId, atHour(13)))).res.statusCode).toBe(409);
  });

  it('holds under a burst: of 14 checkouts at once, exactly the limit are placed and the rest refused with 409', async () => {
    const me = await customer();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => book(me.headers, order(me.addressId, atHour(8 + i)))));
    const statuses = answers.map((a) => a.res.statusCode).sort();
    expect(statuses).toEqual([...Array(max()).fill(201), ...Array(14 - max()).fill(409)]);
    expect(
      answers.filter((a) => a.res.statusCode === 409).every((a) => a.body.message === BOOKING_MESSAGES.tooManyOpen(10)),
    ).toBe(true);
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, me.userId))).toHaveLength(max());
  });
});
