import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';

export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether Redis answers on this machine; tests that need it are skipped without it. */
export function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(6379, '127.0.0.1', () => done(true));
  });
}

/** A key prefix of its own (REDIS_KEY_PREFIX), so test files running at once never share channels or counters. */
export const uniqueRedisPrefix = () => `washday-test-${randomBytes(6).toString('hex')}:`;
