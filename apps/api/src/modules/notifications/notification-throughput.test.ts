import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { notifications } from '../../db/schema/index.js';
import { createCustomer } from '../../test/identity-fixtures.js';
import { testEnv, useTestApp } from '../../test/test-app.js';
import type { MessageSenders, NoticeMessage } from '../messaging/message-sender.js';
import { SendRate } from '../messaging/send-rate.js';
import { storeNotification } from './notify.service.js';

// Issue 25 item 17: 800 queued SMS copies took 800.8 s, one a poll. A backlog now drains as fast as the provider
// allows: batches, two workers, several copies in flight, each channel held to its provider's rate. (800 through the
// outbox: 5-16 s on this 2-core machine, by how busy it is.)

describe('a backlog of outgoing copies', () => {
  const ctx = useTestApp();
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    // The queues exist (the app has run); nothing works them until a test starts an app.
    await ctx.app.jobs.start();
    await ctx.app.jobs.stop();
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    while (apps.length > 0) await apps.pop()!.close();
  });

  /** An app on the same database with these settings (and providers), ready to start its queue. */
  async function newApp(env: Record<string, string>, senders?: MessageSenders): Promise<FastifyInstance> {
    const app = await buildApp({
      env: testEnv(env),
      database: ctx.database,
      logger: false,
      clock: ctx.clock,
      ...(senders ? { senders } : {}),
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  /** The same, its queue started as main.ts starts it. */
  async function startApp(env: Record<string, string>, senders?: MessageSenders): Promise<FastifyInstance> {
    const app = await newApp(env, senders);
    await app.jobs.start();
    return app;
  }

  /** `count` order updates for one customer, each with its SMS copy's job, as the order moves store them. */
  async function queueCopies(count: number, phone: string): Promise<string[]> {
    const customer = await createCustomer(ctx.app, phone);
    return ctx.database.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let n = 1; n <= count; n++) {
        const input = {
          recipient: { kind: 'customer' as const, userId: customer.id },
          type: 'order_ready',
          title: 'Order Ready',
        };
        const { row } = await storeNotification(tx, { ...input, message: `Update ${n}` }, ctx.clock.now(), ctx.app.jobs);
        ids.push(row.id);
      }
      return ids;
    });
  }

  async function copiesOf(ids: string[]): Promise<{ sent: number; attempts: number }> {
    const [row] = await ctx.database.db
      .select({
        sent: sql<number>`count(*) filter (where ${notifications.messageStatus} = 'sent')::int`,
        attempts: sql<number>`coalesce(sum(${notifications.messageAttempts}), 0)::int`,
      })
      .from(notifications)
      .where(inArray(notifications.id, ids));
    return row!;
  }

  /** Providers that note when each SMS copy reached them, optionally holding each until `gate` lets it go. */
  function recordingSenders(gate?: (message: NoticeMessage) => Promise<void>) {
    const at: number[] = [];
    const senders: MessageSenders = {
      sms: {
        name: 'recording-sms',
        send: async () => {},
        sendNotice: async (message) => {
          at.push(performance.now());
          await gate?.(message);
        },
      },
      whatsapp: { name: 'unused', send: async () => {}, sendNotice: async () => {} },
      email: { name: 'unused', send: async () => {} },
    };
    return { senders, at };
  }

  it('sends 200 queued SMS copies through the outbox in under 10 s, each once (one a poll would take 200 s)', async () => {
    const ids = await queueCopies(200, '9844400001');
    const app = await newApp({});
    const started = performance.now();
    await app.jobs.start();
    await vi.waitFor(async () => expect((await copiesOf(ids)).sent).toBe(200), { timeout: 10_000, interval: 100 });
    const seconds = (performance.now() - started) / 1000;
    expect(seconds, `200 copies took ${seconds.toFixed(1)} s`).toBeLessThan(10);
    expect(await copiesOf(ids)).toEqual({ sent: 200, attempts: 200 });
  });

  it('has MESSAGE_SEND_CONCURRENCY copies at the provider at once', async () => {
    const ids = await queueCopies(8, '9844400002');
    // Each send waits until eight are at the provider together: one at a time, the first would wait for ever.
    let atProvider = 0;
    let allThere!: () => void;
    const eight = new Promise<void>((resolve) => (allThere = resolve));
    const { senders } = recordingSenders(async () => {
      if (++atProvider === 8) allThere();
      await eight;
    });
    await startApp({ MESSAGE_SEND_CONCURRENCY: '8' }, senders);
    await vi.waitFor(async () => expect((await copiesOf(ids)).sent).toBe(8), { timeout: 10_000, interval: 50 });
  });

  it('holds SMS copies to SMS_MESSAGES_PER_SECOND however many are in flight', async () => {
    const ids = await queueCopies(11, '9844400003');
    const { senders } = recordingSenders();
    // Each copy takes its turn at the rate, then is claimed and sent (a copy waiting its turn is not yet claimed, so a
    // process dying then leaves it to the retry): the turns are what the rate spaces.
    const at: number[] = [];
    const take = SendRate.prototype.take;
    vi.spyOn(SendRate.prototype, 'take').mockImplementation(function (this: SendRate) {
      return take.call(this).then(() => void at.push(performance.now()));
    });
    await startApp({ SMS_MESSAGES_PER_SECOND: '20', MESSAGE_SEND_CONCURRENCY: '20' }, senders);
    await vi.waitFor(async () => expect((await copiesOf(ids)).sent).toBe(11), { timeout: 10_000, interval: 50 });
    expect(at).toHaveLength(11);
    // 20 a second: 50 ms apart (a timer may fire a millisecond or two early by the monotonic clock).
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(47);
    expect(at.at(-1)! - at[0]!).toBeGreaterThanOrEqual(10 * 47);
  });
});
