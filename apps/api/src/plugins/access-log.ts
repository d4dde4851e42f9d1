import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer stays open by design (an event stream): its length says nothing about how slow the app is. */
    longLived?: boolean;
  }
}

/** A request that took at least this long is logged at warn, whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

type AccessLevel = 'error' | 'warn' | 'info' | 'debug';
/** pino's level numbers: a line is written when its level is at least the logger's. */
const RANK: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/**
 * One access line per request, when it ends, in place of Fastify's two ('incoming request' and 'request completed'),
 * at a level that says whether an operator needs it:
 * - error: a 5xx answer, or the response failed while being sent;
 * - warn: slower than SLOW_REQUEST_MS (event streams excepted);
 * - info: a 4xx answer (refused sign-ins, validation, missing routes, limits hit);
 * - debug: everything else, the quick successes and 304s that are most of the traffic.
 * At the default level (info) a healthy read writes nothing; LOG_LEVEL=debug logs every request. The proxy in front
 * of the app (HTTPS is required in production) keeps the full access log. Decision 0023 says why.
 */
export class AccessLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {
    // The completion line carries the method, URL and address.
  }

  override routeNotFound(): void {
    // Its completion line says 404 with the URL.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    const slow = responseTime >= this.slowMs && !request.routeOptions.config?.longLived;
    const level: AccessLevel = error || status >= 500 ? 'error' : slow ? 'warn' : status >= 400 ? 'info' : 'debug';
    const log = reply.log;
    // Checked first so that the common case builds nothing (without a logger, as in tests, there is no level).
    if ((RANK[log.level] ?? Infinity) > RANK[level]!) return;
    const line = { req: request, res: reply, responseTime, ...(error ? { err: error } : {}) };
    log[level](line, error ? 'request errored' : slow ? 'slow request' : 'request completed');
  }
}
