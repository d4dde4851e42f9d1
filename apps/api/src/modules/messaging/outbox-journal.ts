import { appendFileSync, readFileSync } from 'node:fs';

/**
 * One line of the outbox journal: that the development outbox took a message, never what it said (codes and reset
 * links are credentials). `reference` is the notification a notice is a copy of.
 */
export interface OutboxJournalLine {
  kind: 'code' | 'notice' | 'email';
  channel: 'sms' | 'whatsapp' | 'email';
  to: string;
  reference?: string;
  sentAt: string;
  pid: number;
}

/**
 * Linux writes each O_APPEND write() whole at the file's end; a line this short goes in one write, so several
 * processes appending to one file never interleave within a line.
 */
export const JOURNAL_LINE_MAX_BYTES = 4096;

/**
 * The development outbox's record on disk (OUTBOX_JOURNAL), so a run on several instances, killed and restarted, can
 * count what was sent: the in-memory outbox is per process and dies with it. Each append is synchronous and reaches
 * the kernel before the send resolves, so a kill -9 after a send cannot lose its line.
 */
export class OutboxJournal {
  constructor(readonly file: string) {
    // A path that cannot be written stops start-up rather than every send.
    appendFileSync(file, '', { flag: 'a' });
  }

  append(line: Omit<OutboxJournalLine, 'pid'>): void {
    const json = JSON.stringify({
      kind: line.kind,
      channel: line.channel,
      to: line.to,
      ...(line.reference === undefined ? {} : { reference: line.reference }),
      sentAt: line.sentAt,
      pid: process.pid,
    });
    const text = `${json}\n`;
    if (Buffer.byteLength(text) > JOURNAL_LINE_MAX_BYTES)
      throw new Error(`outbox journal: a line of ${Buffer.byteLength(text)} bytes would not be written whole`);
    appendFileSync(this.file, text, { flag: 'a' });
  }
}

/** The journal's lines, in the order written (tests and the simulator's count). */
export function readOutboxJournal(file: string): OutboxJournalLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as OutboxJournalLine);
}
