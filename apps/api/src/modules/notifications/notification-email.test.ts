import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_NOTICE_TITLES, customerNoticeMessage } from '@washday/core';
import { notifications, userPreferences, users } from '../../db/schema/index.js';
import { createCustomer } from '../../test/identity-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { MessageDeliveryError, type EmailMessage, type MessageSenders } from '../messaging/message-sender.js';
import { sendNotificationEmail } from './notification-email.js';
import { NOTIFICATION_MESSAGE_JOB } from './notification-messages.jobs.js';
import { notify, notifyDepsOf, type NotifyInput } from './notify.service.js';
import { queueWritingNothing } from '../../test/record-fixtures.js';

/** The outbox, except that the email provider refuses its first `failures` emails. */
let failures = 0;
const emailTried: EmailMessage[] = [];

// Each wait is on the job queue's worker, which shares the embedded database's one connection: give it a minute.
const QUEUE_WAIT_MS = 5_000;
describe("customers' email copies of notifications", () => {
  const ctx = useTestApp({
    senders: (): MessageSenders => {
      const quiet = { name: 'quiet', send: async () => {}, sendNotice: async () => {} };
      return {
        sms: quiet,
        whatsapp: quiet,
        email: {
          name: 'flaky-email',
          send: async (m) => {
            emailTried.push(m);
            if (failures-- > 0) throw new MessageDeliveryError('smtp', '421 try again later');
            ctx.app.outbox.recordEmail(m, ctx.clock.now());
          },
        },
      };
    },
  });
  /** Email on with an address; email off; email on without an address; email on with order updates off. */
  const ids = { on: '', off: '', noAddress: '', noOrderUpdates: '' };

  const customer = async (phone: string, email: string | null, notificationPreferences: Record<string, boolean>) => {
    const user = await createCustomer(ctx.app, phone);
    if (email) await ctx.database.db.update(users).set({ email }).where(eq(users.id, user.id));
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: user.id, preferences: { notifications: notificationPreferences } });
    return user.id;
  };

  beforeAll(async () => {
    await ctx.app.jobs.start();
    ids.on = await customer('9833400001', 'asha@example.com', { email: true });
    ids.off = await customer('9833400002', 'ravi@example.com', { email: false });
    ids.noAddress = await customer('9833400003', null, { email: true });
    ids.noOrderUpdates = await customer('9833400004', 'meena@example.com', { email: true, orderUpdates: false });
  });

  /** Raises a notification without queueing its jobs, so each test runs them itself. */
  const raise = (userId: string, title: string, extra: Partial<NotifyInput> = {}) =>
    notify(
      { ...notifyDepsOf(ctx.app), jobs: queueWritingNothing },
      {
        recipient: { kind: 'customer', userId },
        type: 'order_ready',
        title,
        message: `${title}: your clothes are ready for delivery.`,
        ...extra,
      },
    );
  const runEmail = (notificationId: string) =>
    ctx.app.jobs.runNow(NOTIFICATION_MESSAGE_JOB, { notificationId, copy: 'email' }, QUEUE_WAIT_MS);
  const stored = async (id: string) => (await ctx.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
  const emailsTitled = (subject: string) => ctx.app.outbox.emails().filter((e) => e.subject === subject);

  it('emails the notification once (title as subject, its text as body) when the switch is on and there is an address', async () => {
    const row = await raise(ids.on, 'Order ready A');
    expect(row).toMatchObject({ emailStatus: 'queued', messageChannel: 'sms' });
    await expect(runEmail(row.id)).resolves.toEqual({ status: 'sent' });
    expect(emailsTitled('Order ready A')).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'asha@example.com',
        text: 'Order ready A: your clothes are ready for delivery.',
      }),
    ]);
    expect(emailsTitled('Order ready A')[0]!.link).toBeUndefined();
    expect(await stored(row.id)).toMatchObject({ emailStatus: 'sent', emailAttempts: 1, emailError: null });
    // A second run, and duplicate jobs queued at once, send nothing more.
    await expect(runEmail(row.id)).resolves.toEqual({ status: 'already sent' });
    await Promise.all([runEmail(row.id), runEmail(row.id)]);
    expect(emailsTitled('Order ready A')).toHaveLength(1);
    expect((await stored(row.id)).emailAttempts).toBe(1);

    // The dev outbox lists it as it lists reset emails.
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().emails).toContainEqual(expect.objectContaining({ to: 'asha@example.com', subject: 'Order ready A' }));
  });

  it('emails a customer who chose Hindi in Hindi', async () => {
    const hindi = await createCustomer(ctx.app, '9833400005');
    await ctx.database.db.update(users).set({ email: 'sita@example.com' }).where(eq(users.id, hindi.id));
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: hindi.id, preferences: { notifications: { email: true }, communication: { language: 'hindi' } } });
    const values = { order_number: 'WD-HI0002' };
    const row = await raise(hindi.id, CUSTOMER_NOTICE_TITLES.order_delivered, {
      type: 'order_delivered',
      message: customerNoticeMessage('order_delivered', values, new Date()),
      data: values,
    });
    await expect(runEmail(row.id)).resolves.toEqual({ status: 'sent' });
    expect(ctx.app.outbox.emails().filter((e) => e.to === 'sita@example.com')).toEqual([
      expect.objectContaining({
        subject: 'ऑर्डर डिलीवर हो गया',
        text: 'आपका ऑर्डर WD-HI0002 डिलीवर हो गया है। Washday चुनने के लिए शुक्रिया!',
      }),
    ]);
  });

  it('queues the email job with the message job when a notification is delivered', async () => {
    const sent: { name: string; data: object }[] = [];
    await notify(
      {
        ...notifyDepsOf(ctx.app),
        jobs: {
          ...queueWritingNothing,
          sendMany: async (name, data) => void sent.push(...data.map((one) => ({ name, data: one }))),
        },
      },
      {
        recipient: { kind: 'customer', userId: ids.on },
        type: 'order_ready',
        title: 'Queued B',
        message: 'x',
      },
    );
    expect(sent).toContainEqual({ name: NOTIFICATION_MESSAGE_JOB, data: expect.objectContaining({ copy: 'email' }) });
  });

  it('sends none with the email switch off, without an address, with order updates off, or for a promotion', async () => {
    const quiet = [
      await raise(ids.off, 'Quiet off'),
      await raise(ids.noAddress, 'Quiet no address'),
      await raise(ids.noOrderUpdates, 'Quiet no order updates'),
      // Promotions are off by default, so the email switch alone does not bring them.
      await raise(ids.on, 'Quiet promotion', { topic: 'promotion' }),
      await raise(ids.on, 'Quiet no message', { sendMessage: false }),
    ];
    for (const row of quiet) {
      expect(row.emailStatus).toBeNull();
      await expect(runEmail(row.id)).resolves.toEqual({ status: 'nothing to send' });
      expect(emailsTitled(row.title)).toHaveLength(0);
    }
    expect(emailTried.filter((m) => m.subject.startsWith('Quiet'))).toHaveLength(0);
  });

  it('retries an email the provider refused, recording the failure, until it goes through', async () => {
    failures = 1;
    const row = await raise(ids.on, 'Out for delivery C');
    // The queue's own retry, without the production delay.
    await ctx.app.jobs.send(
      NOTIFICATION_MESSAGE_JOB,
      { notificationId: row.id, copy: 'email' },
      { retryLimit: 2, retryDelay: 0 },
    );
    // Each look that finds the first attempt failed keeps why, for the check after.
    const refusals: (string | null)[] = [];
    const after = await vi.waitFor(
      async () => {
        const now = await stored(row.id);
        if (now.emailStatus === 'failed') refusals.push(now.emailError);
        expect(now.emailStatus).toBe('sent');
        return now;
      },
      { timeout: 15_000, interval: 100 },
    );
    for (const error of refusals) expect(error).toContain('421 try again later');
    expect(after).toMatchObject({ emailStatus: 'sent', emailAttempts: 2, emailError: null });
    expect(emailTried.filter((m) => m.subject === 'Out for delivery C')).toHaveLength(2);
    expect(emailsTitled('Out for delivery C')).toHaveLength(1);
  });

  it("claims an email only once its turn at the provider's rate has come: a process that dies while it waits leaves it to the retry", async () => {
    const row = await raise(ids.on, 'Picked up D');
    let letGo: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (letGo = resolve));
    let asked = 0;
    const deps = { db: ctx.database.db, email: ctx.app.senders.email, clock: ctx.clock };
    const run = sendNotificationEmail({ ...deps, turn: () => ((asked += 1), waiting) }, row.id);
    await expect.poll(() => asked).toBe(1);
    expect((await stored(row.id)).emailStatus).toBe('queued');
    letGo();
    await expect(run).resolves.toEqual({ status: 'sent' });
    expect(emailsTitled('Picked up D')).toHaveLength(1);
    // A copy already sent does not wait for a turn (a duplicate job spends none of the provider's rate).
    let turnsTaken = 0;
    await expect(sendNotificationEmail({ ...deps, turn: async () => void (turnsTaken += 1) }, row.id)).resolves.toEqual({
      status: 'already sent',
    });
    expect(turnsTaken).toBe(0);
  });
});
