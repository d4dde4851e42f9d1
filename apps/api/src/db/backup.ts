import { createWriteStream, existsSync } from 'node:fs';
import { chmod, cp, lchown, mkdir, open, readFile, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Env } from '../config/env.js';
import { OPS_SOCKET_NAME, opsSocketUsable, probeOpsSocket, requestBackup } from '../lifecycle/ops-socket.js';
import { openDatabase } from './client.js';
import { DURABLE_START_PARAMS, DurableNodeFS, syncNewDataDir } from './durable-pglite.js';

// Backups of the embedded database (npm run db:backup / db:restore). A backup is PGlite's own data-folder tarball
// (dumpDataDir), gzipped: taken by the running app through its operations socket, where PGlite runs one statement at a
// time, so the copy is one point in time; or, with no app running, from the folder itself. PostgreSQL deployments use
// pg_dump or base backups instead (docs/deploy.md).

/** A refusal the scripts print as it is (no stack): the reason and what to do instead. */
export class BackupRefusedError extends Error {}

/** The embedded database's folder inside DATA_DIR (client.ts opens it there). */
const PGLITE_FOLDER = 'pglite';

export interface BackupResult {
  file: string;
  bytes: number;
  bookings: number;
  source: 'running app' | 'data folder';
}

export interface RestoreResult {
  dataDir: string;
  bookings: number;
  /** Where the data folder that was there went (kept, never deleted), or null when there was none. */
  movedAside: string | null;
}

const POSTGRES_REFUSAL =
  'DATABASE_URL is set: this deployment runs on PostgreSQL, whose backups are made with pg_dump -Fc (restored with ' +
  'pg_restore) or base backups with WAL archiving; see docs/deploy.md, "Backups".';

/** 2026-11-30T01-02-03Z: an ISO time that is also a file name everywhere. */
export function fileStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

/** Writes a consistent copy of the embedded database to `file` (default backups/washday-<time>.tar.gz), never over another. */
export async function takeBackup(env: Env, options: { file?: string; now?: Date } = {}): Promise<BackupResult> {
  if (env.DATABASE_URL) throw new BackupRefusedError(POSTGRES_REFUSAL);
  const file = path.resolve(options.file ?? path.join('backups', `washday-${fileStamp(options.now ?? new Date())}.tar.gz`));
  if (existsSync(file)) throw new BackupRefusedError(`${file} exists already; a backup never replaces another. Name a new file.`);
  await mkdir(path.dirname(file), { recursive: true });

  let source: BackupResult['source'];
  // No app can listen where the socket's path would be too long (refuseIfOpenWithoutSocket then guards the folder).
  const answer = opsSocketUsable(env.DATA_DIR)
    ? await requestBackup(env.DATA_DIR).catch((error: Error) => {
        throw new BackupRefusedError(error.message);
      })
    : null;
  try {
    if (answer) {
      source = 'running app';
      await pipeline(answer, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } else {
      source = 'data folder';
      await dumpDataFolder(env.DATA_DIR, file);
    }
    await syncFile(file);
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  // Read back as a restore would, so a backup that could not be restored is known now rather than on the bad day.
  const bookings = await readBackup(file)
    .then(countBookings)
    .catch(async (error: unknown) => {
      await rm(file, { force: true });
      throw error;
    });
  return { file, bytes: (await stat(file)).size, bookings, source };
}

/** No app runs on DATA_DIR: opens the folder itself (the one process on it) and dumps it. */
async function dumpDataFolder(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, PGLITE_FOLDER, 'PG_VERSION')))
    throw new BackupRefusedError(`There is no embedded database in ${path.resolve(dataDir)} (DATA_DIR) to back up.`);
  refuseIfOpenWithoutSocket(dataDir);
  const database = await openDatabase({ dataDir });
  try {
    const dump = await database.dumpDataDir!();
    await pipeline(
      Readable.fromWeb(dump.stream() as Parameters<typeof Readable.fromWeb>[0]),
      createGzip(),
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
  } finally {
    await database.close();
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Puts a backup in place of DATA_DIR's database. Refused while an app runs on it, and for a file that is not a loadable
 * Washday database (checked in memory before anything on disk is touched). The folder that was there is moved aside
 * to DATA_DIR.before-restore-<time>, never deleted; its other files (private documents and photos) are copied back.
 */
export async function restoreBackup(env: Env, file: string, options: { now?: Date } = {}): Promise<RestoreResult> {
  if (env.DATABASE_URL) throw new BackupRefusedError(POSTGRES_REFUSAL);
  const dataDir = path.resolve(env.DATA_DIR);
  const running = opsSocketUsable(dataDir) ? await probeOpsSocket(dataDir) : 'absent';
  if (running !== 'absent')
    throw new BackupRefusedError(
      `Washday is running on ${dataDir} (${running === 'answers' ? 'it answers' : 'something holds but does not answer'} on ` +
        `${path.join(dataDir, OPS_SOCKET_NAME)}). Stop it first (systemctl stop washday@…), then restore.`,
    );
  refuseIfOpenWithoutSocket(dataDir);
  const tar = await readBackup(path.resolve(file));
  await countBookings(tar);

  const movedAside = existsSync(dataDir) ? `${dataDir}.before-restore-${fileStamp(options.now ?? new Date())}` : null;
  const previous = movedAside ? await stat(dataDir) : null;
  if (movedAside) {
    if (existsSync(movedAside)) throw new BackupRefusedError(`${movedAside} exists already; try again in a second.`);
    await rename(dataDir, movedAside);
  }
  try {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    const bookings = await materialise(path.join(dataDir, PGLITE_FOLDER), tar);
    if (movedAside) await copyOtherFiles(movedAside, dataDir);
    if (previous) await takeOwnership(dataDir, previous);
    return { dataDir, bookings, movedAside };
  } catch (error) {
    // Back as it was: the half-written folder goes, the one moved aside returns.
    await rm(dataDir, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, dataDir);
    throw error;
  }
}

/**
 * Where the app cannot listen on the socket (too long a DATA_DIR path), its silence proves nothing: PostgreSQL's
 * postmaster.pid, there while a database is open, then counts as the app running (after a crash, start and stop it once).
 */
function refuseIfOpenWithoutSocket(dataDir: string): void {
  if (opsSocketUsable(dataDir) || !existsSync(path.join(dataDir, PGLITE_FOLDER, 'postmaster.pid'))) return;
  throw new BackupRefusedError(
    `${path.resolve(dataDir)} is too long a path for the app's operations socket, and its database is open ` +
      '(postmaster.pid): stop the app first, or move DATA_DIR to a shorter path to back up while it runs.',
  );
}

/** Writes the tarball out as a data folder on disk (PGlite extracts it at start), flushed to the disk; gives its booking count. */
export async function materialise(pgliteDir: string, tar: Uint8Array): Promise<number> {
  await mkdir(pgliteDir, { recursive: true });
  const client = await PGlite.create({
    fs: new DurableNodeFS(pgliteDir),
    startParams: DURABLE_START_PARAMS,
    loadDataDir: tarBlob(tar),
  });
  let bookings: number;
  try {
    bookings = await bookingCount(client);
  } finally {
    await client.close();
  }
  await syncNewDataDir(pgliteDir);
  return bookings;
}

/** Private files (rider documents, pickup photos) are written once under their own keys, so the old ones serve the restore. */
async function copyOtherFiles(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from)) {
    if (entry === PGLITE_FOLDER || entry === OPS_SOCKET_NAME) continue;
    await cp(path.join(from, entry), path.join(to, entry), { recursive: true, preserveTimestamps: true });
  }
}

