import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { withDatabase, type SqlRunner } from './bench-accounts.js';
import { connect } from './postgres.js';
import type { BenchContext } from './types.js';

/** A database filled by `npm run seed:scale`, kept between runs (seeding a million bookings takes minutes). */
export type ScaleTarget = { kind: 'postgres'; url: string; label: string } | { kind: 'pglite'; dataDir: string; label: string };

/** What seed:scale recorded: how many bookings, and the moment its two years end. */
export interface ScaleMarker {
  bookings: number;
  customers: number;
  asOf: Date;
}

export const sizeLabel = (bookings: number) => (bookings >= 1_000_000 ? `${bookings / 1_000_000}m` : `${bookings / 1000}k`);

const runOn = <T>(context: BenchContext, target: ScaleTarget, work: (run: SqlRunner) => Promise<T>) =>
  withDatabase(target.kind === 'postgres' ? { url: target.url } : { apiMain: context.apiMain, dataDir: target.dataDir }, work);

async function readMarker(context: BenchContext, target: ScaleTarget): Promise<ScaleMarker | null> {
  if (target.kind === 'pglite' && !existsSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'))) return null;
  try {
    return await runOn(context, target, async (run) => {
      const [present] = await run<{ t: string | null }>(`select to_regclass('washday_scale.seed')::text as t`, []);
      if (!present?.t) return null;
      const [row] = await run<{ bookings: number; customers: number; as_of: string | Date }>(
        'select bookings, customers, as_of from washday_scale.seed order by seeded_at desc limit 1',
        [],
      );
      return row ? { bookings: Number(row.bookings), customers: Number(row.customers), asOf: new Date(row.as_of) } : null;
    });
  } catch {
    return null; // no such database yet
  }
}

/** Runs `npm run seed:scale` (through tsx, from apps/api) and passes its progress lines to the log. */
async function seed(context: BenchContext, target: ScaleTarget, bookings: number): Promise<void> {
  const where = target.kind === 'postgres' ? ['--database-url', target.url] : ['--data-dir', target.dataDir];
  const tsx = path.join(context.repoRoot, 'node_modules/.bin/tsx');
  const child = spawn(tsx, ['src/scripts/seed-scale.ts', '--bookings', String(bookings), ...where], {
    cwd: path.join(context.repoRoot, 'apps/api'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 20) tail.shift();
      if (line.trim()) context.log(`seed ${target.label}: ${line.trim()}`);
    });
  }
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seed:scale --bookings ${bookings} failed (exit ${String(code)}):\n${tail.join('\n')}`);
}

/**
 * The database for `bookings` bookings: `washday_bench_<size>` on the run's PostgreSQL server, else an embedded data
 * folder kept under node_modules/.cache. Reused when seed:scale's marker says it holds that many; seeded afresh
 * otherwise (a failed or older seed is dropped first).
 */
export async function scaleDatabase(
  context: BenchContext,
  bookings: number,
): Promise<{ target: ScaleTarget; marker: ScaleMarker }> {
  const label = sizeLabel(bookings);
  const target: ScaleTarget = context.postgresUrl
    ? { kind: 'postgres', url: `${context.postgresUrl}/washday_bench_${label}`, label }
    : {
        kind: 'pglite',
        dataDir: path.join(context.repoRoot, 'node_modules/.cache/washday-bench', `lists-pglite-${label}`),
        label,
      };
  const found = await readMarker(context, target);
  if (found?.bookings === bookings) {
    context.log(`${label}: reusing the database seed:scale filled at ${found.asOf.toISOString()}`);
    return { target, marker: found };
  }
  context.log(`${label}: seeding ${bookings.toLocaleString('en-US')} bookings (seed:scale), kept for later runs`);
  if (target.kind === 'postgres') {
    const admin = connect(`${context.postgresUrl}/postgres`);
    try {
      await admin.unsafe(`drop database if exists washday_bench_${label} with (force)`);
      await admin.unsafe(`create database washday_bench_${label}`);
    } finally {
      await admin.end({ timeout: 1 });
    }
  } else {
    rmSync(target.dataDir, { recursive: true, force: true });
  }
  await seed(context, target, bookings);
  const marker = await readMarker(context, target);
  if (!marker) throw new Error(`seed:scale left no marker in ${label}`);
  return { target, marker };
}

/** A signed-in session for a subject, written as a sign-in writes it (only the token's SHA-256 is stored). */
async function session(run: SqlRunner, subject: 'customer' | 'admin', id: string): Promise<string> {
  const token = `bench-lists-${randomBytes(24).toString('base64url')}`;
  const column = subject === 'customer' ? 'user_id' : 'admin_id';
  await run(
    `insert into sessions (token_hash, subject, ${column}, expires_at) values (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, $3, now() + interval '1 day')`,
    [token, subject, id],
  );
  return token;
}

export interface ListAccounts {
  customer: { id: string; phone: string; bookings: number; token: string };
  adminToken: string;
}

/** The customer with the most bookings and seed:scale's admin, each with a fresh session (before the API starts on it). */
export function listAccounts(context: BenchContext, target: ScaleTarget): Promise<ListAccounts> {
  return runOn(context, target, async (run) => {
    const [top] = await run<{ id: string; phone: string; n: number }>(
      `select u.id, u.phone, c.n from (select customer_id, count(*)::int as n from bookings group by 1 order by 2 desc limit 1) c join users u on u.id = c.customer_id`,
      [],
    );
    const [admin] = await run<{ id: string }>(`select id from admin_users where username = 'scale-admin'`, []);
    if (!top || !admin) throw new Error(`${target.label} has no bookings or no scale-admin: seed it again`);
    return {
      customer: { id: top.id, phone: top.phone.slice(2), bookings: Number(top.n), token: await session(run, 'customer', top.id) },
      adminToken: await session(run, 'admin', admin.id),
    };
  });
}
