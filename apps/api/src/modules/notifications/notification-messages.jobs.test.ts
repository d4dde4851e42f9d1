import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_NOTICE_TITLES, customerNoticeMessage } from '@washday/core';
import { notifications, userPreferences } from '../../db/schema/index.js';
import { createCustomer } from '../../test/identity-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { MessageDeliveryError, type MessageSenders, type NoticeMessage } from '../messaging/message-sender.js';
import { NOTIFICATION_MESSAGE_JOB } from './notification-messages.jobs.js';
import { notify, notifyDepsOf } from './notify.service.js';
import { queueWritingNothing } from '../../test/record-fixtures.js';

/** The outbox, except that WhatsApp refuses its first `failures` notices. */
let failures = 0;
const whatsappTried: NoticeMessage[] = [];

// Each test waits on the job queue's worker, which shares the embedded database's one connection with everything
// else a busy machine runs: give each wait a minute rather than the suite's 20 s.
const QUEUE_WAIT_MS = 5_000;
describe('outgoing notification messages', () => {
  const ctx = useTestApp({
    senders: (): MessageSenders => {
      const record = (message: NoticeMessage) => ctx.app.outbox.recordNotice(message, ctx.clock.now());
      return {
        // SMS has a Hindi template; WhatsApp's is English only.
        sms: { name: 'test-sms', send: async () => {}, sendNotice: async (m) => void record(m), noticeLanguages: ['en', 'hi'] },
        whatsapp: {
          name: 'flaky-whatsapp',
          send: async () => {},
          sendNotice: async (m) => {
            whatsappTried.push(m);
            if (failures-- > 0) throw new MessageDeliveryError('whatsapp', 'HTTP 503: try later');
            record(m);
          },
        },
        email: { name: 'quiet', send: async () => {} },
      };
    },
  });
  let smsCustomer = '';
  let whatsappCustomer = '';
  let hindiSmsCustomer = '';
  let hindiWhatsappCustomer = '';

  beforeAll(async () => {
    await ctx.app.jobs.start();
    smsCustomer = (await createCustomer(ctx.app, '9833300001')).id;
    whatsappCustomer = (await createCustomer(ctx.app, '9833300002')).id;
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: whatsappCustomer, preferences: { communication: { communicationMethod: 'whatsapp' } } });
    hindiSmsCustomer = (await createCustomer(ctx.app, '9833300003')).id;
    hindiWhatsappCustomer = (await createCustomer(ctx.app, '9833300004')).id;
    await ctx.database.db.insert(userPreferences).values([
      { userId: hindiSmsCustomer, preferences: { communication: { language: 'hindi', communicationMethod: 'sms' } } },
      { userId: hindiWhatsappCustomer, preferences: { communication: { language: 'hindi', communicationMethod: 'whatsapp' } } },
    ]);
  });

  /** A booking confirmation as the lifecycle raises it: core's title and English body, with its values in the data. */
  const confirmation = (userId: string, orderNumber: string) => {
    const values = {
      order_number: orderNumber,
      pickup_date: '2026-11-27',
      pickup_time: '10:00',
      delivery_date: '2026-11-29',
      delivery_time: '17:00',
    };
    return notify(
      { ...notifyDepsOf(ctx.app), jobs: queueWritingNothing },
      {
        recipient: { kind: 'customer', userId },
        type: 'order_confirmed',
        title: CUSTOMER_NOTICE_TITLES.order_confirmed,
        message: customerNoticeMessage('order_confirmed', values, ctx.clock.now()),
        data: values,
      },
    );
  };

  /** Raises a confirmation, runs its message job and answers what the provider was given. */
  const sentConfirmation = async (userId: string, orderNumber: string) => {
    const row = await confirmation(userId, orderNumber);
    await expect(ctx.app.jobs.runNow(NOTIFICATION_MESSAGE_JOB, { notificationId: row.id }, QUEUE_WAIT_MS)).resolves.toEqual({
      status: 'sent',
    });
    return { row, sent: ctx.app.outbox.notices()[0] };
  };

  it("sends a customer who chose Hindi their update in Hindi where the channel's template allows, else in English", async () => {
    const hindi = await sentConfirmation(hindiSmsCustomer, 'WDHI0001');
    expect(hindi.sent).toEqual(
      expect.objectContaining({
        channel: 'sms',
        to: '919833300003',
        language: 'hi',
        title: 'बुकिंग कन्फ़र्म हो गई',
        text: 'आपकी बुकिंग WDHI0001 कन्फ़र्म हो गई है। पिकअप शुक्रवार, 27 नवंबर को सुबह 10:00 बजे होगा।',
      }),
    );
    // The stored notification stays in English (admins and the audit read it).
    expect((await stored(hindi.row.id)).message).toBe('Your booking WDHI0001 is confirmed. Pickup on Fri, 27 Nov at 10:00 AM.');

    const english = await sentConfirmation(hindiWhatsappCustomer, 'WDHI0002');
    expect(english.sent).toEqual(
      expect.objectContaining({
        channel: 'whatsapp',
        language: 'en',
        title: 'Booking Confirmed',
        text: 'Your booking WDHI0002 is confirmed. Pickup on Fri, 27 Nov at 10:00 AM.',
      }),
    );

    expect((await sentConfirmation(smsCustomer, 'WDEN0001')).sent).toMatchObject({
      to: '919833300001',
      language: 'en',
      title: 'Booking Confirmed',
    });
  });

  const stored = async (id: string) => (await ctx.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;

  it("sends by SMS when that is the customer's preference, records it, and never sends twice", async () => {
    const row = await notify(
      { ...notifyDepsOf(ctx.app), jobs: queueWritingNothing },
      {
        recipient: { kind: 'customer', userId: smsCustomer },
        type: 'order_ready',
        title: 'Order ready',
        message: 'Your clothes are ready for delivery.',
      },
    );
    expect(row).toMatchObject({ messageChannel: 'sms', messageStatus: 'queued' });
    await expect(ctx.app.jobs.runNow(NOTIFICATION_MESSAGE_JOB, { notificationId: row.id }, QUEUE_WAIT_MS)).resolves.toEqual({
      status: 'sent',
    });
    expect(ctx.app.outbox.notices()[0]).toMatchObject({
      channel: 'sms',
      to: '919833300001',
      title: 'Order ready',
      text: 'Your clothes are ready for delivery.',
    });
    expect(await stored(row.id)).toMatchObject({ messageStatus: 'sent', messageAttempts: 1, messageError: null });
    await expect(ctx.app.jobs.runNow(NOTIFICATION_MESSAGE_JOB, { notificationId: row.id }, QUEUE_WAIT_MS)).resolves.toEqual({
      status: 'already sent',
    });
    expect(ctx.app.outbox.notices().filter((n) => n.title === 'Order ready')).toHaveLength(1);
  });

  it('does not send a rider notification or one raised without a message', async () => {
    const row = await notify(notifyDepsOf(ctx.app), {
      recipient: { kind: 'customer', userId: smsCustomer },
      type: 'info',
      title: 'Quiet',
      message: 'x',
      sendMessage: false,
    });
    expect(row.messageChannel).toBeNull();
    await expect(ctx.app.jobs.runNow(NOTIFICATION_MESSAGE_JOB, { notificationId: row.id }, QUEUE_WAIT_MS)).resolves.toEqual({
      status: 'nothing to send',
    });
  });

  it('retries a WhatsApp send the provider refused, recording the failure, until it goes through', async () => {
    failures = 1;
    const row = await notify(
      { ...notifyDepsOf(ctx.app), jobs: queueWritingNothing },
      {
        recipient: { kind: 'customer', userId: whatsappCustomer },
        type: 'out_for_delivery',
        title: 'Out for delivery',
        message: 'Your order is on its way.',
      },
    );
    expect(row.messageChannel).toBe('whatsapp');
    // The queue's own retry, without the production delay.
    await ctx.app.jobs.send(NOTIFICATION_MESSAGE_JOB, { notificationId: row.id }, { retryLimit: 2, retryDelay: 0 });
    // Each look that finds the first attempt failed keeps why, for the check after.
    const refusals: (string | null)[] = [];
    const after = await vi.waitFor(
      async () => {
        const now = await stored(row.id);
        if (now.messageStatus === 'failed') refusals.push(now.messageError);
        expect(now.messageStatus).toBe('sent');
        return now;
      },
      { timeout: 15_000, interval: 100 },
    );
    for (const error of refusals) expect(error).toContain('HTTP 503');
    expect(after).toMatchObject({ messageStatus: 'sent', messageAttempts: 2, messageError: null });
    expect(whatsappTried.filter((m) => m.title === 'Out for delivery')).toHaveLength(2);
    expect(ctx.app.outbox.notices()[0]).toMatchObject({ channel: 'whatsapp', to: '919833300002', title: 'Out for delivery' });
  });
});
