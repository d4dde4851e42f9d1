import { TRANSLATED_LANGUAGES } from '@washday/core';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeMessage, EmailMessage, EmailSender, MessageSender, NoticeMessage } from './message-sender.js';
import type { OutboxJournal } from './outbox-journal.js';

export interface OutboxEntry extends CodeMessage {
  id: string;
  sentAt: string;
}

export interface OutboxNotice extends NoticeMessage {
  id: string;
  sentAt: string;
}

export interface OutboxEmail extends EmailMessage {
  id: string;
  sentAt: string;
}

const CAPACITY = 200;

/**
 * The development provider: like a mail catcher, it keeps what would have been sent (newest first)
 * so codes can be read at /dev/outbox instead of arriving on a phone. The message text (with its
 * code) goes to the log only when `logText` is set, which the app does in development alone. With a `journal`
 * (OUTBOX_JOURNAL) each message is also appended to a file before its send resolves, without its text.
 */
export class Outbox {
  private entries: OutboxEntry[] = [];
  private emailEntries: OutboxEmail[] = [];
  private noticeEntries: OutboxNotice[] = [];

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly options: { logText: boolean; journal?: OutboxJournal } = { logText: false },
  ) {}

  record(message: CodeMessage, at: Date): OutboxEntry {
    const entry = { ...message, id: randomUUID(), sentAt: at.toISOString() };
    this.options.journal?.append({ kind: 'code', channel: entry.channel, to: entry.to, sentAt: entry.sentAt });
    this.entries.unshift(entry);
    this.entries.length = Math.min(this.entries.length, CAPACITY);
    const logged = { channel: entry.channel, to: entry.to, ...(this.options.logText ? { text: entry.text } : {}) };
    this.log?.info({ outbox: logged }, 'outbox: message recorded');
    return entry;
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  recordNotice(message: NoticeMessage, at: Date): OutboxNotice {
    const entry = { ...message, id: randomUUID(), sentAt: at.toISOString() };
    const { channel, to, reference, sentAt } = entry;
    this.options.journal?.append({ kind: 'notice', channel, to, ...(reference ? { reference } : {}), sentAt });
    this.noticeEntries.unshift(entry);
    this.noticeEntries.length = Math.min(this.noticeEntries.length, CAPACITY);
    this.log?.info(
      { outbox: { channel, to, title: entry.title, ...(reference ? { reference } : {}) } },
      'outbox: notice recorded',
    );
    return entry;
  }

  /** Order updates and other notices, newest first. */
  notices(): readonly OutboxNotice[] {
    return this.noticeEntries;
  }

  recordEmail(message: EmailMessage, at: Date): OutboxEmail {
    const entry = { ...message, id: randomUUID(), sentAt: at.toISOString() };
    this.options.journal?.append({ kind: 'email', channel: 'email', to: entry.to, sentAt: entry.sentAt });
    this.emailEntries.unshift(entry);
    this.emailEntries.length = Math.min(this.emailEntries.length, CAPACITY);
    // A reset link is a credential: the log says an email was sent, the outbox page shows it.
    const attachments = entry.attachments?.map((a) => a.filename);
    this.log?.info(
      { outbox: { channel: 'email', to: entry.to, subject: entry.subject, ...(attachments ? { attachments } : {}) } },
      'outbox: email recorded',
    );
    return entry;
  }

  /** Emails (password reset links, customers' notification copies and invoices, with their attachments), newest first. */
  emails(): readonly OutboxEmail[] {
    return this.emailEntries;
  }

  emailSender(now: () => Date): EmailSender {
    return {
      name: 'outbox-email',
      send: async (message) => {
        this.recordEmail(message, now());
      },
    };
  }

  sender(channel: CodeMessage['channel'], now: () => Date): MessageSender {
    return {
      name: `outbox-${channel}`,
      send: async (message) => {
        this.record(message, now());
      },
      sendNotice: async (message) => {
        this.recordNotice(message, now());
      },
      noticeLanguages: TRANSLATED_LANGUAGES,
    };
  }
}
