import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** The most the drain may take (SHUTDOWN_TIMEOUT_MS); after it, open connections are cut and the exit is non-zero. */
  timeoutMs: number;
  /** Ends the process (tests pass their own). */
  exit: (code: number) => void;
  /** What asked for it (the signal), for the log. */
  reason?: string;
  /**
   * Keeps serving this long (every answer closing its connection) before the listener closes (SHUTDOWN_LINGER_MS):
   * a proxy's pooled idle connections are used and closed, or dropped by its own idle timeout, meanwhile. 0: at once.
   */
  lingerMs?: number;
  /** Ends the linger instead of `lingerMs` (tests open it when they have looked). */
  lingerUntil?: Promise<void>;
}

/**
 * While the instance drains, every answer closes its connection (`connection: close`): a proxy that keeps upstream
 * connections alive (nginx's `keepalive`) then opens its next one elsewhere instead of sending a request to a socket
 * this instance is about to close. Requests are still served in full; none is refused with 503.
 */
export function registerDrainingConnectionClose(app: FastifyInstance): void {
  // At sending, not arrival: a request that came in before the drain began closes its connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.runState.phase === 'draining') void reply.header('connection', 'close');
    done(null, payload);
  });
}

const serverClosed = (app: FastifyInstance) =>
  new Promise<void>((resolve) => {
    // The callback runs once every connection has ended; an error means it was not listening, which is as good.
    app.server.close(() => resolve());
  });

const running = new WeakMap<FastifyInstance, Promise<void>>();

/**
 * Takes the instance out of service without losing work (docs/decisions/0037-graceful-shutdown.md):
 * 1. readiness turns to 'draining' (503), so a balancer that checks it stops choosing this instance;
 * 2. the listening socket closes (new connections are refused, so nginx tries the other upstream) and idle
 *    kept-alive connections close; requests on busy ones are still served, with `connection: close`;
 * 3. every live event stream is told to reconnect soon and ended: its browser resumes on another instance with
 *    Last-Event-ID and is replayed what it missed from the database;
 * 4. job workers finish their current job and take no more, while requests in flight finish;
 * 5. the app closes (bus, Redis, database) and the process exits 0.
 * Past `timeoutMs` it cuts what is still open, logs what it was waiting for and exits 1. Called again (a second
 * signal), it logs and keeps to the drain already under way.
 */
export function shutDownGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  const current = running.get(app);
  if (current) {
    app.log.warn({ reason: options.reason }, 'shutdown: already draining; the drain goes on');
    return current;
  }
  const drain = drainAndClose(app, options);
  running.set(app, drain);
  return drain;
}

async function drainAndClose(
  app: FastifyInstance,
  { timeoutMs, exit, reason, lingerMs = 0, lingerUntil }: ShutdownOptions,
): Promise<void> {
  const started = performance.now();
  let waitingFor = 'requests in flight';
  let finished = false;
  const deadline = setTimeout(() => {
    if (finished) return;
    finished = true;
    app.log.error({ timeoutMs, waitingFor }, `shutdown: not drained within ${timeoutMs} ms; cutting open connections`);
    app.server.closeAllConnections();
    exit(1);
  }, timeoutMs);
  // The deadline alone must not keep the process alive.
  deadline.unref();

  app.runState.startDraining();
  app.log.info({ reason, timeoutMs, lingerMs }, 'shutdown: draining');
  const streams = app.liveEvents.drain();
  app.log.info({ streams }, 'shutdown: told open event streams to reconnect elsewhere');
  // Closing the listener closes idle kept-alive connections, and a proxy may be sending a request on one at that
  // instant (it would answer 502: a POST is never resent). Lingering first lets the proxy's pool empty itself.
  if (lingerUntil) await lingerUntil;
  else if (lingerMs > 0) await new Promise((resolve) => setTimeout(resolve, lingerMs));
  const connectionsEnded = serverClosed(app);
  // A connection that turns idle from now on (its answer began before the drain, as keep-alive) closes at once,
  // instead of holding the drain for the keep-alive timeout.
  app.server.keepAliveTimeout = 1;
  // Workers finish their current job alongside the requests; the database stays open until both are done.
  const jobsStopped = app.jobs.stop();
  try {
    await connectionsEnded;
    waitingFor = 'job workers';
    await jobsStopped;
    waitingFor = 'closing the app (bus, database)';
    await app.close();
  } catch (err) {
    if (finished) return;
    finished = true;
    clearTimeout(deadline);
    app.log.error({ err, waitingFor }, 'shutdown: failed');
    exit(1);
    return;
  }
  if (finished) return;
  finished = true;
  clearTimeout(deadline);
  app.log.info({ ms: Math.round(performance.now() - started) }, 'shutdown: done');
  exit(0);
}
