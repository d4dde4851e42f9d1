import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PGliteModule from '@electric-sql/pglite';
import { connect } from './postgres.js';

/** Runs one SQL statement with parameters and answers its rows. */
export type SqlRunner = <T>(text: string, params: unknown[]) => Promise<T[]>;

/**
 * Signed-in accounts made straight in the database: customers and admins with a live session each, and a
 * session for an approved rider of the demo data. Signing thousands in through the API is not possible
 * from one address (code checks are limited per address); the sessions made here are the rows a sign-in
 * makes (only the SHA-256 of the token is stored), and the API checks them on every request as usual.
 */
export interface BenchAccounts {
  customerTokens: string[];
  adminTokens: string[];
  rider: { id: string; token: string };
}

export async function seedBenchAccounts(run: SqlRunner, counts: { customers: number; admins: number }): Promise<BenchAccounts> {
  const prefix = `bench-${randomBytes(12).toString('base64url')}-`;
  // The token is the prefix ($2) and something unique to the row; the session row keeps its SHA-256.
  const tokenHash = (unique: string) => `encode(sha256(convert_to($2 || ${unique}, 'UTF8')), 'hex')`;
  await run(
    `with made as (
       insert into users (phone, name, is_verified)
       select '91' || (7000000000 + g)::text, 'Bench customer ' || g, true from generate_series(1, $1::int) g
       returning id, phone)
     insert into sessions (token_hash, subject, user_id, expires_at)
     select ${tokenHash('phone')}, 'customer', id, now() + interval '1 day' from made`,
    [counts.customers, prefix],
  );
  await run(
    `with made as (
       insert into admin_users (username, password_hash)
       select 'bench-admin-' || g, 'none: bench accounts never sign in with a password' from generate_series(1, $1::int) g
       returning id, username)
     insert into sessions (token_hash, subject, admin_id, expires_at)
     select ${tokenHash('username')}, 'admin', id, now() + interval '1 day' from made`,
    [counts.admins, prefix],
  );
  const [rider] = await run<{ id: string }>(`select id from riders where status = 'approved' order by created_at limit 1`, []);
  if (!rider) throw new Error('No approved rider in the database (the demo data has two)');
  await run(
    `insert into sessions (token_hash, subject, rider_id, expires_at) values (${tokenHash(`'rider'`)}, 'rider', $1, now() + interval '1 day')`,
    [rider.id, prefix],
  );
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  return {
    customerTokens: range(counts.customers).map((i) => `${prefix}91${7_000_000_000 + i}`),
    adminTokens: range(counts.admins).map((i) => `${prefix}bench-admin-${i}`),
    rider: { id: rider.id, token: `${prefix}rider` },
  };
}

/**
 * Runs `work` on a database the API is not running on: an embedded data folder (opened with the PGlite of the
 * build being measured, so its file format matches) or a PostgreSQL URL.
 */
export async function withDatabase<T>(
  target: { apiMain: string; dataDir: string } | { url: string },
  work: (run: SqlRunner) => Promise<T>,
): Promise<T> {
  if ('url' in target) {
    const sql = connect(target.url);
    try {
      return await work(async (text, params) => [...(await sql.unsafe(text, params as never[]))] as never);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  const { PGlite } = createRequire(target.apiMain)('@electric-sql/pglite') as typeof PGliteModule;
  // The API keeps its embedded database in DATA_DIR/pglite.
  const db = new PGlite(path.join(target.dataDir, 'pglite'));
  try {
    return await work(async (text, params) => (await db.query(text, params)).rows as never);
  } finally {
    await db.close();
  }
}
