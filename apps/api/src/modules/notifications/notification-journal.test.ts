import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '../../db/schema/index.js';
import { createCustomer } from '../../test/identity-fixtures.js';
import { injectJson, useTestApp } from '../../test/test-app.js';
import { readOutboxJournal } from '../messaging/outbox-journal.js';
import { NOTIFICATION_MESSAGE_JOB } from './notification-messages.jobs.js';
import { notify, notifyDepsOf } from './notify.service.js';
import { queueWritingNothing } from '../../test/record-fixtures.js';

// Issue 29: the day counts every SMS/WhatsApp copy across instances and kill -9 from the outbox's journal, so each
// copy must be there once, with the notification it is of.

const QUEUE_WAIT_MS = 5_000;
const journal = path.join(mkdtempSync(path.join(os.tmpdir(), 'washday-journal-')), 'outbox.jsonl');

describe('the outbox journal of customers’ copies and codes', () => {
  // The app's own senders: the development outbox, with its journal.
  const ctx = useTestApp({ env: { OUTBOX_JOURNAL: journal } });
  let smsCustomer = '';
  let whatsappCustomer = '';

  beforeAll(async () => {
    await ctx.app.jobs.start();
    smsCustomer = (await createCustomer(ctx.app, '9833320001')).id;
    whatsappCustomer = (await createCustomer(ctx.app, '9833320002')).id;
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: whatsappCustomer, preferences: { communication: { communicationMethod: 'whatsapp' } } });
  });

  const update = (userId: string, title: string) =>
    notify(
      { ...notifyDepsOf(ctx.app), jobs: queueWritingNothing },
      { recipient: { kind: 'customer', userId }, type: 'order_ready', title, message: 'Your clothes are ready for delivery.' },
    );
  const runJob = (notificationId: string) => ctx.app.jobs.runNow(NOTIFICATION_MESSAGE_JOB, { notificationId }, QUEUE_WAIT_MS);
  const linesOf = (reference: string) => readOutboxJournal(journal).filter((line) => line.reference === reference);

  it.each([
    ['SMS', 'sms', '919833320001', () => smsCustomer],
    ['WhatsApp', 'whatsapp', '919833320002', () => whatsappCustomer],
  ] as const)(
    'journals an order update sent by %s once, with the notification it is of',
    async (_name, channel, to, customer) => {
      const row = await update(customer(), `Order ready (${channel})`);
      expect(row.messageChannel).toBe(channel);
      await expect(runJob(row.id)).resolves.toEqual({ status: 'sent' });
      expect(linesOf(row.id)).toEqual([
        { kind: 'notice', channel, to, reference: row.id, sentAt: ctx.clock.now().toISOString(), pid: process.pid },
      ]);
      // The outbox in memory and /dev/outbox.json say which notification it is too.
      expect(ctx.app.outbox.notices()[0]).toMatchObject({ channel, to, reference: row.id });
      const { body } = await injectJson(ctx.app, { method: 'GET', url: `/dev/outbox.json?to=${to}` });
      expect((body as { notices: unknown[] }).notices[0]).toMatchObject({ reference: row.id });

      // A second run finds it sent and sends (and journals) nothing.
      await expect(runJob(row.id)).resolves.toEqual({ status: 'already sent' });
      expect(linesOf(row.id)).toHaveLength(1);
    },
  );

  it('journals a sign-in code without the code or its text', async () => {
    const before = readOutboxJournal(journal).length;
    const { res } = await injectJson(ctx.app, { method: 'POST', url: '/api/auth/send-otp', payload: { phone: '9833320003' } });
    expect(res.statusCode).toBe(200);
    const lines = readOutboxJournal(journal).slice(before);
    expect(lines).toEqual([
      { kind: 'code', channel: 'sms', to: '919833320003', sentAt: ctx.clock.now().toISOString(), pid: process.pid },
    ]);
    const sent = ctx.app.outbox.list()[0]!;
    expect(sent.to).toBe('919833320003');
    expect(readFileSync(journal, 'utf8')).not.toContain(sent.code);
  });
});
