import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { serverUrl } from '../test/test-database.js';
import { preparingClient } from './preparing-client.js';

const server = serverUrl();

describe.skipIf(!server)('statements prepared on a PostgreSQL server (DATABASE_URL)', () => {
  // One connection, so pg_prepared_statements shows what this client's statements left on it.
  const client = postgres(server!, { max: 1, onnotice: () => {} });
  afterAll(() => client.end({ timeout: 5 }));
  const kept = async (db: ReturnType<typeof drizzle>, marker: string) => {
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`,
    );
    return [...rows][0]!.n;
  };

  it('keeps each parameterised statement named on its connection, run once or again, in transactions and savepoints', async () => {
    const db = drizzle(preparingClient(client));
    for (let i = 0; i < 3; i++) await db.execute(sql`select ${i}::int as plain_marker`);
    expect(await kept(db, 'plain_marker')).toBe(1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int as tx_marker`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`select ${2}::int as savepoint_marker`);
      });
    });
    expect(await kept(db, 'tx_marker')).toBe(1);
    expect(await kept(db, 'savepoint_marker')).toBe(1);
  });

  it('drizzle on the bare client leaves them unnamed (described, then bound: two round trips each)', async () => {
    const db = drizzle(client);
    await db.execute(sql`select ${1}::int as bare_marker`);
    await db.transaction((tx) => tx.execute(sql`select ${1}::int as bare_tx_marker`));
    expect(await kept(drizzle(client), 'bare_marker')).toBe(0);
    expect(await kept(drizzle(client), 'bare_tx_marker')).toBe(0);
  });
});