/**
 * The new folder gets the old one's mode and, when restored as root (who alone may move the folder out of /var/lib),
 * its owner throughout: the app's user must still be able to write its database.
 */
async function takeOwnership(dir: string, previous: { mode: number; uid: number; gid: number }): Promise<void> {
  await chmod(dir, previous.mode & 0o7777);
  if (process.getuid?.() !== 0) return;
  for (const entry of ['', ...(await readdir(dir, { recursive: true }))])
    await lchown(path.join(dir, entry), previous.uid, previous.gid);
}

/**
 * The uncompressed tarball of a backup file, refused unless it is a PGlite data folder: gzip intact (its checksum
 * covers every byte), every tar header's checksum right, and PG_VERSION among the entries. Checked here so a damaged
 * file never reaches PGlite, whose loader fails on it outside any promise a caller could catch.
 */
export async function readBackup(file: string): Promise<Uint8Array> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new BackupRefusedError(`${file} cannot be read: ${(error as Error).message}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = gunzipSync(bytes);
    } catch (error) {
      throw new BackupRefusedError(`${file} is damaged (gzip: ${(error as Error).message}); nothing was changed.`);
    }
  }
  const problem = tarProblem(bytes);
  if (problem)
    throw new BackupRefusedError(`${file} is not a backup of the embedded database (${problem}); nothing was changed.`);
  return bytes;
}

function tarProblem(tar: Uint8Array): string | null {
  const BLOCK = 512;
  let offset = 0;
  let hasVersion = false;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return hasVersion ? null : 'no PG_VERSION in it';
    const field = (from: number, length: number) =>
      Buffer.from(header.subarray(from, from + length))
        .toString('latin1')
        .replace(/\0.*$/s, '')
        .trim();
    // The checksum counts its own field as spaces.
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
    if (Number.parseInt(field(148, 8), 8) !== sum) return `a damaged tar header at byte ${offset}`;
    const name = path.posix.join(field(345, 155), field(0, 100));
    if (name.replace(/^\/+/, '') === 'PG_VERSION') hasVersion = true;
    const size = Number.parseInt(field(124, 12) || '0', 8);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return 'it ends early';
}

/** Loads the tarball into a throwaway in-memory PGlite and counts its bookings; refuses one that does not start or has none. */
export async function countBookings(tar: Uint8Array): Promise<number> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ loadDataDir: tarBlob(tar) });
    return await bookingCount(client);
  } catch (error) {
    throw new BackupRefusedError(
      `The backup does not open as a Washday database (${(error as Error).message}); nothing was changed.`,
    );
  } finally {
    await client?.close().catch(() => undefined);
  }
}

async function bookingCount(client: PGlite): Promise<number> {
  const result = await client.query<{ count: number }>('select count(*)::int as count from bookings');
  return result.rows[0]!.count;
}

function tarBlob(tar: Uint8Array): Blob {
  return new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' });
}
