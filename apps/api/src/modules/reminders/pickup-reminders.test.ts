import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toStoredPhone, type ReminderTime } from '@washday/core';
import { notifications } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { addressBody, insertBooking } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createBooking } from '../bookings/customer-bookings.service.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import {
  PICKUP_REMINDER_JOB,
  PICKUP_REMINDER_TYPE,
  queuePickupReminder,
  sendPickupReminder,
  type PickupReminderData,
} from './pickup-reminders.service.js';

// The test clock is 2026-11-22 11:00 in India (05:30 UTC) unless a test moves it.
const START = new Date('2026-11-22T05:30:00Z');
const HOUR = 3600;
const ADDRESS = 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003';
// Each run waits on the queue's worker, which shares the embedded database with everything else a busy machine runs.
const QUEUE_WAIT_MS = 5_000;

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('pickup reminders', () => {
  const ctx = useTestApp();
  let admin: Record<string, string> = {};
  let phoneSeq = 0;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    admin = bearer(await tokenFor(ctx.app, 'admin', (await ctx.database.db.query.adminUsers.findMany())[0]!.id));
    await ctx.app.jobs.start();
  });
  beforeEach(() => ctx.clock.set(START));

  /** A customer with a saved address in Sector 69, and their preferences saved through the API when given. */
  async function customer(preferences?: object) {
    const phone = `97${String(++phoneSeq).padStart(8, '0')}`;
    const user = await createCustomer(ctx.app, phone, 'Asha Verma');
    const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
    if (preferences) {
      const saved = await injectJson(ctx.app, { method: 'PUT', url: '/api/preferences', headers, payload: preferences });
      expect(saved.res.statusCode, saved.res.body).toBe(200);
    }
    const address = await injectJson(ctx.app, { method: 'POST', url: '/api/addresses', headers, payload: addressBody() });
    return { id: user.id, phone, headers, addressId: (address.body.data as { id: string }).id };
  }
  type Customer = Awaited<ReturnType<typeof customer>>;

  /** A checkout of one Regular Iron, delivery a day after the pickup; the new booking's id and order number. */
  async function book(me: Customer, pickupDate: string, pickupTime: string, deliveryDate: string, deliveryTime = '18:00') {
    const payload = {
      services: [{ id: 'iron-regular', quantity: 2 }],
      pickupDate,
      pickupTime,
      deliveryDate,
      deliveryTime,
      address_id: me.addressId,
      phone: me.phone,
    };
    const { res, body } = await injectJson(ctx.app, { method: 'POST', url: '/api/bookings', headers: me.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    const booking = body.booking as { _id: string; custom_order_id: string };
    return { id: booking._id, number: booking.custom_order_id };
  }

  /** The reminder jobs waiting for a booking: their data, key and delay (seconds from queueing to running). */
  async function queued(bookingId: string) {
    const result = await ctx.database.db.execute(
      sql`select data, singleton_key as key, extract(epoch from start_after - created_on)::int as delay from pgboss.job
          where name = ${PICKUP_REMINDER_JOB} and state = 'created' and data->>'bookingId' = ${bookingId} order by created_on`,
    );
    return rowsOf<{ data: PickupReminderData; key: string; delay: number }>(result);
  }
  const run = (data: PickupReminderData) => ctx.app.jobs.runNow(PICKUP_REMINDER_JOB, data, QUEUE_WAIT_MS);
  const reminders = (bookingId: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, bookingId), eq(notifications.type, PICKUP_REMINDER_TYPE)));

  it("queues each reminder its lead before the pickup slot in India time, and sends it then as the customer's order notice", async () => {
    // Pickups at 10:00 IST (04:30 UTC): tomorrow is 23 h away, the day after 47 h.
    const cases: Array<[ReminderTime, string, number, string]> = [
      ['30min', '2026-11-23', 23 * HOUR - HOUR / 2, 'today'],
      ['1hour', '2026-11-23', 22 * HOUR, 'today'],
      ['2hours', '2026-11-23', 21 * HOUR, 'today'],
      ['1day', '2026-11-24', 23 * HOUR, 'tomorrow'],
    ];
    for (const [reminderTime, pickupDate, delay, day] of cases) {
      ctx.clock.set(START);
      const me = await customer({ scheduling: { reminderTime } });
      const booking = await book(me, pickupDate, '10:00', pickupDate === '2026-11-23' ? '2026-11-24' : '2026-11-25');
      const jobs = await queued(booking.id);
      expect(jobs, reminderTime).toEqual([
        { data: { bookingId: booking.id, pickupDate, pickupTime: '10:00' }, key: `${booking.id}:${pickupDate}:10:00`, delay },
      ]);

      ctx.clock.set(new Date(START.getTime() + delay * 1000));
      await expect(run(jobs[0]!.data)).resolves.toEqual({ status: 'sent' });
      const [notice] = await reminders(booking.id);
      expect(notice, reminderTime).toMatchObject({
        userId: me.id,
        recipientType: 'customer',
        title: 'Pickup Reminder',
        message: `Our rider will arrive for your pickup (order ${booking.number}) ${day} between 10:00 AM and 11:00 AM.`,
        messageChannel: 'sms',
        data: {
          booking_id: booking.id,
          order_number: booking.number,
          status: 'pending',
          pickup_date: pickupDate,
          pickup_time: '10:00',
        },
      });
    }
  });

  it("writes a new booking's reminder in the booking's transaction: a booking rolled back leaves no job behind", async () => {
    const me = await customer();
    const deps = notifyDepsOf(ctx.app);
    const bookingDeps = {
      db: ctx.database.db,
      now: () => ctx.clock.now(),
      services: () => ctx.app.catalogue.servicesById(),
      openBookingsMax: ctx.env.OPEN_BOOKINGS_PER_CUSTOMER,
    };
    const input = {
      customerId: me.id,
      services: [{ id: 'iron-regular', quantity: 2 }],
      pickupDate: '2026-11-23',
      pickupTime: '10:00',
      deliveryDate: '2026-11-24',
      deliveryTime: '18:00',
      addressId: me.addressId,
      phone: me.phone,
      paymentMethod: 'cash' as const,
    };
    let rolledBack = '';
    const failing = createBooking(bookingDeps, input, async (tx, created, reminder) => {
      rolledBack = created.id;
      // Queued in the transaction as the checkout does, then something after it fails (a key answered meanwhile, say).
      expect(await queuePickupReminder(deps, tx, created.id, reminder)).toMatchObject({ status: 'scheduled' });
      throw new Error('after the reminder');
    });
    await expect(failing).rejects.toThrow('after the reminder');
    expect(rolledBack).not.toBe('');
    expect(await queued(rolledBack)).toEqual([]);

    const { booking } = await createBooking(bookingDeps, { ...input, pickupTime: '11:00' }, (tx, created, reminder) =>
      queuePickupReminder(deps, tx, created.id, reminder),
    );
    const key = `${booking.id}:2026-11-23:11:00`;
    expect(await queued(booking.id)).toEqual([
      { data: { bookingId: booking.id, pickupDate: '2026-11-23', pickupTime: '11:00' }, key, delay: 23 * HOUR },
    ]);

    // Book for User and a quick pickup hand over no facts: the booking is read in its own transaction, which sees it.
    const read = await createBooking(bookingDeps, { ...input, pickupTime: '12:00' }, (tx, created) =>
      queuePickupReminder(deps, tx, created.id),
    );
    expect(await queued(read.booking.id)).toMatchObject([{ key: `${read.booking.id}:2026-11-23:12:00`, delay: 24 * HOUR }]);
  });

  it('queues none when the moment has passed, and a job running after the pickup began sends nothing', async () => {
    const rushed = await customer({ scheduling: { reminderTime: '2hours' } });
    const today = await book(rushed, '2026-11-22', '12:00', '2026-11-23', '13:00');
    expect(await queued(today.id)).toEqual([]);
    // Exactly at the moment (12:00 less 1 hour is now): none either.
    const onTheDot = await customer();
    const now = await book(onTheDot, '2026-11-22', '12:00', '2026-11-23', '13:00');
    expect(await queued(now.id)).toEqual([]);

    ctx.clock.set(new Date('2026-11-22T06:30:00Z'));
    await expect(run({ bookingId: now.id, pickupDate: '2026-11-22', pickupTime: '12:00' })).resolves.toEqual({
      status: 'too late',
    });
    expect(await reminders(now.id)).toEqual([]);
  });

  it('Book for User and a quick pickup queue the reminder too', async () => {
    const me = await customer({ scheduling: { reminderTime: '30min' } });
    const forUser = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/admin/bookings',
      headers: admin,
      payload: {
        customer_id: me.id,
        services: [{ id: 'iron-regular', quantity: 5 }],
        scheduled_date: '2026-11-23',
        scheduled_time: '12:00',
        address: ADDRESS,
      },
    });
    expect(forUser.res.statusCode, forUser.res.body).toBe(201);
    const adminBooking = (forUser.body.booking as { _id: string })._id;
    expect((await queued(adminBooking)).map((j) => j.delay)).toEqual([25 * HOUR - HOUR / 2]);

    const quick = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/quick-pickup',
      headers: me.headers,
      payload: { pickup_date: '2026-11-23', pickup_time: '15:00', address: ADDRESS },
    });
    expect(quick.res.statusCode, quick.res.body).toBe(201);
    const quickBooking = (quick.body.booking as { _id: string })._id;
    expect((await queued(quickBooking)).map((j) => j.data)).toEqual([
      { bookingId: quickBooking, pickupDate: '2026-11-23', pickupTime: '15:00' },
    ]);
  });

  it('an admin confirming a booking queues its reminder, once per pickup', async () => {
    const me = await customer();
    // Written straight to the database: nothing queued it. Pickup 23 Nov 10:00.
    const booking = await insertBooking(ctx.app, me.id);
    expect(await queued(booking.id)).toEqual([]);
    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}/status`,
      headers: admin,
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await queued(booking.id)).map((j) => j.delay)).toEqual([22 * HOUR]);
    // An edit that leaves the pickup where it is queues no second job.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}`,
      headers: admin,
      payload: { delivery_time: '18:00' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await queued(booking.id)).toHaveLength(1);
  });

  it('a cancelled booking sends nothing', async () => {
    const me = await customer();
    const booking = await book(me, '2026-11-23', '10:00', '2026-11-24');
    const [job] = await queued(booking.id);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: me.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    ctx.clock.set(new Date('2026-11-23T03:30:00Z'));
    await expect(run(job!.data)).resolves.toEqual({ status: 'not awaiting pickup' });
    expect(await reminders(booking.id)).toEqual([]);
  });

  it('a moved pickup is reminded at its new time only, whoever moved it', async () => {
    const me = await customer();
    const booking = await book(me, '2026-11-23', '10:00', '2026-11-24', '12:00');
    const moved = await injectJson(ctx.app, {
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: me.headers,
      payload: { pickupTime: '09:00' },
    });
    expect(moved.res.statusCode, moved.res.body).toBe(200);
    const [old, fresh] = await queued(booking.id);
    expect([old?.data.pickupTime, fresh?.data.pickupTime, fresh?.delay]).toEqual(['10:00', '09:00', 21 * HOUR]);

    ctx.clock.set(new Date('2026-11-23T02:30:00Z'));
    await expect(run(fresh!.data)).resolves.toEqual({ status: 'sent' });
    ctx.clock.set(new Date('2026-11-23T03:30:00Z'));
    await expect(run(old!.data)).resolves.toEqual({ status: 'pickup moved' });
    expect((await reminders(booking.id)).map((n) => n.message)).toEqual([
      `Our rider will arrive for your pickup (order ${booking.number}) today between 9:00 AM and 10:00 AM.`,
    ]);

    // An admin moves it again (to the 24th, still 09:00): a new reminder for that pickup; the 23rd's is stale.
    ctx.clock.set(START);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}`,
      headers: admin,
      payload: { scheduled_date: '2026-11-24', delivery_date: '2026-11-25' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const latest = (await queued(booking.id)).find((j) => j.data.pickupDate === '2026-11-24');
    expect(latest?.delay).toBe(45 * HOUR);
    await expect(run(fresh!.data)).resolves.toEqual({ status: 'pickup moved' });
    ctx.clock.set(new Date('2026-11-24T02:30:00Z'));
    await expect(run(latest!.data)).resolves.toEqual({ status: 'sent' });
    expect(await reminders(booking.id)).toHaveLength(2);
  });

  it('follows the current order-updates switch: off sends nothing, on again sends', async () => {
    const me = await customer({ notifications: { orderUpdates: false } });
    const booking = await book(me, '2026-11-23', '10:00', '2026-11-24');
    const [job] = await queued(booking.id);
    ctx.clock.set(new Date('2026-11-23T03:30:00Z'));
    await expect(run(job!.data)).resolves.toEqual({ status: 'turned off' });
    expect(await reminders(booking.id)).toEqual([]);

    const on = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/preferences',
      headers: me.headers,
      payload: { notifications: { orderUpdates: true } },
    });
    expect(on.res.statusCode).toBe(200);
    await expect(run(job!.data)).resolves.toEqual({ status: 'sent' });
  });

  it('sends once however often it runs, and its SMS copy goes out once', async () => {
    const me = await customer();
    const booking = await book(me, '2026-11-23', '10:00', '2026-11-24');
    const [job] = await queued(booking.id);
    ctx.clock.set(new Date('2026-11-23T03:30:00Z'));
    await expect(run(job!.data)).resolves.toEqual({ status: 'sent' });
    await expect(run(job!.data)).resolves.toEqual({ status: 'already sent' });
    // Two at once (a retry overlapping a second job): one stores it.
    const both = await Promise.all([
      sendPickupReminder(notifyDepsOf(ctx.app), job!.data),
      sendPickupReminder(notifyDepsOf(ctx.app), job!.data),
    ]);
    expect(both).toEqual([{ status: 'already sent' }, { status: 'already sent' }]);

    const other = await book(await customer(), '2026-11-23', '11:00', '2026-11-24');
    const [otherJob] = await queued(other.id);
    const racing = await Promise.all([
      sendPickupReminder(notifyDepsOf(ctx.app), otherJob!.data),
      sendPickupReminder(notifyDepsOf(ctx.app), otherJob!.data),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual(['already sent', 'sent']);
    expect(await reminders(other.id)).toHaveLength(1);

    const [notice] = await reminders(booking.id);
    const status = async () =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.id, notice!.id)))[0]!.messageStatus;
    await expect.poll(status, { timeout: QUEUE_WAIT_MS, interval: 100 }).toBe('sent');
    expect(
      ctx.app.outbox.notices().filter((n) => n.to === toStoredPhone(me.phone) && n.title === 'Pickup Reminder'),
    ).toHaveLength(1);
  });
});
