import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// PGlite on disk does not persist commits by itself: it starts PostgreSQL with fsync off (-F), and the
// Emscripten file layer under it (NODEFS) ignores fsync. A commit then reaches the operating system's
// cache but not the disk, so it survives a crash of the process but not a power loss. Here fsync is on,
// the WAL is flushed with fsync() (Emscripten's fdatasync is a no-op), and NODEFS's fsync calls the real one.

/** PGlite's start parameters without `-F`, flushing the WAL with fsync(). */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

type PostgresModule = Parameters<NodeFS['init']>[1];
interface EmscriptenStream {
  nfd: number;
}
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number };
}
type ErrnoErrorClass = new (errno: number) => Error;

const EMSCRIPTEN_EIO = 29;
/** Files flushed at once (well under the usual limit of 1024 open files). */
const SYNC_BATCH = 64;

/** A data folder on disk whose fsync calls reach the disk. */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresModule) {
    const result = await super.init(pg, opts);
    const preRun = [...(result.emscriptenOpts.preRun ?? [])];
    preRun.push((mod) => {
      const nodefs = mod.NODEFS as unknown as NodeFsInternals;
      const ErrnoError = (mod.FS as unknown as { ErrnoError: ErrnoErrorClass }).ErrnoError;
      nodefs.stream_ops.fsync = (stream) => {
        try {
          // Looked up on the module at each call so a test can watch it.
          fs.fsyncSync(stream.nfd);
          return 0;
        } catch {
          // PostgreSQL stops rather than carry on with a write it cannot vouch for.
          throw new ErrnoError(EMSCRIPTEN_EIO);
        }
      };
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/** Flushes a new data folder (written by initdb, which PGlite runs without syncing): every file, folder, and its entry in its parent. */
export async function syncNewDataDir(dir: string): Promise<void> {
  // Many at a time: a thousand files one after another take seconds, in batches a fraction of one.
  const paths = [...listTree(dir), path.dirname(dir)];
  for (let i = 0; i < paths.length; i += SYNC_BATCH) await Promise.all(paths.slice(i, i + SYNC_BATCH).map(syncPath));
}

function listTree(dir: string): string[] {
  const paths = [dir];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) paths.push(...listTree(full));
    else if (entry.isFile()) paths.push(full);
  }
  return paths;
}

async function syncPath(target: string): Promise<void> {
  const handle = await fs.promises.open(target, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null; // a temporary file PostgreSQL removed meanwhile
    throw error;
  });
  if (!handle) return;
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
