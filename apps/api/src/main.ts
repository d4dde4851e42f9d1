import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError, loadEnv, type Env } from './config/env.js';
// Types only from Fastify: importing it loads nothing of the app before the configuration is valid.
import { shutDownGracefully } from './lifecycle/graceful-shutdown.js';
import { listenOptions } from './lifecycle/listen-options.js';

function defaultWebDist(): string {
  // apps/api/src or apps/api/dist → apps/web/dist
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function start(env: Env): Promise<void> {
  // Loaded once the configuration is valid: a refused start answers without loading the app and its database.
  const [{ openDatabase }, { seedReferenceData }, { describeDemoSignIns, hasDemoCustomer, seedDemoData }, { buildApp }, aadhaar] =
    await Promise.all([
      import('./db/client.js'),
      import('./db/seed/seed-reference.js'),
      import('./db/seed/seed-demo.js'),
      import('./app.js'),
      import('./modules/riders/aadhaar.js'),
    ]);
  const { encryptPlaintextAadhaarNumbers } = aadhaar;
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, preparedStatements: env.DATABASE_PREPARED_STATEMENTS }
      : { dataDir: env.DATA_DIR },
  );
  await database.migrate();
  const encrypted = await encryptPlaintextAadhaarNumbers(database.db, env.APP_SECRET);
  if (encrypted > 0) console.log(`Encrypted ${encrypted} Aadhaar number(s) stored before encryption.`);
  await seedReferenceData(database.db);
  if (env.SEED_DEMO) await seedDemoData(database.db, env.APP_SECRET);

  const app = await buildApp({ env: { ...env, WEB_DIST_DIR: env.WEB_DIST_DIR ?? defaultWebDist() }, database });
  app.addHook('onClose', async () => database.close());
  // Readiness (/readyz) waits for each step: the migrations ran above, the job queue and listening follow.
  app.runState.confirmed.migrations = true;
  // The embedded database is backed up while it runs by asking this process (DATA_DIR/washday-ops.sock; db/backup.ts).
  if (database.dumpDataDir) {
    const { startOpsSocket } = await import('./lifecycle/ops-socket.js');
    const opsSocket = await startOpsSocket({ dataDir: env.DATA_DIR, dumpDataDir: database.dumpDataDir, log: app.log });
    if (opsSocket) app.addHook('onClose', () => opsSocket.close());
  }
  // Drain, then exit (lifecycle/graceful-shutdown.ts); a second signal is logged and the drain goes on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void shutDownGracefully(app, {
        timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
        lingerMs: env.SHUTDOWN_LINGER_MS,
        exit: (code) => process.exit(code),
        reason: signal,
      });
    });
  }

  await app.jobs.start();
  app.runState.confirmed.jobQueue = true;
  await app.listen(listenOptions(env));
  app.runState.markReady();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const baseUrl = `http://localhost:${port}`;
  const lines = [
    '',
    `Washday is running at ${baseUrl}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: ${baseUrl}/api/docs`,
  ];
  if (await hasDemoCustomer(database.db)) lines.push('', describeDemoSignIns(baseUrl));
  console.log(`${lines.join('\n')}\n`);
}

try {
  await start(loadEnv());
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(78); // EX_CONFIG
  }
  console.error(error);
  process.exit(1);
}
