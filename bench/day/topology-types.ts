// The day's topology as its callers see it (bench/day/topology.ts starts it).

export interface TopologyOptions {
  /** API instances behind nginx (2). */
  instances?: number;
  /** The first instance's port; the others follow (3001, 3002). */
  apiBasePort?: number;
  /** nginx's port for clients (18080). */
  nginxPort?: number;
  /** The throwaway cluster's port (55432). */
  postgresPort?: number;
  /** The throwaway Redis's port (56379). */
  redisPort?: number;
  /** Environment for every API instance, over the topology's own (rate limits raised, TRUST_PROXY, …). */
  env?: Record<string, string>;
  /** Per-instance environment over `env`, given the run's folders (say a journal file per instance in `logs`). */
  instanceEnv?: (instance: { index: number; name: string; logs: string; dataDir: string }) => Record<string, string>;
  /** nginx worker processes (1: a worker holds 10,000+ connections; the cores go to the API and PostgreSQL). */
  nginxWorkers?: number;
  /** Connections per nginx worker (16,384, within the hard file limit: each open stream takes a client and an upstream connection). */
  nginxWorkerConnections?: number;
  /** Wait between an instance's death and its start again, as systemd's RestartSec=1s in deploy/systemd (1000 ms). */
  restartDelayMs?: number;
  /** Where the run's files go (a new folder under the system's temp folder). */
  dir?: string;
  /** Keep the throwaway cluster and data folders after stop() (logs are always kept). */
  keepFiles?: boolean;
  log?: (line: string) => void;
}

export interface ApiInstance {
  /** api-1, api-2, … */
  name: string;
  port: number;
  /** The running process's pid (a new one after each restart). */
  pid: number;
  /** http://127.0.0.1:<port>, the instance itself, past nginx. */
  url: string;
}

export interface InstanceRestart {
  /** When the instance was killed or told to stop. */
  downAt: number;
  /** When it had exited (SIGTERM's graceful shutdown ends here). */
  exitedAt: number;
  /** When the new process answered readiness with 200. */
  readyAgainAt: number;
  /**
   * When nginx takes it back for certain: readyAgainAt plus the upstream's fail_timeout (+1 s), the longest nginx may still
   * skip it after a failed try. The fault returns at this moment, so the next step of a rolling restart never finds
   * both instances marked failed (every request would get 502 until one's timeout ended).
   */
  inRotationAt: number;
  /** The path that answered: /readyz, or /api/health on a build without it. */
  readinessPath: string;
}

export interface ProcessSample {
  /** api-1, api-2, postgres, redis, nginx. */
  name: string;
  at: number;
  /** The process and its live descendants now (empty when it is down). */
  pids: number[];
  /**
   * CPU ms since the topology started, the whole tree (PostgreSQL's backends, nginx's workers), processes that
   * exited included: earlier incarnations (before a kill or restart) are added as last read before they stopped.
   */
  cpuMs: number;
  /** Resident memory of the tree now (shared memory counted once per process), MB. */
  rssMb: number;
  /** Proportional memory of the tree now (shared pages split), MB; undefined when unreadable. */
  pssMb: number | undefined;
  up: boolean;
}

export interface Faults {
  /** kill -9 of the instance's process, then (after restartDelayMs) a new one, ready again and back in nginx's rotation. */
  killInstance(index: number): Promise<InstanceRestart>;
  /** SIGTERM (its graceful shutdown), wait for it to exit, start it again, ready again: one step of a rolling restart. */
  restartInstanceGracefully(index: number): Promise<InstanceRestart>;
  /** Stops the throwaway Redis (SIGTERM), waits `ms`, starts it again. */
  stopRedis(ms: number): Promise<{ downAt: number; upAt: number }>;
  /** pg_terminate_backend on every connection to the app's database except the harness's own. */
  terminateConnections(): Promise<{ at: number; terminated: number }>;
  /** Fast restart of the throwaway cluster (pg_ctl restart -m fast); rejects when restartPostgresUnavailable says why. */
  restartPostgres(): Promise<{ downAt: number; upAt: number }>;
  /** Why restartPostgres cannot run (the day runs on an existing server); undefined when it can. */
  restartPostgresUnavailable: string | undefined;
}

export interface Topology {
  /** http://127.0.0.1:<nginx port>: where clients go. */
  baseUrl: string;
  instances: ApiInstance[];
  databaseUrl: string;
  redisUrl: string;
  /** 'throwaway' (our own cluster) or 'existing' (DAY_DATABASE_URL's server). */
  postgresKind: 'throwaway' | 'existing';
  faults: Faults;
  /** CPU and memory per process: api-1…, postgres, redis, nginx. */
  sample(): ProcessSample[];
  /** The folder with each process's log (api-1.log, postgres.log, redis.log, nginx-error.log, nginx-access.log). */
  logs: string;
  /** Instances that exited by themselves (not a fault's kill or restart), each started again as systemd would. */
  unplannedExits(): UnplannedExit[];
  /** The instances' processes a fault killed with SIGKILL (their pids), in order. */
  killedPids(): number[];
  /** Stops everything and removes the throwaway cluster and data; the logs stay. */
  stop(): Promise<void>;
}

export interface UnplannedExit {
  name: string;
  /** Wall-clock ms. */
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
}
