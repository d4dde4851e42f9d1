import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { notifications, userPreferences, users } from '../../db/schema/index.js';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking, queueWritingNothing } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { COPY_JOB_EXPIRE_SECONDS } from './copy-record.js';
import { NOTIFICATION_MESSAGE_JOB } from './notification-messages.jobs.js';
import { NOTIFICATION_SWEEP_JOB, SWEEP_GRACE_MS } from './notification-sweep.jobs.js';
import { notify, notifyDepsOf } from './notify.service.js';

// Issue 25 item 16: under kill -9, a cancellation's SMS was lost when the process died between the commit and the
// send of its job. The job now commits with the notification, and a sweep queues any copy left without one.

const QUEUE_WAIT = { timeout: 15_000, interval: 50 };

describe('outgoing copies across a crash', () => {
  const ctx = useTestApp();
  const restarted: FastifyInstance[] = [];

  beforeAll(async () => {
    // The app had been running, so its queues exist; its workers are stopped, so nothing it queues runs before the
    // restart (as if it had died).
    await ctx.app.jobs.start();
    await ctx.app.jobs.stop();
  });

  afterEach(async () => {
    while (restarted.length > 0) await restarted.pop()!.close();
  });

  /** A new app on the same database, started as main.ts starts it. */
  async function restart(): Promise<FastifyInstance> {
    const app = await buildApp({ env: ctx.env, database: ctx.database, logger: false, clock: ctx.clock });
    restarted.push(app);
    await app.ready();
    await app.jobs.start();
    return app;
  }

  const stored = async (id: string) => (await ctx.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

  /** The message jobs of a notification, in whatever state; with `expiry`, how long each may run, in seconds. */
  async function jobsFor(notificationId: string, expiry?: 'expiry'): Promise<number> {
    const result = await ctx.database.db.execute<{ n: number }>(
      expiry
        ? sql`select extract(epoch from expire_in)::int as n from pgboss.job where name = ${NOTIFICATION_MESSAGE_JOB} and data->>'notificationId' = ${notificationId}`
        : sql`select count(*)::int as n from pgboss.job where name = ${NOTIFICATION_MESSAGE_JOB} and data->>'notificationId' = ${notificationId}`,
    );
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { n: number }[] }).rows;
    return rows[0]!.n;
  }

  it("queues a cancellation's SMS in the cancellation's transaction, so a process dying after the commit loses nothing", async () => {
    const customer = await createCustomer(ctx.app, '9833311001', 'Crash Customer');
    const booking = await insertBooking(ctx.app, customer.id);
    const headers = bearer(await tokenFor(ctx.app, 'customer', customer.id));
    // The process dies the moment the cancellation has committed: every job sent after it (outside a transaction)
    // is lost.
    const send = ctx.app.jobs.send.bind(ctx.app.jobs);
    const dying = vi
      .spyOn(ctx.app.jobs, 'send')
      .mockImplementation((name, data, options, within) =>
        within ? send(name, data, options, within) : Promise.reject(new Error('the process died after the commit')),
      );
    const cancelled = await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers, payload: {} });
    dying.mockRestore();
    expect(cancelled.statusCode).toBe(200);
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booking.id), eq(notifications.userId, customer.id)));
    expect(notice).toMatchObject({ type: 'order_cancelled', messageChannel: 'sms', messageStatus: 'queued', messageAttempts: 0 });
    // Its job committed with it, and a dead instance's run of it is retried after five minutes, not fifteen.
    expect(await jobsFor(notice!.id)).toBe(1);
    expect(await jobsFor(notice!.id, 'expiry')).toBe(COPY_JOB_EXPIRE_SECONDS);

    // The restart sends it at once (no sweep needed: the clock has not moved), and once.
    const app = await restart();
    await vi.waitFor(async () => expect((await stored(notice!.id)).messageStatus).toBe('sent'), QUEUE_WAIT);
    ctx.clock.advance(SWEEP_GRACE_MS + 1_000);
    await expect(app.jobs.runNow(NOTIFICATION_SWEEP_JOB)).resolves.toEqual({ queued: 0 });
    expect(await jobsFor(notice!.id)).toBe(1);
    expect(await stored(notice!.id)).toMatchObject({ messageStatus: 'sent', messageAttempts: 1 });
    expect(app.outbox.notices().filter((n) => n.to === '919833311001')).toEqual([
      expect.objectContaining({ channel: 'sms', title: 'Booking Cancelled' }),
    ]);
  });

  it('queues, once the app starts again, the copies left queued with no job, and sends each once', async () => {
    const customer = await createCustomer(ctx.app, '9833311002', 'Stranded Customer');
    await ctx.database.db.update(users).set({ email: 'stranded@example.com' }).where(eq(users.id, customer.id));
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: customer.id, preferences: { notifications: { email: true } } });
    // As the incident left them: stored, queued, no job (here: a queue that wrote nothing).
    const row = await notify(
      { ...notifyDepsOf(ctx.app), jobs: queueWritingNothing },
      { recipient: { kind: 'customer', userId: customer.id }, type: 'order_ready', title: 'Order Ready', message: 'Ready.' },
    );
    expect(row).toMatchObject({ messageStatus: 'queued', emailStatus: 'queued' });
    expect(await jobsFor(row.id)).toBe(0);

    // A copy younger than the grace is left alone (its job may be on its way in a transaction not yet committed).
    const early = await restart();
    await expect(early.jobs.runNow(NOTIFICATION_SWEEP_JOB)).resolves.toEqual({ queued: 0 });
    await early.close();
    restarted.pop();

    // A minute later the app starts again: its first sweep queues both copies, which go once each.
    ctx.clock.advance(SWEEP_GRACE_MS + 1_000);
    const app = await restart();
    await vi.waitFor(async () => {
      expect(await stored(row.id)).toMatchObject({ messageStatus: 'sent', emailStatus: 'sent' });
    }, QUEUE_WAIT);
    await expect(app.jobs.runNow(NOTIFICATION_SWEEP_JOB)).resolves.toEqual({ queued: 0 });
    expect(await jobsFor(row.id)).toBe(2);
    expect(await stored(row.id)).toMatchObject({ messageAttempts: 1, emailAttempts: 1 });
    expect(app.outbox.notices().filter((n) => n.to === '919833311002')).toHaveLength(1);
    expect(app.outbox.emails().filter((e) => e.to === 'stranded@example.com')).toHaveLength(1);
  });
});
