import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Booking } from '@washday/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadEnv, type Env } from '../config/env.js';
import { opsSocketPath, probeOpsSocket, startOpsSocket, type OpsSocket } from '../lifecycle/ops-socket.js';
import { checkoutFixtures } from '../test/checkout-fixtures.js';
import { TestClock, type TestContext } from '../test/test-app.js';
import { migratedPglite, snapshotPath } from '../test/test-database.js';
import { BackupRefusedError, materialise, restoreBackup, takeBackup } from './backup.js';
import { openDatabase, type Database } from './client.js';
import { seedReferenceData } from './seed/seed-reference.js';

// npm run db:backup / db:restore on a real embedded database on disk (a temporary DATA_DIR), with the app running on it
// as main.ts runs it: the operations socket answers backups while bookings are being written.

const scratch = mkdtempSync(path.join(os.tmpdir(), 'washday-backup-test-'));
const envFor = (dataDir: string, extra: Record<string, string> = {}): Env =>
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, ...extra });

/** A migrated empty database's tarball: the test snapshot when there is one, else made (and saved) once. */
async function migratedTarball(): Promise<Uint8Array> {
  if (existsSync(snapshotPath())) return readFileSync(snapshotPath());
  const database = await migratedPglite();
  try {
    return new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Every file under a folder with its size and modification time: what "untouched" means below. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    });
}

/** A DATA_DIR stand-in: a database folder and a private file, enough to see what a restore moves, keeps or touches. */
function fakeDataDir(dir: string): void {
  mkdirSync(path.join(dir, 'pglite'), { recursive: true });
  writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), 'stand-in');
  mkdirSync(path.join(dir, 'private'));
  writeFileSync(path.join(dir, 'private', 'kept.jpg'), 'kept');
}

function siblingsOf(dir: string): string[] {
  return readdirSync(path.dirname(dir)).filter((name) => name.startsWith(path.basename(dir)));
}

