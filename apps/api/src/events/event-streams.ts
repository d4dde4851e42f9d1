import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENT_HEARTBEAT_MS } from '@washday/core';
import type { DbOrTx } from '../db/client.js';
import type { BusEvent, EventBus } from './event-bus.js';
import { eventsSince } from './live-events.service.js';

/** How long a browser waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3_000;

const formatEvent = (event: BusEvent) => `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * The open server-sent event streams of this instance. Each listens on the bus for its recipient keys,
 * replays what it missed since Last-Event-ID from the database, and writes a heartbeat comment so
 * proxies keep the connection open. Closing the app ends every stream.
 */
export class EventStreams {
  /** Milliseconds between heartbeats (tests shorten it). */
  heartbeatMs = LIVE_EVENT_HEARTBEAT_MS;
  private readonly open = new Set<() => void>();

  constructor(
    readonly bus: EventBus,
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.open.size;
  }

  /** Takes over the reply and streams the events for `keys` until the client leaves or the app closes. */
  async serve(request: FastifyRequest, reply: FastifyReply, keys: readonly string[], lastEventId: number): Promise<void> {
    reply.hijack();
    const res = reply.raw;
    // The headers hooks have set (security headers, request id) plus the stream's own.
    const hooked = Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    );
    res.writeHead(200, {
      ...Object.fromEntries(hooked),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: ${RECONNECT_MS}\n\n`);

    // Listen before replaying, so nothing raised in between is lost; replayed ids are not sent twice.
    let replayed: Set<number> | null = new Set();
    const waiting: BusEvent[] = [];
    const unsubscribe = this.bus.subscribe(keys, (event) => {
      if (replayed) waiting.push(event);
      else res.write(formatEvent(event));
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), this.heartbeatMs);
    const close = () => {
      if (!this.open.delete(close)) return;
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    };
    this.open.add(close);
    request.raw.on('close', close);
    res.on('error', close);

    try {
      if (lastEventId > 0) {
        for (const event of await eventsSince(this.db, keys, lastEventId)) {
          replayed.add(event.id);
          res.write(formatEvent(event));
        }
      }
      const seen = replayed;
      replayed = null;
      for (const event of waiting) if (!seen.has(event.id)) res.write(formatEvent(event));
    } catch (err) {
      this.log.error({ err }, 'event stream: replay failed');
      close();
    }
  }

  /** Ends every open stream (the app is closing). */
  closeAll(): void {
    for (const close of [...this.open]) close();
  }
}
