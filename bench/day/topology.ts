import { existsSync, mkdirSync, mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNginxConfig, failTimeoutMs, findNginx, writeNginxConfig } from './nginx.js';
import { startPostgres, type DayPostgres } from './postgres-cluster.js';
import { isRunning, removeOnExit, sleep, startProcess, stopProcess, waitUntil, type Started } from './processes.js';
import { treesUsage } from './proc-stats.js';
import type { ChildProcess } from 'node:child_process';
import type { ApiInstance, InstanceRestart, Topology, TopologyOptions, UnplannedExit } from './topology-types.js';

export type { ApiInstance, Faults, InstanceRestart, ProcessSample, Topology, TopologyOptions } from './topology-types.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_MAIN = path.join(REPO, 'apps/api/dist/main.js');

/** Rejects when something already listens on the port: the day must not talk to someone else's server. */
async function assertPortFree(port: number, what: string): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'EADDRINUSE' ? `Port ${port} (${what}) is taken; choose another` : error.message)),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function status(url: string): Promise<number> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 2000);
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { connection: 'close' } });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until `url` answers 200 (or `timeoutMs` passes); the time it did. */
export async function waitForHttp(url: string, timeoutMs = 60_000, everyMs = 50): Promise<number> {
  await waitUntil(`${url} did not answer 200`, async () => (await status(url)) === 200, timeoutMs, everyMs);
  return Date.now();
}

/** CPU per name from processes that have stopped, read just before they did. */
class CpuLedger {
  private readonly retired = new Map<string, number>();
  private readonly last = new Map<string, number>();

  /** The tree's CPU now plus what its earlier incarnations used. */
  total(name: string, current: number | undefined): number {
    if (current !== undefined) this.last.set(name, current);
    return (this.retired.get(name) ?? 0) + (current ?? 0);
  }

