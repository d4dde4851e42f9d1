import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { serverUrl } from '../test/test-database.js';

// Issue 29: the day's "PostgreSQL connections terminated" fault ended an instance. postgres.js 3.4.9 defers a small
// write to setImmediate and then writes to the socket closed() had dropped, throwing out of the timer
// (porsager/postgres#1154, #1208); patches/postgres+3.4.9.patch settles the waiting query instead. The pg-boss side
// (an unawaited completion) is job-queue.test.ts's.
// The full day then logged UNSAFE_TRANSACTION 22 times: a `begin` written as the statement that filled a connection's
// pipeline (or met a full socket buffer) skipped the hook that reserves the connection (porsager/postgres#823, #1189,
// PR #1218), so the transaction stayed open on a connection back in the pool and others' statements ran inside it.

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

describe.skipIf(!server)('postgres.js sql.begin on a busy connection (DATABASE_URL)', () => {
  it('reserves the connection even when BEGIN fills its pipeline: the transaction commits and nothing else runs in it', async () => {
    // One connection and a pipeline of two: a slow statement holds it, one more waits in the pipeline, and BEGIN is
    // the statement that fills it, as under load with the default pipeline of 100.
    const options = { max: 1, max_pipeline: 2, onnotice: () => {} }; // max_pipeline: read by postgres.js, not typed
    const client = postgres(server!, options);
    try {
      await client`select 1`;
      const slow = client`select pg_sleep(0.2)`.execute();
      const queued = client`select 2 as n`.execute();
      const transaction = client.begin(async (tx) => {
        const [row] = await tx<{ xid: string }[]>`select txid_current()::text as xid`;
        await tx`select pg_sleep(0.05)`;
        return row!.xid;
      });
      // Asked while the transaction holds the connection: it must wait for the commit, not run inside it.
      const outside = client<{ inTransaction: boolean }[]>`
        select (select count(*) from pg_stat_activity where pid = pg_backend_pid() and state = 'active'
                and backend_xid is not null) > 0 as "inTransaction"`.execute();
      await slow;
      await expect(queued).resolves.toEqual([{ n: 2 }]);
      const xid = await transaction;
      expect(xid).toMatch(/^\d+$/);
      await expect(outside).resolves.toEqual([{ inTransaction: false }]);
      // The connection is back in the pool, not left in a transaction: a new one sees a new transaction id.
      const [after] = await client<{ xid: string }[]>`select txid_current()::text as xid`;
      expect(after!.xid).not.toBe(xid);
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});
