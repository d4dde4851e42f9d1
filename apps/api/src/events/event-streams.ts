import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENT_HEARTBEAT_MS } from '@washday/core';
import type { Clock } from '../clock.js';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import type { BusEvent, EventBus } from './event-bus.js';
import { eventsSince, latestEventId, recentEvents } from './live-events.service.js';
import { sessionsStillLive } from './stream-sessions.js';

/** How long a browser waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3_000;
/**
 * When this instance drains (graceful shutdown), how soon its streams' browsers reconnect, through the load balancer,
 * to another instance: a base and a random spread, so thousands of streams do not all arrive in the same instant.
 */
export const DRAIN_RECONNECT_MS = { base: 250, spread: 1_000 };
/** The frame that ends a stream on a draining instance: reconnect soon (with Last-Event-ID, elsewhere). It has no id. */
export const reconnectFrame = (retryMs: number) => `event: reconnect\ndata: {}\nretry: ${retryMs}\n\n`;
/** The bus key that carries 'these sessions have ended' to every instance (never a recipient's key). */
export const SESSIONS_ENDED_KEY = 'sessions-ended';
/** Streams one session may hold at once: a few tabs and devices' worth, not a thousand. */
export const STREAMS_PER_SESSION = 5;

/** Which streams must end: those of these sessions, and every stream of these accounts (recipient keys, `customer:<id>`). */
export interface EndedSessions {
  sessionIds?: string[];
  accounts?: string[];
}

/** Whom a stream speaks for: its session, its account's recipient key, and the client address it came from. */
export interface StreamOwner {
  sessionId: string;
  account: string;
  address: string;
}

interface OpenStream extends StreamOwner {
  keys: readonly string[];
  /** Writes an event unless this stream already carried it (the bus, the replay and the sweep may each bring it). */
  deliver: (event: BusEvent) => boolean;
  /** Forgets ids below this (the sweep no longer reads them). */
  forgetBelow: (id: number) => void;
  /** Where the stream started (its Last-Event-ID, or the newest event then): the sweep brings only later events. */
  from: number;
  /** Ends the stream; with `lastFrame`, writes it first and closes the connection. */
  close: (lastFrame?: string) => void;
}

const drainRetryMs = () => DRAIN_RECONNECT_MS.base + Math.floor(Math.random() * DRAIN_RECONNECT_MS.spread);

