import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from '../../test/test-database.js';
import { useTestApp } from '../../test/test-app.js';
import { EMBEDDED_DATABASE_UPKEEP, EMBEDDED_DATABASE_UPKEEP_CRON } from './housekeeping.jobs.js';

// PGlite runs PostgreSQL without autovacuum: the app vacuums and analyses the embedded database itself, nightly.

const ctx = useTestApp();

/** The sign-in codes table's size on disk and the planner's row estimate (-1: never analysed). */
async function phoneCodesTable() {
  const [row] = await ctx.app.database.db
    .select({ bytes: sql<number>`pg_relation_size(oid)::int`, estimate: sql<number>`reltuples::int` })
    .from(sql`pg_class`)
    .where(sql`relname = 'phone_codes'`);
  return row!;
}

describe.skipIf(serverUrl())("the embedded database's upkeep", () => {
  beforeAll(async () => {
    await ctx.app.jobs.start();
  });

  it('is scheduled nightly by cron, in India time', async () => {
    expect(await ctx.app.jobs.schedules()).toContainEqual({
      name: EMBEDDED_DATABASE_UPKEEP,
      cron: EMBEDDED_DATABASE_UPKEEP_CRON,
      timezone: 'Asia/Kolkata',
    });
  });

  it('gives back the space of removed rows and gathers the statistics plans are made from', async () => {
    const db = ctx.app.database.db;
    await db.execute(sql`insert into phone_codes (phone, purpose, code_hash, expires_at)
      select '919876543210', 'customer_login', md5(g::text), now() from generate_series(1, 3000) g`);
    await db.execute(sql`delete from phone_codes`);
    expect((await phoneCodesTable()).bytes).toBeGreaterThan(100_000);
    await ctx.app.jobs.runNow(EMBEDDED_DATABASE_UPKEEP);
    // The emptied pages at the table's end go back; the estimate is the analysed count, no longer "never analysed".
    expect(await phoneCodesTable()).toEqual({ bytes: 0, estimate: 0 });
  });
});

describe.skipIf(!serverUrl())('on PostgreSQL', () => {
  beforeAll(async () => {
    await ctx.app.jobs.start();
  });

  it("leaves vacuuming to the server's autovacuum", async () => {
    expect((await ctx.app.jobs.schedules()).map((s) => s.name)).not.toContain(EMBEDDED_DATABASE_UPKEEP);
  });
});
