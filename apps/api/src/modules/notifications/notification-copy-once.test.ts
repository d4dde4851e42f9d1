import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { createCustomer } from '../../test/identity-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { MessageDeliveryError, type MessageSenders, type NoticeMessage } from '../messaging/message-sender.js';
import type { SendTurns } from '../messaging/send-rate.js';
import { RECORD_RETRY_MS } from './copy-record.js';
import { notificationMessageJob } from './notification-messages.jobs.js';
import { notify, notifyDepsOf } from './notify.service.js';
import { queueWritingNothing } from '../../test/record-fixtures.js';

// Issue 29: through the day's faults, SMS copies went twice (a send whose 'sent' record hit a terminated connection
// was retried whole) or were left unrecorded. A copy is now claimed after its turn, sent, and its record retried.

/** The app's database, except that the next `failures.left` writes of a 'sent' record lose their connection. */
function losingConnection(db: Db, failures: { left: number }): Db {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property !== 'update') return typeof value === 'function' ? value.bind(target) : value;
      return (table: typeof notifications) => {
        const builder = target.update(table);
        return {
          set: (values: { messageStatus?: string | null }) => {
            if (values.messageStatus !== 'sent' || failures.left <= 0) return builder.set(values);
            failures.left -= 1;
            return { where: () => Promise.reject(new Error('write CONNECTION_CLOSED 127.0.0.1:5432')) };
          },
        };
      };
    },
  });
}

describe('an SMS or WhatsApp copy is sent once', () => {
  const ctx = useTestApp();
  const sent: NoticeMessage[] = [];
  let refuse = 0;
  const senders: MessageSenders = {
    sms: {
      name: 'counting-sms',
      send: async () => {},
      sendNotice: async (message) => {
        if (refuse-- > 0) throw new MessageDeliveryError('sms', 'HTTP 503: try later');
        sent.push(message);
      },
    },
    whatsapp: { name: 'unused', send: async () => {}, sendNotice: async () => {} },
    email: { name: 'unused', send: async () => {} },
  };
  let customer = '';
  const pauses: number[] = [];
  const pause = async (ms: number) => void pauses.push(ms);

  beforeAll(async () => {
    customer = (await createCustomer(ctx.app, '9833310001')).id;
  });

  /** A customer's notice with its SMS copy queued (its job is run by hand here). */
  const notice = async () =>
    (
      await notify(
        { ...notifyDepsOf(ctx.app), jobs: queueWritingNothing },
        {
          recipient: { kind: 'customer', userId: customer },
          type: 'order_confirmed',
          title: 'Booked',
          message: 'Order WD1 booked',
        },
      )
    ).id;
  const statusOf = async (id: string) => (await ctx.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const sends = (id: string) => sent.filter((m) => m.reference === id).length;

  it("records 'sent' through a lost connection instead of failing the job, so no retry sends it again", async () => {
    const id = await notice();
    const failures = { left: 2 };
    const job = notificationMessageJob({ db: losingConnection(ctx.database.db, failures), senders, clock: ctx.clock, pause });
    pauses.length = 0;
    await expect(job.run({ notificationId: id })).resolves.toEqual({ status: 'sent' });
    expect(pauses).toEqual(RECORD_RETRY_MS.slice(0, 2));
    expect(await statusOf(id)).toMatchObject({ messageStatus: 'sent', messageAttempts: 1 });
    // The queue's retry or a duplicate job finds it sent.
    await expect(job.run({ notificationId: id })).resolves.toEqual({ status: 'already sent' });
    expect(sends(id)).toBe(1);
  });

  it("leaves a copy 'sending' when the database stays away after the send, and no retry repeats it", async () => {
    const id = await notice();
    const job = notificationMessageJob({
      db: losingConnection(ctx.database.db, { left: RECORD_RETRY_MS.length + 1 }),
      senders,
      clock: ctx.clock,
      pause,
    });
    await expect(job.run({ notificationId: id })).rejects.toThrow('CONNECTION_CLOSED');
    expect((await statusOf(id)).messageStatus).toBe('sending');
    const retry = notificationMessageJob({ db: ctx.database.db, senders, clock: ctx.clock, pause });
    await expect(retry.run({ notificationId: id })).resolves.toEqual({ status: 'already sent' });
    expect(sends(id)).toBe(1);
  });

  it('sends a copy once when two jobs for it run at once', async () => {
    const id = await notice();
    const job = notificationMessageJob({ db: ctx.database.db, senders, clock: ctx.clock, pause });
    const outcomes = await Promise.all([job.run({ notificationId: id }), job.run({ notificationId: id })]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['already sent', 'sent']);
    expect(sends(id)).toBe(1);
  });

  it("records a provider's refusal and sends the copy on the queue's retry", async () => {
    const id = await notice();
    const job = notificationMessageJob({ db: ctx.database.db, senders, clock: ctx.clock, pause });
    refuse = 1;
    await expect(job.run({ notificationId: id })).rejects.toThrow('HTTP 503');
    expect(await statusOf(id)).toMatchObject({
      messageStatus: 'failed',
      messageError: 'sms did not accept the message: HTTP 503: try later',
    });
    await expect(job.run({ notificationId: id })).resolves.toEqual({ status: 'sent' });
    expect(await statusOf(id)).toMatchObject({ messageStatus: 'sent', messageAttempts: 2, messageError: null });
    expect(sends(id)).toBe(1);
  });

  it("claims a copy only once its turn at the provider's rate has come: a process that dies while it waits leaves it to the retry", async () => {
    const id = await notice();
    let letGo: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (letGo = resolve));
    let asked = 0;
    const turns: SendTurns = {
      sms: () => ((asked += 1), waiting),
      whatsapp: async () => {},
      email: async () => {},
    };
    const run = notificationMessageJob({ db: ctx.database.db, senders, turns, clock: ctx.clock, pause }).run({
      notificationId: id,
    });
    await expect.poll(() => asked).toBe(1);
    expect((await statusOf(id)).messageStatus).toBe('queued');
    letGo();
    await expect(run).resolves.toEqual({ status: 'sent' });
    expect(sends(id)).toBe(1);
  });
});
