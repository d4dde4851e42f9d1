import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** An event as it travels between instances and to streams: its stored id, recipient key, name and data. */
export interface BusEvent {
  id: number;
  recipient: string;
  event: string;
  data: unknown;
}

export type BusListener = (event: BusEvent) => void;

/** Told, for each event this instance receives, the seconds since it was published (metrics' bus lag). */
export type LagObserver = (seconds: number) => void;

/** What travels on Redis: the event and when its publisher sent it (wall clock, ms). Streams never send publishedAt. */
interface BusMessage extends BusEvent {
  publishedAt?: number;
}

/**
 * Fan-out of live events to the streams open on this instance. Publishing does not store: the caller has
 * already written the event (live-events.service.ts), so the bus only carries it to whoever listens now.
 */
export interface EventBus {
  readonly name: string;
  publish(event: BusEvent): Promise<void>;
  /** Listens to these recipient keys; returns the function that stops listening. */
  subscribe(keys: readonly string[], listener: BusListener): () => void;
  /** Throws when the bus cannot carry events now (Redis does not answer PING in time); in process, always fine. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Hands events to this instance's listeners, by recipient key. */
class LocalDispatch {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(private readonly observeLag?: LagObserver) {}

  dispatch(event: BusEvent, publishedAt: number | undefined): void {
    // Wall clock on both sides: instances share no app clock. A publisher's clock ahead of ours reads as no lag.
    if (this.observeLag && publishedAt !== undefined) this.observeLag(Math.max(0, Date.now() - publishedAt) / 1000);
    this.emitter.emit(event.recipient, event);
  }

  subscribe(keys: readonly string[], listener: BusListener): () => void {
    for (const key of keys) this.emitter.on(key, listener);
    return () => {
      for (const key of keys) this.emitter.off(key, listener);
    };
  }
}

/** One instance: events go straight to this process's listeners. */
export class InProcessEventBus implements EventBus {
  readonly name = 'in-process';
  private readonly local: LocalDispatch;

  constructor(observeLag?: LagObserver) {
    this.local = new LocalDispatch(observeLag);
  }

  async publish(event: BusEvent): Promise<void> {
    this.local.dispatch(event, Date.now());
  }

  subscribe(keys: readonly string[], listener: BusListener): () => void {
    return this.local.subscribe(keys, listener);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

/** The pub/sub channel under the configured key prefix (REDIS_KEY_PREFIX, 'washday:' by default). */
export const redisChannel = (keyPrefix: string) => `${keyPrefix}live-events`;

/**
 * Several instances: every event goes through one Redis pub/sub channel and each instance (the publisher too)
 * hands it to its own listeners. Pub/sub loses what arrives while an instance is disconnected; streams recover
 * that from the database with Last-Event-ID.
 */
export class RedisEventBus implements EventBus {
  readonly name = 'redis';
  private readonly local: LocalDispatch;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  private constructor(
    url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
    observeLag?: LagObserver,
  ) {
    this.local = new LocalDispatch(observeLag);
    // Fail a publish fast when Redis is away instead of queueing it for later; the stream resumes from the database.
    const options = { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    for (const client of [this.publisher, this.subscriber])
      client.on('error', (err) => this.log.warn({ err }, 'redis event bus error'));
    this.subscriber.on('message', (_channel: string, text: string) => {
      try {
        const { publishedAt, ...event } = JSON.parse(text) as BusMessage;
        this.local.dispatch(event, publishedAt);
      } catch (err) {
        this.log.warn({ err }, 'redis event bus: unreadable message');
      }
    });
  }

  static async connect(url: string, channel: string, log: FastifyBaseLogger, observeLag?: LagObserver): Promise<RedisEventBus> {
    const bus = new RedisEventBus(url, channel, log, observeLag);
    try {
      await Promise.all([bus.publisher.connect(), bus.subscriber.connect()]);
      await bus.subscriber.subscribe(channel);
    } catch (error) {
      await bus.close();
      throw new Error(`REDIS_URL: cannot reach Redis (${error instanceof Error ? error.message : String(error)})`, {
        cause: error,
      });
    }
    return bus;
  }

  async publish(event: BusEvent): Promise<void> {
    const message: BusMessage = { ...event, publishedAt: Date.now() };
    await this.publisher.publish(this.channel, JSON.stringify(message));
  }

  subscribe(keys: readonly string[], listener: BusListener): () => void {
    return this.local.subscribe(keys, listener);
  }

  /** PING on the publishing connection, which fails at once while it is disconnected (no offline queue). */
  async ping(timeoutMs = 1000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.publisher.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Redis did not answer PING within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

export async function createEventBus(
  redisUrl: string | undefined,
  log: FastifyBaseLogger,
  keyPrefix: string,
  observeLag?: LagObserver,
): Promise<EventBus> {
  return redisUrl ? RedisEventBus.connect(redisUrl, redisChannel(keyPrefix), log, observeLag) : new InProcessEventBus(observeLag);
}
