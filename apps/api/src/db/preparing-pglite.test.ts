import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preparingPglite } from './preparing-pglite.js';

let raw: PGlite;
let pg: PGlite;
beforeAll(async () => {
  raw = new PGlite();
  pg = preparingPglite(raw);
  await raw.exec(
    `create table t (id int primary key, name text not null, at timestamptz, day date, doc jsonb, tags text[], n numeric)`,
  );
});
afterAll(() => raw.close());

const named = async () =>
  (await raw.query<{ name: string; statement: string }>(`select name, statement from pg_prepared_statements order by name`)).rows;

describe('statements named on the embedded database', () => {
  it('parses a text once and runs it again with other values in one call into the database', async () => {
    const insert = 'insert into t (id, name, at, day, doc, tags, n) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    await pg.query(insert, [1, 'one', new Date('2026-11-28T10:00:00Z'), '2026-11-28', { a: 1 }, ['x', 'y'], '1.50']);
    const calls = vi.spyOn(raw, 'execProtocolStream');
    try {
      const second = await pg.query(insert, [2, 'two', null, null, null, null, null]);
      // Bind, execute and sync in one message: no parse, no describe.
      expect(calls).toHaveBeenCalledTimes(1);
      expect(second.rows).toEqual([{ id: 2, name: 'two', at: null, day: null, doc: null, tags: null, n: null }]);
      expect(second.affectedRows).toBe(1);
    } finally {
      calls.mockRestore();
    }
    expect((await named()).filter((s) => s.statement === insert)).toHaveLength(1);
  });

  it("answers as PGlite's own query does: types, row modes, fields and counts", async () => {
    const select = 'select * from t where id = any($1::int[]) order by id';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const plain = await raw.query(select, [[1, 2]], options);
      const prepared = await pg.query(select, [[1, 2]], options);
      expect(prepared).toEqual(plain);
    }
    // With a caller's parsers, as drizzle passes them: theirs win for their types, PGlite's serve the rest.
    const parsers = { [1184]: (value: string) => `at ${value}` };
    expect(await pg.query(select, [[1]], { parsers })).toEqual(await raw.query(select, [[1]], { parsers }));
    const [one] = (await pg.query<{ at: Date; doc: unknown; tags: string[] }>(select, [[1]])).rows;
    expect(one!.at).toEqual(new Date('2026-11-28T10:00:00Z'));
    expect(one!.doc).toEqual({ a: 1 });
    expect(one!.tags).toEqual(['x', 'y']);
    const update = await pg.query('update t set name = $1 where id > $2', ['many', 0]);
    expect(update).toEqual(await raw.query('update t set name = $1 where id > $2', ['many', 0]));
    expect(update.affectedRows).toBe(2);
  });

  it('runs in transactions, and a failed statement aborts only its own transaction', async () => {
    const insert = 'insert into t (id, name) values ($1, $2)';
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(insert, [10, 'kept until rollback']);
        await tx.query(insert, [10, 'the same id']);
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 't_pkey', query: insert });
    expect((await pg.query('select count(*)::int as n from t where id = $1', [10])).rows).toEqual([{ n: 0 }]);
    // The statement outlives the rollback and runs again.
    await pg.transaction(async (tx) => tx.query(insert, [10, 'committed']));
    expect((await pg.query<{ name: string }>('select name from t where id = $1', [10])).rows).toEqual([{ name: 'committed' }]);
  });

  it("refuses a transaction's client once its transaction has ended, as PGlite does", async () => {
    let kept: Transaction | undefined;
    await pg.transaction(async (tx) => {
      kept = tx;
      await tx.query('select $1::int as n', [1]);
    });
    await expect(kept!.query('select $1::int as n', [1])).rejects.toThrow('Transaction is closed');
  });

  it('waits for an open transaction before running outside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const open = new Promise<void>((resolve) => (updated = resolve));
    let outsideRan = false;
    let ranBeforeCommit: boolean | undefined;
    const transaction = pg.transaction(async (tx) => {
      await tx.query('update t set name = $1 where id = $2', ['in the transaction', 1]);
      updated();
      await held;
      // Asked after the outside query: were that one not waiting for the transaction, it would have run first.
      await tx.query('select 1');
      ranBeforeCommit = outsideRan;
    });
    await open;
    const outside = pg.query<{ name: string }>('select name from t where id = $1', [1]).finally(() => (outsideRan = true));
    release();
    await transaction;
    expect(ranBeforeCommit).toBe(false);
    expect((await outside).rows).toEqual([{ name: 'in the transaction' }]);
  });

  it('prepares a statement again after it was dropped', async () => {
    const text = 'select name from t where id = $1 and $2::text is not null';
    await pg.query(text, [1, 'a']);
    await raw.exec('deallocate all');
    await expect(pg.query(text, [1, 'b'])).rejects.toMatchObject({ code: '26000' });
    expect((await pg.query(text, [1, 'c'])).rows).toHaveLength(1);
  });

  it('runs new texts unnamed past its cap, so no unbounded text fills the memory', async () => {
    const capped = preparingPglite(raw, { maxPrepared: 2 });
    await raw.exec('deallocate all');
    for (let i = 0; i < 4; i++)
      expect((await capped.query<{ n: number }>(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    expect((await named()).map((s) => s.statement)).toEqual(['select $1::int + 0 as n', 'select $1::int + 1 as n']);
  });
});