describe('backups of the embedded database', () => {
  const liveDir = path.join(scratch, 'live');
  const env = envFor(liveDir, { OPEN_BOOKINGS_PER_CUSTOMER: '1000', BOOKINGS_PER_CUSTOMER_PER_HOUR: '1000' });
  const ctx = { env, dataDir: liveDir, clock: new TestClock() } as TestContext;
  const { customer, book, order } = checkoutFixtures(ctx);
  let database: Database;
  let socket: OpsSocket | null = null;
  let backupFile = '';
  const committedBefore: string[] = [];
  const committed: string[] = [];

  beforeAll(async () => {
    await materialise(path.join(liveDir, 'pglite'), await migratedTarball());
    mkdirSync(path.join(liveDir, 'private'));
    writeFileSync(path.join(liveDir, 'private', 'selfie.jpg'), 'a private file');
    database = await openDatabase({ dataDir: liveDir });
    await seedReferenceData(database.db);
    ctx.database = database;
    ctx.app = await buildApp({
      env,
      database,
      logger: false,
      clock: ctx.clock,
      rateLimits: { bookingCreates: { max: 10_000, windowMs: 60_000 } },
    });
    await ctx.app.ready();
    // As main.ts does for the embedded database.
    socket = await startOpsSocket({ dataDir: liveDir, dumpDataDir: database.dumpDataDir!, log: ctx.app.log });
  });
  afterAll(async () => {
    await socket?.close();
    await ctx.app?.close();
    await database?.close().catch(() => undefined); // closed already by the last test
    rmSync(scratch, { recursive: true, force: true });
  });

  type Customer = { headers: Record<string, string>; addressId: string; placed: number };
  async function placeBooking(who: Customer): Promise<string> {
    // Each of a customer's orders with its own amount: the same order again within two minutes is a double submission.
    const services = [{ id: 'iron-regular', quantity: ++who.placed }];
    const { res, body } = await book(who.headers, order(who.addressId, { services }));
    expect(res.statusCode, res.body).toBe(201);
    committed.push((body.booking as Booking).id);
    return (body.booking as Booking).id;
  }

  it('takes a consistent copy through the running app while bookings are written, and restores every booking made before it', async () => {
    expect(socket?.path).toBe(opsSocketPath(liveDir));
    expect(statSync(socket!.path).mode & 0o777).toBe(0o600);
    const people: Customer[] = [];
    for (let i = 0; i < 3; i++) people.push({ ...(await customer()), placed: 0 });
    for (let i = 0; i < 9; i++) committedBefore.push(await placeBooking(people[i % 3]!));

    // Writers keep booking while the backup is asked for, taken, sent and read back (up to 20 orders each).
    let backupDone = false;
    const duringBackup: string[] = [];
    const writers = people.map(async (who) => {
      while (!backupDone && who.placed < 20) duringBackup.push(await placeBooking(who));
    });
    backupFile = path.join(scratch, 'backups', 'during-writes.tar.gz');
    const result = await takeBackup(env, { file: backupFile }).finally(() => {
      backupDone = true;
    });
    await Promise.all(writers);

    expect(result).toMatchObject({ file: backupFile, source: 'running app' });
    expect(result.bytes).toBe(statSync(backupFile).size);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(duringBackup.length).toBeGreaterThan(0);
    expect(result.bookings).toBeGreaterThanOrEqual(committedBefore.length);
    expect(result.bookings).toBeLessThanOrEqual(committedBefore.length + duringBackup.length);

    // Restored into another folder, whose database (a stand-in here) is moved aside and whose private files stay.
    const freshDir = path.join(scratch, 'fresh');
    fakeDataDir(freshDir);
    chmodSync(freshDir, 0o750);
    // Restored as root, the folder stays its user's (here uid/gid 1, when the test runs as root).
    const asRoot = process.getuid?.() === 0;
    if (asRoot)
      for (const entry of ['', ...readdirSync(freshDir, { recursive: true, encoding: 'utf8' })])
        chownSync(path.join(freshDir, entry), 1, 1);
    const restored = await restoreBackup(envFor(freshDir), backupFile, { now: new Date('2026-11-30T01:02:03Z') });
    expect(restored).toEqual({
      dataDir: freshDir,
      bookings: result.bookings,
      movedAside: `${freshDir}.before-restore-2026-11-30T01-02-03Z`,
    });
    expect(readFileSync(path.join(restored.movedAside!, 'pglite', 'PG_VERSION'), 'utf8')).toBe('stand-in');
    expect(readFileSync(path.join(restored.movedAside!, 'private', 'kept.jpg'), 'utf8')).toBe('kept');
    expect(readFileSync(path.join(freshDir, 'private', 'kept.jpg'), 'utf8')).toBe('kept');
    expect(statSync(freshDir).mode & 0o777).toBe(0o750);
    if (asRoot)
      for (const entry of ['pglite', 'pglite/PG_VERSION', 'pglite/base', 'private/kept.jpg'])
        expect(statSync(path.join(freshDir, entry)), entry).toMatchObject({ uid: 1, gid: 1 });

    const reopened = await openDatabase({ dataDir: freshDir });
    try {
      const rows = await reopened.db.execute<{ id: string }>('select id from bookings' as never);
      const ids = new Set((Array.isArray(rows) ? rows : (rows as unknown as { rows: { id: string }[] }).rows).map((r) => r.id));
      expect(ids.size).toBe(result.bookings);
      for (const id of committedBefore) expect(ids.has(id), `booking ${id} made before the backup`).toBe(true);
      for (const id of ids) expect([...committedBefore, ...duringBackup]).toContain(id);
    } finally {
      await reopened.close();
    }
  }, 180_000);

  it('refuses to restore while the app answers on the socket, touching nothing', async () => {
    expect(await probeOpsSocket(liveDir)).toBe('answers');
    const before = listing(liveDir).filter((line) => !line.startsWith('pglite'));
    const error = await restoreBackup(env, backupFile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupRefusedError);
    expect((error as Error).message).toMatch(/Washday is running on .*Stop it first/);
    expect(listing(liveDir).filter((line) => !line.startsWith('pglite'))).toEqual(before);
    expect(siblingsOf(liveDir)).toEqual(['live']);
  }, 60_000);

  it('refuses a damaged or foreign file before anything is touched', async () => {
    const target = path.join(scratch, 'untouched');
    fakeDataDir(target);
    const before = listing(target);
    const whole = readFileSync(backupFile);
    const files = {
      garbage: Buffer.from('this is not a backup at all, just some text'.repeat(40)),
      truncated: whole.subarray(0, Math.floor(whole.length / 2)),
      'gzip of something else': gzipSync(Buffer.alloc(4096, 7)),
    };
    for (const [name, bytes] of Object.entries(files)) {
      const file = path.join(scratch, `${name}.tar.gz`);
      writeFileSync(file, bytes);
      const error = await restoreBackup(envFor(target), file).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(BackupRefusedError);
      expect((error as Error).message, name).toMatch(/damaged|not a backup of the embedded database/);
      expect((error as Error).message, name).toContain('nothing was changed');
    }
    expect(listing(target)).toEqual(before);
    expect(siblingsOf(target)).toEqual(['untouched']);
  }, 60_000);

  it('never writes over an existing file', async () => {
    const error = await takeBackup(env, { file: backupFile }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupRefusedError);
    expect((error as Error).message).toContain('exists already');
  });

  it('removes its socket on close; with no app running, backs up from the folder; a crashed app’s socket is replaced', async () => {
    await socket!.close();
    socket = null;
    expect(existsSync(opsSocketPath(liveDir))).toBe(false);
    await ctx.app.close();
    await database.close().catch(() => undefined);

    const offline = await takeBackup(env, { file: path.join(scratch, 'backups', 'offline.tar.gz') });
    expect(offline).toMatchObject({ source: 'data folder', bookings: committed.length });

    // A process killed with its socket open leaves the file behind, refusing connections.
    const leftover = spawnSync(
      process.execPath,
      [
        '-e',
        `require('net').createServer().listen(${JSON.stringify(opsSocketPath(liveDir))}, () => process.kill(process.pid, 'SIGKILL'))`,
      ],
      { timeout: 20_000 },
    );
    expect(leftover.signal).toBe('SIGKILL');
    expect(existsSync(opsSocketPath(liveDir))).toBe(true);
    expect(await probeOpsSocket(liveDir)).toBe('absent');
    const noop = { info: () => undefined, warn: () => undefined };
    socket = await startOpsSocket({ dataDir: liveDir, dumpDataDir: () => Promise.resolve(new Blob([])), log: noop });
    expect(await probeOpsSocket(liveDir)).toBe('answers');
    // A second process on the same folder is refused rather than opening one embedded database twice.
    await expect(
      startOpsSocket({ dataDir: liveDir, dumpDataDir: () => Promise.resolve(new Blob([])), log: noop }),
    ).rejects.toThrow(/Another Washday process is running/);
  }, 120_000);

  it('with a DATA_DIR too long for a socket, refuses a database that is open (postmaster.pid) rather than trust the silence', async () => {
    const longDir = path.join(scratch, 'a-data-folder-whose-path-is-longer-than-a-unix-socket-may-be'.repeat(2));
    fakeDataDir(longDir);
    writeFileSync(path.join(longDir, 'pglite', 'postmaster.pid'), '42');
    const before = listing(longDir);
    // Each started only when awaited: a refusal raised while the other is awaited would be unhandled.
    for (const attempt of [
      () => takeBackup(envFor(longDir), { file: path.join(scratch, 'long.tar.gz') }),
      () => restoreBackup(envFor(longDir), backupFile),
    ]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackupRefusedError);
      expect((error as Error).message).toMatch(/too long a path .* stop the app first/);
    }
    expect(listing(longDir)).toEqual(before);
    expect(existsSync(path.join(scratch, 'long.tar.gz'))).toBe(false);
    // Closed (no postmaster.pid), it is the folder's own to restore into.
    rmSync(path.join(longDir, 'pglite', 'postmaster.pid'));
    const restored = await restoreBackup(envFor(longDir), backupFile, { now: new Date('2026-11-30T02:00:00Z') });
    expect(restored.movedAside).toBe(`${longDir}.before-restore-2026-11-30T02-00-00Z`);
  }, 60_000);

  it('refuses on PostgreSQL (DATABASE_URL), pointing to pg_dump', async () => {
    const postgresEnv = envFor(path.join(scratch, 'unused'), { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    for (const attempt of [() => takeBackup(postgresEnv), () => restoreBackup(postgresEnv, backupFile)]) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackupRefusedError);
      expect((error as Error).message).toMatch(/DATABASE_URL is set.*pg_dump/);
    }
    expect(existsSync(path.join(scratch, 'unused'))).toBe(false);
  });
});

describe('the app on the embedded database (main.ts)', () => {
  it('answers on its operations socket while it runs, and removes it when stopped', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'washday-backup-main-'));
    // Migrated already, so the start only checks the migrations.
    await materialise(path.join(dataDir, 'pglite'), await migratedTarball());
    const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const app = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => app.once('exit', (code) => resolve(code)));
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Washday is running')) resolve();
        };
        app.stdout.on('data', read);
        app.stderr.on('data', read);
        void exited.then((code) => reject(new Error(`the app exited (${code}) before it was running:\n${output}`)));
      });
      expect(await probeOpsSocket(dataDir)).toBe('answers');
      expect(statSync(opsSocketPath(dataDir)).mode & 0o777).toBe(0o600);

      app.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(opsSocketPath(dataDir))).toBe(false);
    } finally {
      app.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
