import type { PGlite } from '@electric-sql/pglite';

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Runs raw SQL on the embedded database the way node-postgres does for a pool (what pg-boss expects).
 * A query with values is one statement. Without values the text may hold several statements, some with
 * their own BEGIN and COMMIT: it runs inside a transaction of ours, so a failure half-way is rolled back
 * instead of leaving the one connection every request shares inside an aborted transaction.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    return client.transaction(async (tx) => {
      const results = await tx.exec(text);
      return results.at(-1) ?? { rows: [] };
    });
  };
}
