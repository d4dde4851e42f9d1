// Live event streams as the apps hold them: GET /api/events through the public address, read as it arrives; when
// the server ends it (an instance going away, a restart) or the connection drops, it reconnects after the server's
// `retry:` (or at once when told to reconnect) with Last-Event-ID, as a browser's EventSource does.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { backoffMs } from './http-client.js';

export interface SeenEvent {
  id: number;
  event: string;
  data: Record<string, unknown>;
  /** performance.now() when it arrived. */
  at: number;
}

export class LiveStream {
  readonly seen: SeenEvent[] = [];
  /** Ids received more than once (after resuming with Last-Event-ID none should be). */
  readonly duplicates: number[] = [];
  reconnects = 0;
  /** The last few connection steps (ms since the process started), for a report on a stream that missed events. */
  readonly history: string[] = [];
  private note(step: string): void {
    this.history.push(`${Math.round(performance.now())} ${step}`);
    if (this.history.length > 30) this.history.shift();
  }
  /** Answers other than 200 while (re)connecting, by status (0: no connection). */
  readonly refused = new Map<number, number>();
  private readonly ids = new Set<number>();
  private readonly waiters = new Set<{ match: (event: SeenEvent) => boolean; done: (event: SeenEvent | null) => void }>();
  /** The Last-Event-ID a browser would send: -1 until the stream has seen an id (an id-only frame counts). */
  private lastId = -1;
  private retryMs = 3_000;
  private request: http.ClientRequest | undefined;
  private stopped = false;
  openedAt = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly address: string,
    private readonly onEvent?: (event: SeenEvent) => void,
  ) {}

  /** Resolves once the first connection answered (200 or not); later drops reconnect on their own. */
  open(): Promise<void> {
    return new Promise((resolve) => this.connect(resolve));
  }

  private connect(first?: () => void): void {
    if (this.stopped) return;
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${this.token}`,
      'x-forwarded-for': this.address,
    };
    if (this.lastId >= 0) headers['last-event-id'] = String(this.lastId);
    this.note(`connect from ${this.lastId}`);
    const request = http.get(this.url, { agent: false, headers }, (response) => {
      this.note(`answered ${response.statusCode}`);
      if (response.statusCode !== 200) {
        this.refused.set(response.statusCode ?? 0, (this.refused.get(response.statusCode ?? 0) ?? 0) + 1);
        response.resume();
        response.on('end', () => this.again(first, true));
        return;
      }
      if (this.openedAt === 0) this.openedAt = performance.now();
      first?.();
      first = undefined;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.block(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('close', () => {
        this.note('closed');
        this.again();
      });
      response.on('error', () => undefined);
    });
    request.on('error', (error) => {
      this.note(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`);
      this.refused.set(0, (this.refused.get(0) ?? 0) + 1);
      this.again(first, true);
    });
    this.request = request;
  }

  /** Failed tries in a row: a stream the server ended reconnects after its `retry:`; a refused one backs off. */
  private failures = 0;

  private again(first?: () => void, refused = false): void {
    if (this.stopped) return;
    this.reconnects += 1;
    this.failures = refused ? this.failures + 1 : 0;
    const wait = refused ? Math.max(this.retryMs, backoffMs(this.failures + 2)) : this.retryMs;
    setTimeout(() => this.connect(first), wait).unref();
  }

  private block(block: string): void {
    let id: number | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'id') id = Number(value);
      else if (name === 'event') event = value;
      else if (name === 'data') data.push(value);
      else if (name === 'retry' && /^\d+$/.test(value)) this.retryMs = Number(value);
    }
    if (id === undefined) return;
    // An id-only frame (the server's starting point) sets what a reconnect resumes from, as in a browser.
    if (data.length === 0) {
      if (id > this.lastId) this.lastId = id;
      return;
    }
    if (this.ids.has(id)) {
      this.duplicates.push(id);
      return;
    }
    this.ids.add(id);
    if (id > this.lastId) this.lastId = id;
    const seen: SeenEvent = { id, event, data: JSON.parse(data.join('\n')) as Record<string, unknown>, at: performance.now() };
    this.seen.push(seen);
    this.onEvent?.(seen);
    for (const waiter of this.waiters) if (waiter.match(seen)) waiter.done(seen);
  }

  /**
   * The next event that matches, or null after `timeoutMs`: a screen waiting on its stream, with the refresh it makes
   * when the stream stays quiet. It listens from the call, so an event arriving while the caller reads is not missed.
   */
  next(match: (event: SeenEvent) => boolean, timeoutMs: number): { event: Promise<SeenEvent | null>; cancel: () => void } {
    let cancel = () => {};
    const event = new Promise<SeenEvent | null>((resolve) => {
      const waiter = {
        match,
        done: (seen: SeenEvent | null) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(seen);
        },
      };
      const timer = setTimeout(() => waiter.done(null), timeoutMs);
      timer.unref();
      this.waiters.add(waiter);
      cancel = () => waiter.done(null);
    });
    return { event, cancel };
  }

  has(id: number): boolean {
    return this.ids.has(id);
  }

  close(): void {
    this.stopped = true;
    this.request?.destroy();
  }
}
