import type { DbOrTx } from './client.js';
import type { SqlExecutor } from './pglite-executor.js';

/** What drizzle keeps of the driver under a database or transaction handle (postgres.js or PGlite). */
interface DriverSession {
  client: {
    unsafe?: (text: string, values: unknown[]) => PromiseLike<unknown[]>;
    query?: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  };
}

/** A value as node-postgres sends it (what pg-boss writes for): undefined as null, an object as JSON text. */
const asParameter = (value: unknown) =>
  value === undefined
    ? null
    : value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)
      ? JSON.stringify(value)
      : value;

/**
 * Raw SQL on the connection of a drizzle handle, in node-postgres's shape (pg-boss's `db` option): so a job is written
 * in the transaction of the work that asks for it, and commits or rolls back with it. Sent without waiting for what
 * the transaction sent before, so it travels with it in one round trip (postgres.js pipelines a connection's statements).
 */
export function executorOf(db: DbOrTx): SqlExecutor {
  const { client } = (db as unknown as { session: DriverSession }).session;
  if (client.unsafe) {
    const unsafe = client.unsafe.bind(client);
    return async (text, values = []) => ({ rows: await unsafe(text, values.map(asParameter)) });
  }
  if (client.query) {
    const query = client.query.bind(client);
    return (text, values = []) => query(text, values);
  }
  throw new Error('executorOf: the handle has neither a postgres.js nor a PGlite client');
}
