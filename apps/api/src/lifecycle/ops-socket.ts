import { chmodSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { isMainThread } from 'node:worker_threads';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

// The running app's operations socket: a Unix socket inside DATA_DIR through which `npm run db:backup` asks the app
// (the one process that may open its embedded database) for a consistent copy, and `npm run db:restore` learns that
// the app is running. Only users who can enter DATA_DIR reach it; the socket itself is the owner's only (0600).

export const OPS_SOCKET_NAME = 'washday-ops.sock';
/** Unix socket paths are limited to about 108 bytes (sun_path); longer ones cannot be bound. */
const MAX_SOCKET_PATH = 100;
/** How long the app may take to answer whether it runs (it may be busy for a moment, e.g. the nightly VACUUM). */
const STATUS_TIMEOUT_MS = 5000;
/** How long a backup may go without a byte: the app answers once its copy is taken, which grows with the database. */
const BACKUP_IDLE_TIMEOUT_MS = 10 * 60_000;

export function opsSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), OPS_SOCKET_NAME);
}

/** Whether an app on this DATA_DIR can listen on the socket at all (a Unix socket's path has a length limit). */
export function opsSocketUsable(dataDir: string): boolean {
  return Buffer.byteLength(opsSocketPath(dataDir)) <= MAX_SOCKET_PATH;
}

export interface OpsSocketOptions {
  dataDir: string;
  /** The embedded database's data folder as an uncompressed tarball, taken while no statement runs. */
  dumpDataDir: () => Promise<Blob>;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

export interface OpsSocket {
  path: string;
  close(): Promise<void>;
}

export class OpsSocketInUseError extends Error {}

/** Listens on DATA_DIR/washday-ops.sock, replacing a socket a crashed process left; refuses when another process answers on it. */
export async function startOpsSocket(options: OpsSocketOptions): Promise<OpsSocket | null> {
  const socketPath = opsSocketPath(options.dataDir);
  if (!opsSocketUsable(options.dataDir)) {
    options.log.warn({ socketPath }, 'DATA_DIR is too long a path for the operations socket; db:backup cannot reach this app');
    return null;
  }
  let backupRunning = false;
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/status') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ service: 'washday', pid: process.pid }));
      return;
    }
    if (req.method === 'POST' && req.url === '/backup') {
      if (backupRunning) {
        res.writeHead(409, { 'content-type': 'text/plain' }).end('A backup is already being taken\n');
        return;
      }
      backupRunning = true;
      void sendBackup(options, res).finally(() => {
        backupRunning = false;
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
  });

  if (await listenOn(server, socketPath)) {
    // Taken: by a live app (refused: two processes must never open one embedded database) or by a crash's leftover.
    if ((await probeOpsSocket(options.dataDir)) !== 'absent')
      throw new OpsSocketInUseError(
        `Another Washday process is running on ${path.dirname(socketPath)} (it answers on ${socketPath})`,
      );
    rmSync(socketPath, { force: true });
    const error = await listenOn(server, socketPath);
    if (error) throw error;
  }
  chmodSync(socketPath, 0o600);
  options.log.info({ socketPath }, 'operations socket listening');
  return {
    path: socketPath,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(socketPath, { force: true });
    },
  };
}

/** Resolves with the listen error, or undefined once listening; the socket is created owner-only (umask) before chmod. */
function listenOn(server: http.Server, socketPath: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const onError = (error: NodeJS.ErrnoException) => resolve(error);
    server.once('error', onError);
    // Only the main thread may set the umask; elsewhere the chmod after listening is all.
    const umask = isMainThread ? process.umask(0o177) : undefined;
    try {
      server.listen(socketPath, () => {
        server.off('error', onError);
        resolve(undefined);
      });
    } finally {
      if (umask !== undefined) process.umask(umask);
    }
  });
}

async function sendBackup(options: OpsSocketOptions, res: http.ServerResponse): Promise<void> {
  const started = Date.now();
  let dump: Blob;
  try {
    dump = await options.dumpDataDir();
  } catch (error) {
    options.log.warn({ err: error }, 'backup through the operations socket failed');
    res.writeHead(500, { 'content-type': 'text/plain' }).end(`The database could not be copied: ${String(error)}\n`);
    return;
  }
  options.log.info({ bytes: dump.size, ms: Date.now() - started }, 'backup taken through the operations socket');
  res.writeHead(200, { 'content-type': 'application/gzip', 'x-tar-bytes': String(dump.size) });
  // Compressed as it is sent, in zlib's threads rather than the API's one.
  await pipeline(Readable.fromWeb(dump.stream() as Parameters<typeof Readable.fromWeb>[0]), createGzip(), res).catch(
    (error: unknown) => options.log.warn({ err: error }, 'backup client went away before the copy was sent'),
  );
}

/**
 * Whether an app runs on DATA_DIR: 'answers'; 'absent' when there is no socket or a crash left it behind (refused
 * connection); 'unknown' when something holds it but does not answer in time (a stuck process: treat as running).
 */
export async function probeOpsSocket(dataDir: string): Promise<'answers' | 'absent' | 'unknown'> {
  try {
    const res = await request(dataDir, 'GET', '/status', STATUS_TIMEOUT_MS);
    res.resume();
    return 'answers';
  } catch (error) {
    return isAbsent(error) ? 'absent' : 'unknown';
  }
}

function isAbsent(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

/**
 * Asks the running app for a backup: resolves with the gzipped tarball's stream, or null when no app answers.
 * Anything else (the app answers but cannot copy) throws with the app's reason.
 */
export async function requestBackup(dataDir: string): Promise<http.IncomingMessage | null> {
  let res: http.IncomingMessage;
  try {
    res = await request(dataDir, 'POST', '/backup', BACKUP_IDLE_TIMEOUT_MS);
  } catch (error) {
    if (isAbsent(error)) return null;
    throw error;
  }
  if (res.statusCode !== 200) {
    const body = await new Response(Readable.toWeb(res) as ReadableStream).text();
    throw new Error(`The running app refused the backup (${res.statusCode}): ${body.trim()}`);
  }
  return res;
}

function request(dataDir: string, method: string, url: string, idleTimeoutMs: number): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: opsSocketPath(dataDir), method, path: url }, resolve);
    req.setTimeout(idleTimeoutMs, () => req.destroy(new Error('The operations socket did not answer in time')));
    req.on('error', reject);
    req.end();
  });
}
