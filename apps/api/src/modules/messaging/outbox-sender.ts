import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeMessage, MessageSender } from './message-sender.js';

export interface OutboxEntry extends CodeMessage {
  id: string;
  sentAt: string;
}

const CAPACITY = 200;

/**
 * The development provider: like a mail catcher, it keeps what would have been sent (newest first)
 * so codes can be read at /dev/outbox instead of arriving on a phone. The message text (with its
 * code) goes to the log only when `logText` is set, which the app does in development alone.
 */
export class Outbox {
  private entries: OutboxEntry[] = [];

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly options: { logText: boolean } = { logText: false },
  ) {}

  record(message: CodeMessage, at: Date): OutboxEntry {
    const entry = { ...message, id: randomUUID(), sentAt: at.toISOString() };
    this.entries.unshift(entry);
    this.entries.length = Math.min(this.entries.length, CAPACITY);
    const logged = { channel: entry.channel, to: entry.to, ...(this.options.logText ? { text: entry.text } : {}) };
    this.log?.info({ outbox: logged }, 'outbox: message recorded');
    return entry;
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  sender(channel: CodeMessage['channel'], now: () => Date): MessageSender {
    return {
      name: `outbox-${channel}`,
      send: async (message) => {
        this.record(message, now());
      },
    };
  }
}