  /** The process is about to stop: keep its last reading. */
  retire(name: string, current: number | undefined): void {
    this.retired.set(name, (this.retired.get(name) ?? 0) + (current ?? this.last.get(name) ?? 0));
    this.last.delete(name);
  }
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = options.instances ?? 2;
  const apiBase = options.apiBasePort ?? 3001;
  const nginxPort = options.nginxPort ?? 18080;
  const postgresPort = options.postgresPort ?? 55432;
  const redisPort = options.redisPort ?? 56379;
  const restartDelayMs = options.restartDelayMs ?? 1000;
  const apiPorts = Array.from({ length: count }, (_, i) => apiBase + i);

  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: npm run build -w @washday/api`);
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: node bench/day/ensure-tools.mjs (apt-get install nginx-light)');
  for (const [port, what] of [
    [nginxPort, 'nginx'],
    [postgresPort, 'PostgreSQL'],
    [redisPort, 'Redis'],
    ...apiPorts.map((p, i) => [p, `api-${i + 1}`] as const),
  ] as const)
    await assertPortFree(port, what);

  const root = options.dir ?? mkdtempSync(path.join(tmpdir(), 'washday-day-'));
  // PostgreSQL runs as its own user, which must reach its folder inside this one.
  chmodSync(root, 0o755);
  const logs = path.join(root, 'logs');
  const dataDir = path.join(root, 'data');
  for (const dir of [logs, dataDir]) mkdirSync(dir, { recursive: true });
  const scratchDirs = [dataDir, path.join(root, 'nginx'), path.join(root, 'postgres')];
  if (!options.keepFiles) for (const dir of scratchDirs) removeOnExit(dir);

  const cpu = new CpuLedger();
  let pg: DayPostgres | undefined;
  let redis: Started | undefined;
  let nginxProcess: Started | undefined;
  const apis: (Started | undefined)[] = apiPorts.map(() => undefined);
  const instances: ApiInstance[] = apiPorts.map((port, i) => ({
    name: `api-${i + 1}`,
    port,
    pid: 0,
    url: `http://127.0.0.1:${port}`,
  }));
  let stopped = false;
  // Instances the harness itself stops (a fault, a rolling restart); any other exit is unplanned.
  const planned = new WeakSet<ChildProcess>();
  const unplannedExits: UnplannedExit[] = [];
  const killedPids: number[] = [];

  const stopAll = async () => {
    stopped = true;
    await Promise.all([
      ...apis.map((api) => api && stopProcess(api.child, 'SIGTERM', 30_000)),
      nginxProcess && stopProcess(nginxProcess.child, 'SIGQUIT', 10_000),
    ]);
    if (redis) await stopProcess(redis.child, 'SIGTERM', 10_000);
    if (pg) await pg.stop();
    if (!options.keepFiles) {
      for (const dir of scratchDirs) {
        rmSync(dir, { recursive: true, force: true });
        removeOnExit(dir, false);
      }
    }
  };

  try {
    const startedAt = Date.now();
    pg = await startPostgres({
      dir: path.join(root, 'postgres'),
      logsDir: logs,
      port: postgresPort,
      fallbackUrl: process.env.DAY_DATABASE_URL,
      keep: options.keepFiles,
      log,
    });
    log(`PostgreSQL (${pg.kind}) ready in ${Date.now() - startedAt} ms: ${pg.databaseUrl}`);
    const databaseUrl = pg.databaseUrl;

    const startRedis = async () => {
      redis = startProcess('redis', logs, 'redis-server', [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
        '--dir',
        root,
      ]);
      const started = redis;
      await waitUntil(
        'Redis did not listen',
        async () => {
          if (!isRunning(started.child)) throw new Error(`redis-server exited; see ${started.log}`);
          return listening(redisPort);
        },
        20_000,
        20,
      );
    };
    await startRedis();
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    const apiEnv = (index: number): NodeJS.ProcessEnv => ({
      ...process.env,
      // The development outbox and the local payment provider: the non-production mode the day is built for.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(apiPorts[index]),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // nginx is the only proxy: the client's address comes from its X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
      // Shared, as the systemd instances share /var/lib/washday: a photo uploaded through one instance is read
      // through the other.
      DATA_DIR: dataDir,
      // One instance seeds (the other starts after it is ready, so they never race).
      SEED_DEMO: index === 0 ? 'true' : 'false',
      LOG_LEVEL: 'warn',
      // Thousands of simulated people come from 127.0.0.1, as from one carrier-grade NAT.
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      OTP_SENDS_PER_PHONE_PER_HOUR: '1000',
      EVENT_STREAMS_PER_ADDRESS: '1000000',
      BOOKINGS_PER_CUSTOMER_PER_HOUR: '1000000',
      ...options.env,
      ...options.instanceEnv?.({ index, name: instances[index]!.name, logs, dataDir }),
    });
    let readinessPath = '/readyz';
    const waitReady = async (index: number, started: Started): Promise<number> => {
      const url = instances[index]!.url;
      await waitUntil(
        `${instances[index]!.name} was not ready`,
        async () => {
          if (!isRunning(started.child))
            throw new Error(`${instances[index]!.name} exited (${started.child.exitCode}); see ${started.log}`);
          const code = await status(`${url}${readinessPath}`);
          // A build without /readyz: its health check is what there is.
          if (code === 404 && readinessPath === '/readyz') {
            readinessPath = '/api/health';
            log('GET /readyz answers 404 on this build; readiness is read from /api/health');
            return (await status(`${url}${readinessPath}`)) === 200;
          }
          return code === 200;
        },
        180_000,
        50,
      );
      return Date.now();
    };
    const startApi = async (index: number): Promise<number> => {
      const started = startProcess(instances[index]!.name, logs, process.execPath, [API_MAIN], { env: apiEnv(index), cwd: REPO });
      apis[index] = started;
      instances[index]!.pid = started.pid;
      superviseApi(index, started);
      return waitReady(index, started);
    };
    // As systemd's Restart=always (deploy/systemd/washday@.service): an instance that exits by itself is started
    // again after RestartSec. Every such exit is a defect of the app, and the day reports it.
    const superviseApi = (index: number, started: Started) => {
      started.child.once('exit', (code, signal) => {
        if (stopped || planned.has(started.child)) return;
        const name = instances[index]!.name;
        unplannedExits.push({ name, at: Date.now(), code, signal });
        log(
          `${name} exited by itself (${signal ?? `code ${code}`}); starting it again in ${restartDelayMs} ms, as systemd would`,
        );
        cpu.retire(name, undefined);
        void sleep(restartDelayMs)
          .then(() => (stopped ? undefined : startApi(index)))
          .catch((error: unknown) => log(`${name} did not start again: ${String(error)}`));
      });
    };
    for (let i = 0; i < count; i += 1) {
      const began = Date.now();
      await startApi(i);
      log(`${instances[i]!.name} ready on :${apiPorts[i]} in ${Date.now() - began} ms`);
    }

    const files = writeNginxConfig({
      prefix: path.join(root, 'nginx'),
      logsDir: logs,
      listenPort: nginxPort,
      upstreamPorts: apiPorts,
      workers: options.nginxWorkers ?? 1,
      workerConnections: options.nginxWorkerConnections ?? 16_384,
    });
    const errorLog = path.join(logs, 'nginx-error.log');
    checkNginxConfig(nginx, files, errorLog);
    nginxProcess = startProcess('nginx', logs, nginx, [
      '-p',
      files.prefix,
      '-e',
      errorLog,
      '-c',
      files.conf,
      '-g',
      'daemon off;',
    ]);
    const baseUrl = `http://127.0.0.1:${nginxPort}`;
    await waitForHttp(`${baseUrl}/api/health`, 20_000);
    log(`nginx ready on :${nginxPort} (config ${files.conf})`);

    const treeOf = (started: Started | undefined) => (started && isRunning(started.child) ? started.pid : undefined);
    const readCpu = (name: string, pid: number | undefined) => (pid === undefined ? undefined : treesUsage([pid])[0]?.cpuMs);
    const restartInstance = async (index: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<InstanceRestart> => {
      const current = apis[index];
      if (!current) throw new Error(`No instance ${index}`);
      const name = instances[index]!.name;
      cpu.retire(name, readCpu(name, treeOf(current)));
      const downAt = Date.now();
      planned.add(current.child);
      if (signal === 'SIGKILL' && current.child.pid) killedPids.push(current.child.pid);
      await stopProcess(current.child, signal, 60_000);
      const exitedAt = Date.now();
      if (signal === 'SIGKILL') await sleep(restartDelayMs);
      const readyAgainAt = await startApi(index);
      // nginx compares fail_timeout with a clock in whole seconds: up to a second more.
      await sleep(failTimeoutMs() + 1000);
      return { downAt, exitedAt, readyAgainAt, inRotationAt: Date.now(), readinessPath };
    };

    const topology: Topology = {
      baseUrl,
      instances,
      databaseUrl,
      redisUrl,
      postgresKind: pg.kind,
      logs,
      faults: {
        killInstance: (index) => restartInstance(index, 'SIGKILL'),
        restartInstanceGracefully: (index) => restartInstance(index, 'SIGTERM'),
        stopRedis: async (ms) => {
          cpu.retire('redis', readCpu('redis', treeOf(redis)));
          const downAt = Date.now();
          if (redis) await stopProcess(redis.child, 'SIGTERM', 10_000);
          await sleep(Math.max(0, ms - (Date.now() - downAt)));
          await startRedis();
          return { downAt, upAt: Date.now() };
        },
        terminateConnections: () => pg!.terminateConnections(),
        restartPostgres: async () => {
          if (pg!.restartUnavailable) throw new Error(`restartPostgres is unavailable: ${pg!.restartUnavailable}`);
          cpu.retire('postgres', readCpu('postgres', pg!.pid()));
          return pg!.restart();
        },
        restartPostgresUnavailable: pg.restartUnavailable,
      },
      sample: () => {
        const at = Date.now();
        const named: [string, number | undefined][] = [
          ...instances.map((instance, i): [string, number | undefined] => [instance.name, treeOf(apis[i])]),
          ['postgres', pg?.pid()],
          ['redis', treeOf(redis)],
          ['nginx', treeOf(nginxProcess)],
        ];
        const usages = treesUsage(named.map(([, pid]) => pid ?? -1));
        return named.map(([name], i) => {
          const usage = usages[i];
          return {
            name,
            at,
            pids: usage?.pids ?? [],
            cpuMs: Math.round(cpu.total(name, usage?.cpuMs)),
            rssMb: usage?.rssMb ?? 0,
            pssMb: usage?.pssMb,
            up: usage !== undefined,
          };
        });
      },
      unplannedExits: () => [...unplannedExits],
      killedPids: () => [...killedPids],
      stop: async () => {
        if (stopped) return;
        await stopAll();
      },
    };
    return topology;
  } catch (error) {
    await stopAll().catch(() => {});
    throw error;
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
