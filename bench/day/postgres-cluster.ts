import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { startProcess, stopProcess, waitUntil, type Started } from './processes.js';

/** The PostgreSQL the day runs on: a throwaway cluster of its own, or a fresh database on a server it was given. */
export interface DayPostgres {
  kind: 'throwaway' | 'existing';
  /** postgres://…/washday: what the API instances get as DATABASE_URL. */
  databaseUrl: string;
  /** Why restartPostgres cannot run here (an existing server is not ours to restart); undefined when it can. */
  restartUnavailable: string | undefined;
  /** The postmaster's pid (throwaway cluster only), for CPU and memory samples. */
  pid(): number | undefined;
  /** Fast shutdown (pg_ctl's `-m fast`: SIGINT to the postmaster), then start again and wait until it answers. */
  restart(): Promise<{ downAt: number; upAt: number }>;
  /** pg_terminate_backend on every connection to the app's database except our own. */
  terminateConnections(): Promise<{ at: number; terminated: number }>;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** Where the cluster's files go (removed on stop). */
  dir: string;
  logsDir: string;
  port: number;
  /** The server to fall back on when no cluster can be made (DAY_DATABASE_URL). */
  fallbackUrl: string | undefined;
  database?: string;
  /** Keep the cluster's files after stop (for a look at them). */
  keep?: boolean;
  log: (line: string) => void;
}

const connect = (url: string) => postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });

/** PostgreSQL's server binaries: version 15 (what production runs) when installed, else the newest there is. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const chosen = versions.includes('15') ? '15' : versions[0];
  return chosen ? path.join(root, chosen, 'bin') : undefined;
}

/** The user the cluster runs as: initdb and postgres refuse root, so root runs them as `postgres`. */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

async function answers(url: string): Promise<boolean> {
  const sql = connect(url);
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

async function terminate(adminUrl: string, database: string): Promise<{ at: number; terminated: number }> {
  const sql = connect(adminUrl);
  try {
    const at = Date.now();
    // Targets chosen first: in one WHERE the planner may call pg_terminate_backend before the other tests.
    const rows = await sql<{ terminated: number }[]>`
      with targets as materialized (
        select pid from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()
      )
      select count(*) filter (where pg_terminate_backend(pid))::int as terminated from targets`;
    return { at, terminated: rows[0]?.terminated ?? 0 };
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

async function throwawayCluster(options: PostgresOptions, bin: string, database: string): Promise<DayPostgres> {
  const user = clusterUser();
  const dataDir = path.join(options.dir, 'data');
  const socketDir = path.join(options.dir, 'socket');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  mkdirSync(socketDir, { recursive: true });
  if (user) for (const dir of [options.dir, dataDir, socketDir]) chownSync(dir, user.uid, user.gid);
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-instructions'],
    { env, uid: user?.uid, gid: user?.gid, encoding: 'utf8' },
  );
  appendFileSync(path.join(options.logsDir, 'postgres.log'), `${init.stdout ?? ''}${init.stderr ?? ''}`);
  if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.error?.message}): ${init.stderr}`);
  // A realistic server: durable commits (fsync on), room for both instances' pools and the job queue's.
  appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      '# bench/day/topology.ts',
      `port = ${options.port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${socketDir}'`,
      'max_connections = 200',
      'fsync = on',
      'synchronous_commit = on',
      'log_min_messages = warning',
      // The day's statement census (statement-census.ts).
      "shared_preload_libraries = 'pg_stat_statements'",
      'pg_stat_statements.max = 5000',
      "log_line_prefix = '%m [%p] %d '",
      '',
    ].join('\n'),
  );
  const serverUrl = `postgres://postgres@127.0.0.1:${options.port}`;
  let postmaster: Started | undefined;
  const start = async () => {
    postmaster = startProcess('postgres', options.logsDir, path.join(bin, 'postgres'), ['-D', dataDir], {
      env,
      uid: user?.uid,
      gid: user?.gid,
    });
    const started = postmaster;
    await waitUntil(
      'PostgreSQL did not accept connections',
      async () => {
        if (started.child.exitCode !== null) throw new Error(`PostgreSQL exited (${started.child.exitCode}); see ${started.log}`);
        return answers(`${serverUrl}/postgres`);
      },
      60_000,
      50,
    );
  };
  try {
    await start();
    const admin = connect(`${serverUrl}/postgres`);
    try {
      await admin.unsafe(`create database ${database}`);
    } finally {
      await admin.end({ timeout: 1 });
    }
  } catch (error) {
    // A cluster that started but could not be used must not outlive the fallback to another server.
    if (postmaster) await stopProcess(postmaster.child, 'SIGKILL');
    throw error;
  }
  return {
    kind: 'throwaway',
    databaseUrl: `${serverUrl}/${database}`,
    restartUnavailable: undefined,
    pid: () => postmaster?.pid,
    restart: async () => {
      const downAt = Date.now();
      if (postmaster) await stopProcess(postmaster.child, 'SIGINT', 60_000);
      await start();
      return { downAt, upAt: Date.now() };
    },
    terminateConnections: () => terminate(`${serverUrl}/postgres`, database),
    stop: async () => {
      if (postmaster) await stopProcess(postmaster.child, 'SIGINT', 20_000);
      if (!options.keep) rmSync(options.dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the server given by DAY_DATABASE_URL (dropped on stop); it cannot be restarted by us. */
async function existingServer(url: string, database: string): Promise<DayPostgres> {
  const adminUrl = new URL(url);
  if (adminUrl.pathname === '/' || adminUrl.pathname === '') adminUrl.pathname = '/postgres';
  const admin = connect(adminUrl.href);
  const drop = () => admin.unsafe(`drop database if exists ${database} with (force)`);
  await drop();
  await admin.unsafe(`create database ${database}`);
  const databaseUrl = new URL(adminUrl.href);
  databaseUrl.pathname = `/${database}`;
  return {
    kind: 'existing',
    databaseUrl: databaseUrl.href,
    restartUnavailable: 'the day runs on an existing server (DAY_DATABASE_URL), which the harness does not restart',
    pid: () => undefined,
    restart: () => Promise.reject(new Error('restartPostgres is unavailable on an existing server (DAY_DATABASE_URL)')),
    terminateConnections: () => terminate(adminUrl.href, database),
    stop: async () => {
      try {
        await drop();
      } finally {
        await admin.end({ timeout: 1 });
      }
    },
  };
}

/**
 * The day's PostgreSQL: a throwaway cluster (initdb into `dir`, its own port) when PostgreSQL's binaries and a user
 * to run them are there; else a fresh database on DAY_DATABASE_URL's server, saying why.
 */
export async function startPostgres(options: PostgresOptions): Promise<DayPostgres> {
  const database = options.database ?? 'washday';
  const bin = findPostgresBin();
  let reason: string;
  if (!bin) reason = 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin';
  else {
    try {
      return await throwawayCluster(options, bin, database);
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
      rmSync(options.dir, { recursive: true, force: true });
    }
  }
  if (!options.fallbackUrl)
    throw new Error(
      `Could not create a throwaway PostgreSQL cluster (${reason}), and DAY_DATABASE_URL is not set to fall back on`,
    );
  options.log(`Could not create a throwaway PostgreSQL cluster (${reason}); using a fresh database on DAY_DATABASE_URL instead`);
  options.log('The restartPostgres fault is unavailable on that server.');
  const dbName = database === 'washday' ? 'washday_day' : database;
  return existingServer(options.fallbackUrl, dbName);
}
