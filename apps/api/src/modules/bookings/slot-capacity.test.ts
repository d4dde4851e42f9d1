import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SLOT_CAPACITY_MESSAGES, type Booking, type ServiceArea } from '@washday/core';
import { bookings } from '../../db/schema/index.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { checkoutBody, SECTOR_69_ADDRESS } from '../../test/request-bodies.js';

// The test clock starts at 2026-11-22 11:00 in India. Addresses in the Sector 69 box, inside the Gurugram outline.
const SECTOR_69 = SECTOR_69_ADDRESS.coordinates;
const ELSEWHERE_IN_GURUGRAM = { lat: 28.46, lng: 77.03 };

const order = (addressId: string, overrides: Record<string, unknown> = {}) =>
  checkoutBody(addressId, [{ id: 'iron-regular', quantity: 5 }], overrides);

describe('slot capacity', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let sector69: ServiceArea;
  let gurugram: ServiceArea;
  let phoneSeq = 0;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [account] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', account!.id));
    const { body } = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/service-areas', headers: admin });
    const areas = (body as unknown as { areas: ServiceArea[] }).areas;
    sector69 = areas.find((a) => a.area === 'Sector 69')!;
    gurugram = areas.find((a) => a.area === 'Gurugram')!;
  });

  async function customer(at = SECTOR_69) {
    const user = await createCustomer(ctx.app, `97${String(++phoneSeq).padStart(8, '0')}`);
    const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
    const saved = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/addresses',
      headers,
      payload: { ...SECTOR_69_ADDRESS, flat_no: `Flat ${phoneSeq}`, coordinates: at },
    });
    expect(saved.res.statusCode).toBe(201);
    return { headers, addressId: (saved.body.data as { id: string }).id };
  }
  const book = (me: { headers: Record<string, string>; addressId: string }, overrides: Record<string, unknown> = {}) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/bookings', headers: me.headers, payload: order(me.addressId, overrides) });
  const setCapacity = (area: ServiceArea, capacity: Record<string, unknown>, headers = admin) =>
    injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/admin/service-areas/${area.id}/slot-capacity`,
      headers,
      payload: { capacity },
    });
  const load = async (area: ServiceArea, date = '2026-11-23') =>
    (
      (
        await injectJson(ctx.app, {
          method: 'GET',
          url: `/api/admin/service-areas/${area.id}/slots?date=${date}`,
          headers: admin,
        })
      ).body as unknown as {
        slots: Array<{ time: string; capacity: number | null; booked: number }>;
      }
    ).slots;
  const fullAt = async (me: { headers: Record<string, string>; addressId: string }, date = '2026-11-23') => {
    const { res, body } = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/bookings/slot-availability?address_id=${me.addressId}&date=${date}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    return body.full as string[];
  };

  it('an admin sets a slot limit per area; blank slots have none; bad values are refused with a clear message', async () => {
    const saved = await setCapacity(sector69, { '10:00': 2, '11:00': 0 });
    expect(saved.res.statusCode).toBe(200);
    expect(saved.body.message).toBe('Slot capacity of Sector 69 saved');
    expect((saved.body.area as ServiceArea).slotCapacity).toEqual({ '10:00': 2, '11:00': 0 });
    const slots = await load(sector69);
    expect(slots).toHaveLength(14);
    expect(slots.find((s) => s.time === '10:00')).toMatchObject({ capacity: 2, booked: 0 });
    expect(slots.find((s) => s.time === '12:00')).toMatchObject({ capacity: null, booked: 0 });

    for (const [capacity, message] of [
      [{ '07:00': 3 }, SLOT_CAPACITY_MESSAGES.slotInvalid],
      [{ '10:30': 3 }, SLOT_CAPACITY_MESSAGES.slotInvalid],
      [{ '10:00': -1 }, SLOT_CAPACITY_MESSAGES.capacityInvalid],
      [{ '10:00': 2.5 }, SLOT_CAPACITY_MESSAGES.capacityInvalid],
      [{ '10:00': 501 }, SLOT_CAPACITY_MESSAGES.capacityInvalid],
      [{ '10:00': '3' }, SLOT_CAPACITY_MESSAGES.capacityInvalid],
    ] as const) {
      const { res, body } = await setCapacity(sector69, capacity);
      expect(res.statusCode, JSON.stringify(capacity)).toBe(400);
      expect(body.message).toBe(message);
    }
    const missing = await setCapacity({ ...sector69, id: '00000000-0000-4000-8000-000000000000' }, {});
    expect(missing.res.statusCode).toBe(404);
    const badDate = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/admin/service-areas/${sector69.id}/slots?date=2026-02-30`,
      headers: admin,
    });
    expect(badDate.res.statusCode).toBe(400);
    expect(badDate.body.message).toBe('Date must be YYYY-MM-DD');
    // Unchanged by the refused writes.
    expect((await load(sector69)).find((s) => s.time === '10:00')?.capacity).toBe(2);
  });

  it('refuses customers, riders and guests on the capacity routes', async () => {
    const shopper = bearer(await tokenFor(ctx.app, 'customer', (await createCustomer(ctx.app, '9700009901')).id));
    const rider = bearer(await tokenFor(ctx.app, 'rider', (await createRider(ctx.app, '9700009902', 'approved')).id));
    for (const headers of [shopper, rider, {}]) {
      expect((await setCapacity(sector69, { '10:00': 99 }, headers)).res.statusCode).toBeGreaterThanOrEqual(401);
      const read = await injectJson(ctx.app, {
        method: 'GET',
        url: `/api/admin/service-areas/${sector69.id}/slots?date=2026-11-23`,
        headers,
      });
      expect([401, 403]).toContain(read.res.statusCode);
    }
    expect((await load(sector69)).find((s) => s.time === '10:00')?.capacity).toBe(2);
  });

  it('fills a slot, refuses the next pickup with the message, shows it full, and frees a seat on cancel', async () => {
    const [a, b, c] = [await customer(), await customer(), await customer()];
    expect(await fullAt(a)).toEqual(['11:00']); // 0 closes a slot
    const first = await book(a);
    expect(first.res.statusCode).toBe(201);
    const [stored] = await ctx.database.db
      .select({ area: bookings.serviceAreaId })
      .from(bookings)
      .where(eq(bookings.id, (first.body.booking as Booking).id));
    // The most specific area: Sector 69, not the Gurugram outline around it.
    expect(stored?.area).toBe(sector69.id);
    expect((await book(b)).res.statusCode).toBe(201);

    const refused = await book(c);
    expect(refused.res.statusCode).toBe(409);
    expect(refused.body).toMatchObject({ message: SLOT_CAPACITY_MESSAGES.full, error: 'SLOT_FULL', field: 'pickupTime' });
    expect(await fullAt(c)).toEqual(['10:00', '11:00']);
    expect((await load(sector69)).find((s) => s.time === '10:00')).toMatchObject({ capacity: 2, booked: 2 });
    // Another slot, or the next day, is open.
    expect((await book(c, { pickupTime: '12:00', deliveryTime: '12:00' })).res.statusCode).toBe(201);
    expect(await fullAt(c, '2026-11-24')).toEqual(['11:00']);

    const cancelled = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${(first.body.booking as Booking).id}/cancel`,
      headers: a.headers,
      payload: {},
    });
    expect(cancelled.res.statusCode).toBe(200);
    expect(await fullAt(c)).toEqual(['11:00']);
    expect((await book(c, { instructions: 'second order' })).res.statusCode).toBe(201);
    expect(await fullAt(c)).toEqual(['10:00', '11:00']);
  });

  it('counts each area on its own: Gurugram outside Sector 69 has its own seats', async () => {
    const away = await customer(ELSEWHERE_IN_GURUGRAM);
    expect(await fullAt(away)).toEqual([]);
    expect((await book(away)).res.statusCode).toBe(201);
    expect((await load(gurugram)).find((s) => s.time === '10:00')?.booked).toBe(1);
  });

  it('gives the last seat to exactly one of several concurrent bookings', async () => {
    expect((await setCapacity(sector69, { '15:00': 1 })).res.statusCode).toBe(200);
    const people = await Promise.all([customer(), customer(), customer(), customer()]);
    const results = await Promise.all(people.map((me) => book(me, { pickupTime: '15:00', deliveryTime: '15:00' })));
    const codes = results.map((r) => r.res.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    expect((await load(sector69)).find((s) => s.time === '15:00')).toMatchObject({ capacity: 1, booked: 1 });
  });

  it('refuses moving a booking into a full slot, but not keeping its own seat', async () => {
    const me = await customer();
    const mine = await book(me, { pickupTime: '16:00', deliveryTime: '16:00' });
    expect(mine.res.statusCode).toBe(201);
    const id = (mine.body.booking as Booking).id;
    const update = (payload: object) =>
      injectJson(ctx.app, { method: 'PUT', url: `/api/bookings/${id}`, headers: me.headers, payload });
    // 15:00 is full (the race above); 16:00 holds only this booking.
    const moved = await update({ pickupTime: '15:00', deliveryTime: '15:00' });
    expect(moved.res.statusCode).toBe(409);
    expect(moved.body.message).toBe(SLOT_CAPACITY_MESSAGES.full);
    expect((await setCapacity(sector69, { '15:00': 1, '16:00': 1 })).res.statusCode).toBe(200);
    expect((await update({ instructions: 'Gate 2' })).res.statusCode).toBe(200);
    expect((await update({ pickupDate: '2026-11-23', pickupTime: '16:00' })).res.statusCode).toBe(200);
  });

  it('applies to Book for User too, reported on the scheduled time', async () => {
    const { res, body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/admin/bookings',
      headers: admin,
      payload: {
        phone: '9700005555',
        name: 'Neha Gupta',
        services: [{ id: 'iron-regular', quantity: 5 }],
        scheduled_date: '2026-11-23',
        scheduled_time: '15:00',
        address: 'House 12, Sector 69, Gurugram 122018',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(body).toMatchObject({ message: SLOT_CAPACITY_MESSAGES.full, field: 'scheduled_time' });
  });

  it("answers 404 for an address that is not the customer's, and a clear error for a bad date", async () => {
    const me = await customer();
    const other = await customer();
    const theirs = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/bookings/slot-availability?address_id=${other.addressId}&date=2026-11-23`,
      headers: me.headers,
    });
    expect(theirs.res.statusCode).toBe(404);
    const bad = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/bookings/slot-availability?address_id=${me.addressId}&date=tomorrow`,
      headers: me.headers,
    });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.message).toBe('Date must be YYYY-MM-DD');
    const guest = await injectJson(ctx.app, {
      method: 'GET',
      url: `/api/bookings/slot-availability?address_id=${me.addressId}&date=2026-11-23`,
    });
    expect(guest.res.statusCode).toBe(401);
  });
});
