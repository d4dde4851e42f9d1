import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toStoredPhone, type RecurringSeries } from '@washday/core';
import {
  addresses,
  bookings,
  notifications,
  recurringPickupOccurrences,
  recurringPickups,
  serviceAreas,
  userPreferences,
} from '../../db/schema/index.js';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress, insertBooking } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';
import { runRecurringPickups } from './recurring-occurrences.service.js';
import { RECURRING_PICKUPS_JOB } from './recurring-pickups.jobs.js';
import { occurrenceDepsOf } from './recurring-pickups.routes.js';

// The test clock starts on Sunday 2026-11-22 at 11:00 in India; series here are weekly on Wednesday at 10:00, so the
// first pickup is Wednesday 25 Nov, booked 48 hours ahead (Monday 23 Nov, 10:00 India time).
const START = new Date('2026-11-22T05:30:00Z');
/** An instant given as India time. */
const ist = (text: string) => new Date(`${text}:00+05:30`);

describe('recurring pickups', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  let phone = 9812200000;

  // The copies (SMS, WhatsApp) go through the queue's jobs, and the job itself is run through it once.
  beforeAll(() => ctx.app.jobs.start());
  beforeEach(() => ctx.clock.set(START));

  async function customer(prefs?: object) {
    const number = String((phone += 1));
    const user = await createCustomer(ctx.app, number, 'Asha Verma');
    if (prefs) await ctx.database.db.insert(userPreferences).values({ userId: user.id, preferences: prefs });
    const address = await insertAddress(ctx.app, user.id);
    const completed = await insertBooking(ctx.app, user.id);
    await ctx.database.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, completed.id));
    return { id: user.id, phone: number, headers: bearer(await tokenFor(ctx.app, 'customer', user.id)), address, completed };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  const call = (me: Customer, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectJson(ctx.app, { method, url, headers: me.headers, ...(payload ? { payload } : {}) });
  const weekly = (me: Customer, overrides: object = {}) => ({
    frequency: 'weekly',
    weekday: 3,
    pickup_time: '10:00',
    address_id: me.address.id,
    services: [{ service_id: 'iron-regular', quantity: 5 }],
    from_booking_id: me.completed.id,
    ...overrides,
  });
  async function setUp(me: Customer, overrides: object = {}) {
    const { res, body } = await call(me, 'POST', '/api/recurring-pickups', weekly(me, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return body.series as RecurringSeries;
  }
  const run = () => runRecurringPickups(occurrenceDepsOf(ctx.app));
  const ordersOf = (me: Customer) =>
    ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.customerId, me.id), eq(bookings.isQuickPickup, true)));
  const noticesOf = (me: Customer, type: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), eq(notifications.type, type)));
  const seriesOf = async (me: Customer) => (await call(me, 'GET', '/api/recurring-pickups')).body.series as RecurringSeries[];
  const stop = (me: Customer, id: string) => call(me, 'POST', `/api/recurring-pickups/${id}/stop`);

  it('sets up a weekly pickup from a completed order, shows its next dates, and refuses bad input with clear 4xx', async () => {
    const me = await customer();
    const series = await setUp(me);
    expect(series).toMatchObject({
      frequency: 'weekly',
      weekday: 3,
      pickup_time: '10:00',
      status: 'active',
      address_title: 'Home',
      from_booking_id: me.completed.id,
      services: [{ service_id: 'iron-regular', quantity: 5, name: expect.any(String) }],
    });
    expect(series.upcoming.map((o) => [o.date, o.status])).toEqual([
      ['2026-11-25', 'planned'],
      ['2026-12-02', 'planned'],
      ['2026-12-09', 'planned'],
      ['2026-12-16', 'planned'],
    ]);

    const other = await customer();
    const refusals: Array<[object, number, string]> = [
      [{ weekday: null }, 400, 'weekday'],
      [{ frequency: 'monthly', day_of_month: 32 }, 400, 'day_of_month'],
      [{ pickup_time: '22:00' }, 400, 'pickup_time'],
      [{ address_id: other.address.id }, 400, 'address_id'],
      [{ services: [{ service_id: 'no-such-service', quantity: 1 }] }, 400, 'services'],
      [{ starts_on: '2026-11-01' }, 400, 'starts_on'],
    ];
    for (const [overrides, status, field] of refusals) {
      const { res, body } = await call(me, 'POST', '/api/recurring-pickups', weekly(me, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect((body as { field?: string }).field).toBe(field);
    }
    const notCompleted = await insertBooking(ctx.app, me.id);
    expect(
      (await call(me, 'POST', '/api/recurring-pickups', weekly(me, { from_booking_id: notCompleted.id }))).res.statusCode,
    ).toBe(409);
    expect(
      (await call(other, 'POST', '/api/recurring-pickups', weekly(other, { from_booking_id: me.completed.id }))).res.statusCode,
    ).toBe(404);
    // Another customer's series reads exactly like a missing one, on every route that names one.
    const base = `/api/recurring-pickups/${series.id}`;
    const missing = `/api/recurring-pickups/00000000-0000-4000-8000-000000000000`;
    const routes: Array<['POST' | 'PUT', string, object | undefined]> = [
      ['PUT', '', weekly(other)],
      ['POST', '/pause', undefined],
      ['POST', '/resume', undefined],
      ['POST', '/stop', undefined],
      ['POST', '/occurrences/2026-11-25/skip', undefined],
      ['PUT', '/occurrences/2026-11-25', { pickup_date: '2026-11-25', pickup_time: '11:00' }],
    ];
    for (const [method, path, payload] of routes) {
      const theirs = await call(other, method, `${base}${path}`, payload);
      const none = await call(other, method, `${missing}${path}`, payload);
      expect(theirs.res.statusCode, `${method} ${path}`).toBe(404);
      expect({ ...theirs.body, requestId: null }).toEqual({ ...none.body, requestId: null });
    }
    expect(await seriesOf(other)).toEqual([]);
    expect((await call(me, 'POST', `/api/recurring-pickups/${series.id}/occurrences/2026-11-26/skip`)).res.statusCode).toBe(404);
    await stop(me, series.id);
  });

  it('books each occurrence once, 48 hours ahead, also when two runs go at once', async () => {
    const me = await customer();
    const series = await setUp(me);
    await run();
    expect(await ordersOf(me)).toHaveLength(0);

    ctx.clock.set(ist('2026-11-23T10:00'));
    // The queue's job and two more instances at once.
    await Promise.all([ctx.app.jobs.runNow(RECURRING_PICKUPS_JOB, {}, 20_000), run(), run()]);
    await run();
    const orders = await ordersOf(me);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      scheduledDate: '2026-11-25',
      scheduledTime: '10:00',
      status: 'pending',
      addressId: me.address.id,
      finalPaise: 0,
    });
    expect(orders[0]!.specialInstructions).toContain('× 5');
    const rows = await ctx.database.db
      .select()
      .from(recurringPickupOccurrences)
      .where(eq(recurringPickupOccurrences.seriesId, series.id));
    expect(rows).toMatchObject([{ ruleDate: '2026-11-25', status: 'booked', bookingId: orders[0]!.id }]);
    const [view] = await seriesOf(me);
    expect(view!.upcoming[0]).toMatchObject({ status: 'booked', custom_order_id: orders[0]!.customOrderId });

    // A week on, the next one, once.
    ctx.clock.set(ist('2026-11-30T10:05'));
    await Promise.all([run(), run()]);
    expect((await ordersOf(me)).map((o) => o.scheduledDate).sort()).toEqual(['2026-11-25', '2026-12-02']);
    await stop(me, series.id);
  });

  it('never books a skipped or paused occurrence; resume and stop; a booked one skipped is cancelled', async () => {
    const me = await customer();
    const series = await setUp(me);
    const skipped = await call(me, 'POST', `/api/recurring-pickups/${series.id}/occurrences/2026-11-25/skip`);
    expect(skipped.res.statusCode).toBe(200);
    expect((skipped.body.series as RecurringSeries).upcoming[0]).toMatchObject({ date: '2026-11-25', status: 'skipped' });
    // Twice is the same.
    expect((await call(me, 'POST', `/api/recurring-pickups/${series.id}/occurrences/2026-11-25/skip`)).res.statusCode).toBe(200);
    ctx.clock.set(ist('2026-11-23T10:00'));
    await run();
    expect(await ordersOf(me)).toHaveLength(0);

    const paused = await call(me, 'POST', `/api/recurring-pickups/${series.id}/pause`);
    expect(paused.body.series as RecurringSeries).toMatchObject({ status: 'paused', paused_reason: 'customer' });
    expect((await call(me, 'POST', `/api/recurring-pickups/${series.id}/pause`)).res.statusCode).toBe(409);
    ctx.clock.set(ist('2026-11-30T10:00'));
    await run();
    expect(await ordersOf(me)).toHaveLength(0);

    const resumed = await call(me, 'POST', `/api/recurring-pickups/${series.id}/resume`);
    expect((resumed.body.series as RecurringSeries).status).toBe('active');
    await run();
    const [order] = await ordersOf(me);
    expect(order).toMatchObject({ scheduledDate: '2026-12-02' });

    // Skipping the booked one cancels its order through the rule book.
    expect((await call(me, 'POST', `/api/recurring-pickups/${series.id}/occurrences/2026-12-02/skip`)).res.statusCode).toBe(200);
    expect((await ordersOf(me))[0]!.status).toBe('cancelled');
    await run();
    expect(await ordersOf(me)).toHaveLength(1);

    const stopped = await stop(me, series.id);
    expect(stopped.body.series as RecurringSeries).toMatchObject({ status: 'stopped', upcoming: [] });
    ctx.clock.set(ist('2026-12-07T10:00'));
    await run();
    expect(await ordersOf(me)).toHaveLength(1);
    expect((await call(me, 'POST', `/api/recurring-pickups/${series.id}/resume`)).res.statusCode).toBe(409);
  });

  it('moves one occurrence to another slot before it is booked, and books it there', async () => {
    const me = await customer();
    const series = await setUp(me);
    const url = `/api/recurring-pickups/${series.id}/occurrences/2026-11-25`;
    expect((await call(me, 'PUT', url, { pickup_date: '2026-12-01', pickup_time: '10:00' })).res.statusCode).toBe(400);
    const moved = await call(me, 'PUT', url, { pickup_date: '2026-11-26', pickup_time: '17:00' });
    expect(moved.res.statusCode).toBe(200);
    expect((moved.body.series as RecurringSeries).upcoming[0]).toMatchObject({ pickup_date: '2026-11-26', status: 'changed' });
    ctx.clock.set(ist('2026-11-24T17:00'));
    await run();
    expect(await ordersOf(me)).toMatchObject([{ scheduledDate: '2026-11-26', scheduledTime: '17:00' }]);
    // Once booked, the change reschedules its order (recurring-change-booked.test.ts).
    expect((await call(me, 'PUT', url, { pickup_date: '2026-11-26', pickup_time: '18:00' })).res.statusCode).toBe(200);
    expect(await ordersOf(me)).toMatchObject([{ scheduledDate: '2026-11-26', scheduledTime: '18:00' }]);
    await stop(me, series.id);
  });

  it('a full slot books the nearest free one and tells the customer', async () => {
    const me = await customer();
    const series = await setUp(me);
    const { areaId } = await checkAddressAvailability(ctx.database.db, me.address);
    expect(areaId).toBeTruthy();
    const [area] = await ctx.database.db.select().from(serviceAreas).where(eq(serviceAreas.id, areaId!));
    await ctx.database.db
      .update(serviceAreas)
      .set({ slotCapacity: { '10:00': 0 } })
      .where(eq(serviceAreas.id, areaId!));
    try {
      ctx.clock.set(ist('2026-11-23T10:00'));
      await run();
      expect(await ordersOf(me)).toMatchObject([{ scheduledDate: '2026-11-25', scheduledTime: '09:00' }]);
      const [view] = await seriesOf(me);
      expect(view!.upcoming[0]).toMatchObject({ status: 'booked', pickup_time: '09:00', moved_from_time: '10:00' });
      const [notice] = await noticesOf(me, 'recurring_moved');
      expect(notice!.message).toMatch(/^The 10:00 AM slot on .* was full, so your regular pickup is booked at 9:00 AM instead/);
    } finally {
      await ctx.database.db.update(serviceAreas).set({ slotCapacity: area!.slotCapacity }).where(eq(serviceAreas.id, areaId!));
      await stop(me, series.id);
    }
  });

  it('a deleted address or an area no longer served pauses the series with a notice, and books nothing', async () => {
    const me = await customer();
    const series = await setUp(me);
    await ctx.database.db.delete(addresses).where(eq(addresses.id, me.address.id));
    ctx.clock.set(ist('2026-11-23T10:00'));
    await run();
    await run();
    expect(await ordersOf(me)).toHaveLength(0);
    const [view] = await seriesOf(me);
    expect(view).toMatchObject({ status: 'paused', paused_reason: 'address_missing', address_id: null });
    expect(await noticesOf(me, 'recurring_paused')).toHaveLength(1);
    // Resuming needs an address.
    expect((await call(me, 'POST', `/api/recurring-pickups/${series.id}/resume`)).res.statusCode).toBe(400);

    const other = await customer();
    const otherSeries = await setUp(other);
    const { areaId } = await checkAddressAvailability(ctx.database.db, other.address);
    await ctx.database.db.update(serviceAreas).set({ isActive: false });
    try {
      await run();
      expect(await ordersOf(other)).toHaveLength(0);
      expect((await seriesOf(other))[0]).toMatchObject({ status: 'paused', paused_reason: 'not_serviceable' });
      const [notice] = await noticesOf(other, 'recurring_paused');
      expect(notice!.message).toContain('we no longer serve its address');
    } finally {
      await ctx.database.db.update(serviceAreas).set({ isActive: true });
      expect(areaId).toBeTruthy();
      await stop(other, otherSeries.id);
      await stop(me, series.id);
    }
  });

  it('reminds the evening before; a WhatsApp SKIP reply skips that pickup once, in the customer language', async () => {
    const me = await customer({ communication: { language: 'hindi', communicationMethod: 'whatsapp' } });
    const series = await setUp(me);
    ctx.clock.set(ist('2026-11-23T10:00'));
    await run();
    const [order] = await ordersOf(me);
    ctx.clock.set(ist('2026-11-24T18:59'));
    await run();
    expect(await noticesOf(me, 'recurring_reminder')).toHaveLength(0);
    ctx.clock.set(ist('2026-11-24T19:00'));
    await Promise.all([run(), run()]);
    const reminders = await noticesOf(me, 'recurring_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toContain('Reply SKIP');
    expect(reminders[0]!.messageChannel).toBe('whatsapp');

    const reply = (text: string, id: string, from = `+91 ${me.phone}`) =>
      injectJson(ctx.app, { method: 'POST', url: '/dev/inbound-messages', payload: { from, text, message_id: id } });
    // Delivered twice at once: handled once (the twin hears it is in progress, or its outcome).
    const pair = await Promise.all([reply(' skip ', 'wamid.1'), reply('SKIP', 'wamid.1')]);
    expect(pair.map((r) => r.res.statusCode)).toEqual([200, 200]);
    const first = pair.find((r) => r.body.outcome === 'skipped')!;
    expect(first).toBeDefined();
    expect(pair.filter((r) => r !== first).map((r) => r.body.outcome)[0]).toMatch(/^(skipped|in_progress)$/);
    expect(first.body.reply).toContain('is skipped');
    // The provider delivers it again: same answer, nothing more done or sent.
    expect((await reply('SKIP', 'wamid.1')).body).toMatchObject({ outcome: 'skipped' });
    expect(await noticesOf(me, 'recurring_reply')).toHaveLength(1);
    expect((await ordersOf(me)).find((o) => o.id === order!.id)!.status).toBe('cancelled');
    const [view] = await seriesOf(me);
    expect(view!.upcoming[0]).toMatchObject({ date: '2026-11-25', status: 'skipped' });
    // A second SKIP answers the same pickup, already skipped; the next week's stays on.
    expect((await reply('SKIP', 'wamid.2')).body).toMatchObject({ outcome: 'already_skipped' });
    expect(view!.upcoming[1]).toMatchObject({ date: '2026-12-02', status: 'planned' });
    expect((await reply('hello', 'wamid.3')).body).toMatchObject({ outcome: 'not_understood' });
    expect((await reply('SKIP', 'wamid.4', '9000000001')).body).toMatchObject({ outcome: 'unknown_sender', reply: null });

    // The reminder and the confirmation go as WhatsApp copies in Hindi (sent by the queue's jobs, in their own time).
    const whatsapp = () =>
      ctx.app.outbox
        .notices()
        .filter((n) => n.to === toStoredPhone(me.phone) && n.channel === 'whatsapp')
        .map((n) => n.text);
    for (const words of ['छोड़ दिया गया है', 'SKIP लिखकर'])
      await expect.poll(() => whatsapp().some((t) => t.includes(words)), { timeout: 10_000, interval: 100 }).toBe(true);
    await stop(me, series.id);
    expect(await ctx.database.db.select().from(recurringPickups).where(eq(recurringPickups.customerId, me.id))).toHaveLength(1);
  });
});
