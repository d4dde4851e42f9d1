import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, pushSubscriptions, userPreferences, users } from '../../db/schema/index.js';
import { storeNotifications, type CopyQueue, type NotifyInput } from './notify.service.js';
import { createAdminAccount, createCustomer, createRider } from '../../test/identity-fixtures.js';
import { countingDb } from '../../test/query-counter.js';
import { useTestApp } from '../../test/test-app.js';
import { NOTIFICATION_MESSAGE_JOB } from './notification-messages.jobs.js';

// A move raises several notices at once (the customer's, the riders', the laundry's, the operators'), with its own
// live events. Each notice used to take its own insert, event, copy jobs and push lookup: some fifteen statements a
// move. Now the notices, their copies' jobs and every event of the move are one insert each (issue 29: the cost of an
// order is its statements).

describe('storing a move’s notices together', () => {
  const ctx = useTestApp();
  const ids = { customer: '', rider: '', admin: '' };

  beforeAll(async () => {
    // The queues exist (the app has run); no worker takes the jobs while the test reads them.
    await ctx.app.jobs.start();
    await ctx.app.jobs.stop();
    ids.customer = (await createCustomer(ctx.app, '9833340001')).id;
    // SMS by default; an email copy too, switched on with an address.
    await ctx.database.db.update(users).set({ email: 'asha@example.com' }).where(eq(users.id, ids.customer));
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: ids.customer, preferences: { notifications: { email: true } } });
    ids.rider = (await createRider(ctx.app, '9833340002', 'approved')).id;
    await ctx.database.db
      .insert(pushSubscriptions)
      .values({ riderId: ids.rider, endpoint: 'https://push.example.com/r1', p256dh: 'k', auth: 'a' });
    await createAdminAccount(ctx.app, 'notices-admin');
    ids.admin = (await ctx.database.db.query.adminUsers.findMany())[0]!.id;
  });

  it('stores every notice, its copies’ jobs and the move’s events in one statement each, in the order given', async () => {
    const notices: NotifyInput[] = [
      { recipient: { kind: 'customer', userId: ids.customer }, type: 'rider_assigned', title: 'Rider Assigned', message: 'a' },
      {
        recipient: { kind: 'rider', riderId: ids.rider },
        type: 'new_order',
        title: 'New Order',
        message: 'b',
        sendMessage: true,
      },
      { recipient: { kind: 'admin', adminId: ids.admin }, type: 'order_update', title: 'Order Update', message: 'c' },
    ];
    const moveEvents = [
      { recipient: { kind: 'customer' as const, id: ids.customer }, event: 'booking.updated' as const, data: update },
      { recipient: { kind: 'admins' as const }, event: 'booking.updated' as const, data: update },
    ];
    const queued: { name: string; count: number }[] = [];
    const jobs: CopyQueue = {
      send: (...args) => ctx.app.jobs.send(...args),
      sendMany: async (name, data, options, within) => {
        queued.push({ name, count: data.length });
        await ctx.app.jobs.sendMany(name, data, options, within);
      },
    };
    const { db, queries } = countingDb(ctx.database);

    const stored = await db.transaction((tx) => storeNotifications(tx, notices, ctx.clock.now(), jobs, moveEvents));

    // The customer's reach, the notices, the events and the riders' browsers: four statements, and one for the jobs.
    expect(queries()).toBe(4);
    expect(queued).toEqual([{ name: NOTIFICATION_MESSAGE_JOB, count: 3 }]);
    expect(stored.notices.map(({ row }) => row.title)).toEqual(['Rider Assigned', 'New Order', 'Order Update']);
    expect(stored.notices.map(({ row }) => [row.messageStatus, row.emailStatus])).toEqual([
      ['queued', 'queued'],
      ['queued', null],
      [null, null],
    ]);
    // Only the rider has a subscribed browser.
    expect(stored.notices.map(({ push }) => push)).toEqual([false, true, false]);

    // Each notice's event is its own, and the move's events follow them, as published.
    expect(stored.notices.map(({ event }) => [event.recipient, event.event])).toEqual([
      [`customer:${ids.customer}`, 'notification'],
      [`rider:${ids.rider}`, 'notification'],
      [`admin:${ids.admin}`, 'notification'],
    ]);
    expect(stored.notices.map(({ row, event }) => (event.data as { id: string }).id === row.id)).toEqual([true, true, true]);
    expect(stored.events.map((event) => event.recipient)).toEqual([`customer:${ids.customer}`, 'admins']);
    const allIds = [...stored.notices.map(({ event }) => event.id), ...stored.events.map((event) => event.id)];
    expect(allIds).toEqual([...allIds].sort((a, b) => a - b));
    const inTable = await ctx.database.db.select({ id: liveEvents.id }).from(liveEvents).where(inArray(liveEvents.id, allIds));
    expect(inTable).toHaveLength(5);

    // One job for each copy: the customer's SMS and email, the rider's SMS.
    const copies = await ctx.database.db.execute<{ notification: string; copy: string | null }>(
      sql`select data->>'notificationId' as notification, data->>'copy' as copy from pgboss.job where name = ${NOTIFICATION_MESSAGE_JOB}
        and data->>'notificationId' in (${sql.join(
          stored.notices.map(({ row }) => sql`${row.id}`),
          sql`, `,
        )})`,
    );
    const rows = Array.isArray(copies)
      ? copies
      : (copies as unknown as { rows: { notification: string; copy: string | null }[] }).rows;
    const [customer, rider] = stored.notices.map(({ row }) => row.id);
    expect(
      rows
        .map(
          (r) => `${r.notification === customer ? 'customer' : r.notification === rider ? 'rider' : '?'} ${r.copy ?? 'message'}`,
        )
        .sort(),
    ).toEqual(['customer email', 'customer message', 'rider message']);
  });

  it('stores nothing but the other events when a move raises no notice', async () => {
    const { db, queries } = countingDb(ctx.database);
    const stored = await db.transaction((tx) =>
      storeNotifications(tx, [], ctx.clock.now(), null, [
        { recipient: { kind: 'admins' }, event: 'booking.updated', data: update },
      ]),
    );
    expect(stored.notices).toEqual([]);
    expect(stored.events.map((event) => event.recipient)).toEqual(['admins']);
    expect(queries()).toBe(1);
  });
});

const update = { booking_id: '00000000-0000-4000-8000-000000000001', status: 'confirmed', rider_status: 'assigned' };
