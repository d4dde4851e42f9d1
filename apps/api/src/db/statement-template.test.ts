import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, workerDatabase } from '../test/test-database.js';
import type { Database, Db } from './client.js';
import { idempotencyKeys } from './schema/index.js';
import { keysOf, placeholdersFor, statementTemplate, valuesFor } from './statement-template.js';

let database: Database;
beforeAll(async () => {
  database = await workerDatabase();
  await resetDatabase(database);
});

interface KeyRow {
  scope: string;
  key: string;
  requestHash: string;
  responseStatus?: number | undefined;
  expiresAt: Date;
}

/** Counts the times it builds, to show a shape is built once. */
function keyInsert() {
  const built: string[] = [];
  const run = statementTemplate(
    (row: KeyRow) => keysOf(row).join(),
    (db: Db, row: KeyRow) => {
      built.push(keysOf(row).join());
      return db.insert(idempotencyKeys).values(placeholdersFor('', row)).returning();
    },
  );
  return { built, run: (db: Db, row: KeyRow) => run(db, row, valuesFor('', row)) };
}

const at = new Date('2026-11-25T10:00:00.000Z');
const row = (key: string, extra: Partial<KeyRow> = {}): KeyRow => ({
  scope: 'template-test',
  key,
  requestHash: `hash-${key}`,
  responseStatus: 201,
  expiresAt: new Date(at.getTime() + key.length * 60_000),
  ...extra,
});

describe('statement templates', () => {
  it('builds a shape once, then binds each run its own values, on the database and in transactions', async () => {
    const insert = keyInsert();
    const [first] = await insert.run(database.db, row('one'));
    const [second] = await database.db.transaction((tx) => insert.run(tx as unknown as Db, row('second')));
    const [third] = await database.db.transaction((tx) => insert.run(tx as unknown as Db, row('the-third')));
    expect(insert.built).toHaveLength(1);
    // Each row carries its own values, read back through drizzle's columns (a Date for a timestamp).
    expect([first, second, third].map((r) => [r!.key, r!.requestHash, r!.responseStatus, r!.expiresAt.toISOString()])).toEqual([
      ['one', 'hash-one', 201, '2026-11-25T10:03:00.000Z'],
      ['second', 'hash-second', 201, '2026-11-25T10:06:00.000Z'],
      ['the-third', 'hash-the-third', 201, '2026-11-25T10:09:00.000Z'],
    ]);
    const stored = await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'template-test'));
    expect(stored.map((r) => r.key).sort()).toEqual(['one', 'second', 'the-third']);
  });

  it('builds another shape for a row that leaves a column to its default', async () => {
    const insert = keyInsert();
    await insert.run(database.db, row('full-row'));
    const [defaulted] = await insert.run(database.db, row('no-status', { responseStatus: undefined }));
    await insert.run(database.db, row('full-again'));
    expect(insert.built).toEqual(['scope,key,requestHash,responseStatus,expiresAt', 'scope,key,requestHash,expiresAt']);
    expect(defaulted!.responseStatus).toBeNull();
  });

  it('runs in the transaction it is given: rolled back with it', async () => {
    const insert = keyInsert();
    await expect(
      database.db.transaction(async (tx) => {
        await insert.run(tx as unknown as Db, row('rolled-back'));
        const [seen] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'rolled-back'));
        expect(seen?.key).toBe('rolled-back');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'rolled-back'))).toEqual([]);
  });

  it('refuses to run without a value for each placeholder rather than sending one as null', async () => {
    const run = statementTemplate(
      () => 'one',
      (db: Db) => db.select({ n: sql<number>`${sql.placeholder('n')}::int` }).from(sql`(select 1) as one`),
    );
    await expect(run(database.db, undefined, {})).rejects.toThrow(/placeholder "n"/);
    expect(await run(database.db, undefined, { n: 7 })).toEqual([{ n: 7 }]);
  });
});
