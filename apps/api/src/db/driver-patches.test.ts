import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { serverUrl } from '../test/test-database.js';

// Issue 29: the day's "PostgreSQL connections terminated" fault ended an instance. postgres.js 3.4.9 defers a small
// write to setImmediate and then writes to the socket closed() had dropped, throwing out of the timer
// (porsager/postgres#1154, #1208); patches/postgres+3.4.9.patch settles the waiting query instead. The pg-boss side
// (an unawaited completion) is job-queue.test.ts's.

const server = serverUrl();

describe.skipIf(!server)('postgres.js when PostgreSQL terminates a connection (DATABASE_URL)', () => {
  it('rejects a statement on the dead connection instead of ending the process; the pool answers beside it', async () => {
    let closed: () => void = () => {};
    const closedSeen = new Promise<void>((resolve) => (closed = resolve));
    const client = postgres(server!, { max: 2, onnotice: () => {}, onclose: () => closed() });
    const admin = postgres(server!, { max: 1, onnotice: () => {} });
    const crashes: unknown[] = [];
    const crashed = (error: unknown) => void crashes.push(error);
    process.prependListener('uncaughtException', crashed);
    try {
      const reserved = await client.reserve();
      const [backend] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await admin`select pg_terminate_backend(${backend!.pid})`;
      // Once the client has seen the close, the next statement on that connection is a small deferred write.
      await closedSeen;
      // CONNECTION_CLOSED or ECONNRESET, by which side noticed first: a rejection the caller can catch, either way.
      await expect(reserved`select 1`).rejects.toBeInstanceOf(Error);
      // The pool's other connection still answers (a released dead connection is not the app's concern: only the
      // migration lock reserves one).
      await expect(client`select 1 as n`).resolves.toEqual([{ n: 1 }]);
      expect(crashes).toEqual([]);
    } finally {
      process.removeListener('uncaughtException', crashed);
      await client.end({ timeout: 1 });
      await admin.end({ timeout: 1 });
    }
  });
});
