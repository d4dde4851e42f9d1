import type { Env } from '../config/env.js';

/**
 * Where the instance listens, and how many connections the kernel may hold for it before it accepts them
 * (LISTEN_BACKLOG): a rolling restart sends the other instance's thousands of streams here within a second, and with
 * Node's default of 511 the kernel dropped the surplus connects, which nginx counted as failures (decision 0037).
 */
export function listenOptions(env: Pick<Env, 'HOST' | 'PORT' | 'LISTEN_BACKLOG'>) {
  return { host: env.HOST, port: env.PORT, backlog: env.LISTEN_BACKLOG };
}
