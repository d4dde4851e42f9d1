import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../config/env.js';
import { PRODUCTION_ENV } from '../../test/test-app.js';
import { OutboxJournal, readOutboxJournal } from './outbox-journal.js';
import { Outbox } from './outbox-sender.js';

const tempFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'washday-journal-')), 'outbox.jsonl');
const AT = new Date('2026-11-30T01:30:00.000Z');

describe('the outbox journal (OUTBOX_JOURNAL)', () => {
  it('appends one line per message the outbox takes: kind, channel, to, reference, sentAt, pid, and never the text', async () => {
    const file = tempFile();
    const outbox = new Outbox(undefined, { logText: false, journal: new OutboxJournal(file) });
    await outbox.sender('sms', () => AT).send({ channel: 'sms', to: '919876543210', code: '482913', text: 'Code 482913' });
    await outbox
      .sender('whatsapp', () => AT)
      .sendNotice({
        channel: 'whatsapp',
        to: '919876543211',
        title: 'Booking Confirmed',
        text: 'Your booking WD1 is confirmed.',
        reference: 'notification-1',
      });
    await outbox
      .emailSender(() => AT)
      .send({
        channel: 'email',
        to: 'admin@example.com',
        subject: 'Reset',
        text: 'Open the link',
        link: 'http://localhost/reset?token=secret-token',
      });

    const raw = readFileSync(file, 'utf8');
    expect(raw.split('\n')).toEqual([
      `{"kind":"code","channel":"sms","to":"919876543210","sentAt":"2026-11-30T01:30:00.000Z","pid":${process.pid}}`,
      `{"kind":"notice","channel":"whatsapp","to":"919876543211","reference":"notification-1","sentAt":"2026-11-30T01:30:00.000Z","pid":${process.pid}}`,
      `{"kind":"email","channel":"email","to":"admin@example.com","sentAt":"2026-11-30T01:30:00.000Z","pid":${process.pid}}`,
      '',
    ]);
    for (const secret of ['482913', 'confirmed', 'secret-token', 'Reset']) expect(raw).not.toContain(secret);
    // The outbox in memory keeps the reference too (/dev/outbox.json shows it).
    expect(outbox.notices()[0]).toMatchObject({ reference: 'notification-1' });
    expect(readOutboxJournal(file).map((line) => line.kind)).toEqual(['code', 'notice', 'email']);
  });

  it('appends to what is there (a restarted instance) and writes nothing without a journal', async () => {
    const file = tempFile();
    const notice = { channel: 'sms' as const, to: '919800000001', title: 't', text: 'x', reference: 'n-1' };
    await new Outbox(undefined, { logText: false, journal: new OutboxJournal(file) }).sender('sms', () => AT).sendNotice(notice);
    await new Outbox(undefined, { logText: false, journal: new OutboxJournal(file) }).sender('sms', () => AT).sendNotice(notice);
    await new Outbox().sender('sms', () => AT).sendNotice(notice);
    expect(readOutboxJournal(file)).toHaveLength(2);
  });

  it('refuses a path it cannot write when made, not at the first send', () => {
    const missing = path.join(os.tmpdir(), 'washday-no-such-folder-journal', 'deeper', 'outbox.jsonl');
    expect(() => new OutboxJournal(missing)).toThrow(/ENOENT/);
  });

  it('keeps every line whole when two processes append to one file at once', async () => {
    const PER_CHILD = 3000;
    const file = tempFile();
    const journalModule = fileURLToPath(new URL('./outbox-journal.ts', import.meta.url));
    // Both children load, then wait for each other (so their appends overlap) and append PER_CHILD notices each.
    const ready = mkdtempSync(path.join(os.tmpdir(), 'washday-journal-ready-'));
    const script = `
      const { readdirSync, writeFileSync } = await import('node:fs');
      const { OutboxJournal } = await import(${JSON.stringify(journalModule)});
      const journal = new OutboxJournal(process.argv[1]);
      writeFileSync(process.argv[2] + '/' + process.pid, '');
      while (readdirSync(process.argv[2]).length < 2);
      for (let i = 0; i < ${PER_CHILD}; i++)
        journal.append({ kind: 'notice', channel: 'sms', to: '91980000' + String(i).padStart(4, '0'), reference: 'r-' + process.pid + '-' + i, sentAt: new Date(0).toISOString() });
    `;
    const run = promisify(execFile);
    const child = () => run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, file, ready]);
    await Promise.all([child(), child()]);
    const lines = readOutboxJournal(file);
    expect(lines).toHaveLength(2 * PER_CHILD);
    const pids = [...new Set(lines.map((line) => line.pid))];
    expect(pids).toHaveLength(2);
    for (const pid of pids) {
      const own = lines.filter((line) => line.pid === pid);
      expect(new Set(own.map((line) => line.reference)).size).toBe(PER_CHILD);
    }
  }, 30_000);

  it('is refused in production, naming the variable', () => {
    expect(() => loadEnv({ ...PRODUCTION_ENV, OUTBOX_JOURNAL: '/tmp/outbox.jsonl' })).toThrow(EnvError);
    expect(() => loadEnv({ ...PRODUCTION_ENV, OUTBOX_JOURNAL: '/tmp/outbox.jsonl' })).toThrow(
      /OUTBOX_JOURNAL: the outbox journal is for development/,
    );
    expect(loadEnv({ ...PRODUCTION_ENV }).OUTBOX_JOURNAL).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'development', OUTBOX_JOURNAL: '/tmp/outbox.jsonl' }).OUTBOX_JOURNAL).toBe('/tmp/outbox.jsonl');
  });
});