const formatEvent = (event: BusEvent) => `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

const tooManyStreams = (message: string) => new AppError(429, message, { code: 'TOO_MANY_STREAMS' });

function count(counts: Map<string, number>, key: string, by: 1 | -1): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}

/**
 * The open server-sent event streams of this instance. Each listens on the bus for its recipient keys,
 * replays what it missed since Last-Event-ID from the database, and writes a heartbeat comment so
 * proxies keep the connection open. A stream lives no longer than its session: a sign-out, password reset,
 * account deletion or rider rejection ends it at once on every instance (`endSessions`, over the bus), and a
 * periodic check ends those whose session expired or whose signal was lost. Closing the app ends every stream.
 */
export class EventStreams {
  /** Milliseconds between heartbeats (tests shorten it). */
  heartbeatMs = LIVE_EVENT_HEARTBEAT_MS;
  /** Milliseconds between checks that open streams' sessions are still live (read when the first stream opens). */
  sessionCheckMs = 60_000;
  private readonly open = new Set<OpenStream>();
  private readonly perSession = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();
  private sessionCheck: NodeJS.Timeout | undefined;
  /** Milliseconds between sweeps for events the bus did not deliver (tests call `sweep` themselves). */
  sweepMs = 2_000;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly stopListening: () => void;
  private draining = false;

  constructor(
    readonly bus: EventBus,
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
    /** Streams one client address may hold at once (EVENT_STREAMS_PER_ADDRESS). */
    private readonly streamsPerAddress: number,
  ) {
    this.stopListening = bus.subscribe([SESSIONS_ENDED_KEY], (event) => this.closeEnded(event.data as EndedSessions));
  }

  get size(): number {
    return this.open.size;
  }

  /**
   * Takes over the reply and streams the events for `keys` until the client leaves, its session ends or the app
   * closes. Refuses with 429 a session or an address that already holds as many streams as it may.
   */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    keys: readonly string[],
    owner: StreamOwner,
    lastEventId: number,
  ): Promise<void> {
    // Checked and counted with no await in between, so simultaneous opens cannot all pass.
    if ((this.perSession.get(owner.sessionId) ?? 0) >= STREAMS_PER_SESSION)
      throw tooManyStreams(
        `This session already has ${STREAMS_PER_SESSION} live update streams open, the most it may hold: close the app in another tab or device first`,
      );
    if ((this.perAddress.get(owner.address) ?? 0) >= this.streamsPerAddress)
      throw tooManyStreams(
        `This network address already has ${this.streamsPerAddress} live update streams open, the most it may hold: close the app in other tabs or devices first`,
      );

    reply.hijack();
    const res = reply.raw;
    if (this.draining) {
      // Reached a draining instance (a proxy's kept-alive connection): send the browser on at once, holding nothing open.
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        connection: 'close',
      });
      res.end(reconnectFrame(drainRetryMs()));
      return;
    }
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

    // Listen before replaying, so nothing raised in between is lost; no id is sent twice.
    let replayed: Set<number> | null = new Set();
    const waiting: BusEvent[] = [];
    const sent = new Set<number>();
    const deliver = (event: BusEvent): boolean => {
      if (replayed) {
        waiting.push(event);
        return false;
      }
      if (sent.has(event.id)) return false;
      sent.add(event.id);
      res.write(formatEvent(event));
      return true;
    };
    const unsubscribe = this.bus.subscribe(keys, deliver);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), this.heartbeatMs);
    const stream: OpenStream = {
      ...owner,
      keys,
      deliver,
      // A first connection's starting point is read below; until then the sweep brings it nothing.
      from: lastEventId >= 0 ? lastEventId : Number.MAX_SAFE_INTEGER,
      forgetBelow: (id) => {
        for (const seen of sent) if (seen < id) sent.delete(seen);
      },
      close: (lastFrame = '') => {
        if (!this.open.delete(stream)) return;
        count(this.perSession, owner.sessionId, -1);
        count(this.perAddress, owner.address, -1);
        if (this.open.size === 0) {
          this.stopSessionCheck();
          this.stopSweep();
        }
        clearInterval(heartbeat);
        unsubscribe();
        // A last frame (drain) also hangs up: the connection went out as keep-alive, and an idle one would hold the drain.
        if (lastFrame) res.end(lastFrame, () => res.socket?.end());
        else res.end();
      },
    };
    this.open.add(stream);
    this.startSweep();
    count(this.perSession, owner.sessionId, 1);
    count(this.perAddress, owner.address, 1);
    this.startSessionCheck();
    request.raw.on('close', () => stream.close());
    res.on('error', () => stream.close());

    try {
      if (lastEventId >= 0) {
        for (const event of await eventsSince(this.db, keys, lastEventId)) {
          replayed.add(event.id);
          sent.add(event.id);
          res.write(formatEvent(event));
        }
      } else {
        // A first connection starts at the newest event: an id-only frame sets the browser's Last-Event-ID, so a stream
        // that drops before its first event still resumes from here (and is replayed what it missed meanwhile).
        const latest = await latestEventId(this.db);
        stream.from = latest;
        res.write(`id: ${latest}\n\n`);
      }
      replayed = null;
      for (const event of waiting) deliver(event);
    } catch (err) {
      this.log.error({ err }, 'event stream: replay failed');
      stream.close();
    }
  }

  /**
   * Ends the streams of sessions that are over, on every instance: call after the change that ended them has
   * committed. Never throws: when the bus cannot carry the signal, this instance's streams end now and other
   * instances' at their next session check.
   */
  async endSessions(ended: EndedSessions): Promise<void> {
    if (!ended.sessionIds?.length && !ended.accounts?.length) return;
    try {
      await this.bus.publish({ id: 0, recipient: SESSIONS_ENDED_KEY, event: 'sessions.ended', data: ended });
    } catch (err) {
      this.log.warn({ err }, 'event streams: could not tell other instances that sessions ended');
      this.closeEnded(ended);
    }
  }

  /**
   * Ends the streams whose session is no longer live (expired, revoked, deleted, a rejected rider's) by the app
   * clock; answers how many it ended. Runs every `sessionCheckMs` while streams are open.
   */
  async checkSessions(): Promise<number> {
    const ids = [...new Set([...this.open].map((s) => s.sessionId))];
    if (ids.length === 0) return 0;
    const live = await sessionsStillLive(this.db, ids, this.clock.now());
    const over = [...this.open].filter((s) => !live.has(s.sessionId));
    for (const stream of over) stream.close();
    return over.length;
  }

  /**
   * This instance is draining (graceful shutdown): tells every open stream to reconnect soon and ends it, so its
   * browser resumes on another instance with Last-Event-ID (replayed from the database there); a stream opened from
   * now on is told the same at once. Answers how many streams it ended.
   */
  drain(): number {
    this.draining = true;
    const streams = [...this.open];
    for (const stream of streams) stream.close(reconnectFrame(drainRetryMs()));
    return streams.length;
  }

  /**
   * Delivers what the bus did not: the events stored in the last few seconds, to this instance's open streams of their
   * recipients that have not carried them (an instance that died between its commit and its publish, Redis down, a
   * message lost). Runs every `sweepMs` while streams are open; answers how many events it delivered.
   */
  async sweep(): Promise<number> {
    if (this.open.size === 0) return 0;
    const events = await recentEvents(this.db);
    const byKey = new Map<string, OpenStream[]>();
    for (const stream of this.open) for (const key of stream.keys) (byKey.get(key) ?? byKey.set(key, []).get(key)!).push(stream);
    let delivered = 0;
    for (const event of events)
      for (const stream of byKey.get(event.recipient) ?? []) if (event.id > stream.from && stream.deliver(event)) delivered += 1;
    const oldest = events[0]?.id;
    if (oldest !== undefined) for (const stream of this.open) stream.forgetBelow(oldest);
    return delivered;
  }

  /** Ends every open stream and stops listening for ended sessions (the app is closing). */
  closeAll(): void {
    this.stopListening();
    for (const stream of [...this.open]) stream.close();
    this.stopSessionCheck();
  }

  private closeEnded(ended: EndedSessions): void {
    const sessions = new Set(ended.sessionIds ?? []);
    const accounts = new Set(ended.accounts ?? []);
    for (const stream of [...this.open]) if (sessions.has(stream.sessionId) || accounts.has(stream.account)) stream.close();
  }

  private startSessionCheck(): void {
    if (this.sessionCheck) return;
    this.sessionCheck = setInterval(() => {
      this.checkSessions().catch((err: unknown) => this.log.warn({ err }, 'event streams: session check failed'));
    }, this.sessionCheckMs);
    // Open streams hold the process anyway; the check alone must not.
    this.sessionCheck.unref();
  }

  private startSweep(): void {
    if (this.sweepTimer) return;
    this.sweepTimer = setInterval(() => {
      this.sweep().catch((err: unknown) => this.log.warn({ err }, 'event streams: sweep failed'));
    }, this.sweepMs);
    this.sweepTimer.unref();
  }

  private stopSweep(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  private stopSessionCheck(): void {
    clearInterval(this.sessionCheck);
    this.sessionCheck = undefined;
  }
}
