import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { BenchContext } from './types.js';

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerOptions {
  /** postgres://… to run on that server; otherwise a fresh PGlite folder under the run's tmpDir. */
  databaseUrl?: string;
  /** A PGlite data folder to reuse (a seeded database). */
  dataDir?: string;
  redisUrl?: string;
  seedDemo?: boolean;
  env?: Record<string, string>;
}

/**
 * Starts the production build (node apps/api/dist/main.js) as a customer's server would run, and waits until
 * /health answers. NODE_ENV=test keeps the development message outbox, so benches can sign customers in.
 */
export async function startServer(context: BenchContext, options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    WEB_DIST_DIR: context.webDist,
    SEED_DEMO: options.seedDemo ? 'true' : 'false',
    OTP_SENDS_PER_IP_PER_HOUR: '100000',
    // Every bench stream comes from this one address.
    EVENT_STREAMS_PER_ADDRESS: '1000000',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else env.DATA_DIR = options.dataDir ?? mkdtempSync(path.join(context.tmpDir, 'pglite-'));
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;

  // BENCH_API_NODE_ARGS: node options for the API only (say --cpu-prof), which NODE_OPTIONS does not all allow.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, context.apiMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not answer /health within 2 minutes:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    process: child,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await once(child, 'exit');
      clearTimeout(timer);
    },
  };
}
