// `npm run bench`: builds the app (unless told not to), runs the suites one after another against the production
// build and prints one table, each figure beside its reference measured in the same run. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_POSTGRES_URL, detectPostgres } from './lib/postgres.js';
import { formatComparison, formatTable, type BenchResults, type SuiteFailure } from './lib/table.js';
import type { BenchContext, BenchRow, BenchSuite } from './lib/types.js';

/**
 * The suites in the order they run, with the table section their rows (or their failure) go in; `app: false` for
 * those that measure code in-process and need no build.
 */
const SUITES = [
  { name: 'catalogue', section: 'Catalogue reads', app: true },
  { name: 'sse', section: 'Live events', app: true },
  { name: 'bookings', section: 'Booking writes', app: true },
  { name: 'lists', section: 'Lists at 1M', app: true },
  { name: 'lighthouse', section: 'Lighthouse', app: true },
  { name: 'routing-solomon', section: 'Route planner: Solomon VRPTW', app: false },
  { name: 'routing-gurugram', section: 'Route planner: Gurugram days', app: false },
] as const;

const USAGE = `Usage: npm run bench -- [options]   (or: npx tsx bench/run.ts [options])
  --smoke                 a short run proving the scripts work (CI); its figures mean nothing
  --no-build              measure the build already in apps/*/dist instead of building first
  --only=a,b              run only these suites: ${SUITES.map((s) => s.name).join(', ')}
  --api-main <path>       measure another API build (e.g. an older checkout's apps/api/dist/main.js); skips the build
  --web-dist <path>       and another web build (its apps/web/dist)
  --postgres <url>        PostgreSQL server to measure on (default ${DEFAULT_POSTGRES_URL}); --no-postgres for none
  --compare <json>        after the run, print it beside an earlier run's bench/results/*.json
  --compare <a> --to <b>  print two saved runs side by side, without running anything`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function options() {
  const { values } = parseArgs({
    options: {
      smoke: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      'api-main': { type: 'string' },
      'web-dist': { type: 'string' },
      postgres: { type: 'string', default: DEFAULT_POSTGRES_URL },
      'no-postgres': { type: 'boolean', default: false },
      compare: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  return values;
}

function chosenSuites(only: string | undefined) {
  if (!only) return [...SUITES];
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length)
    throw new Error(`Unknown suite ${unknown.join(', ')}; the suites are ${SUITES.map((s) => s.name).join(', ')}`);
  return SUITES.filter((suite) => names.includes(suite.name));
}

const readResults = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as BenchResults;

function build(): void {
  console.log('== Building the production app (npm run build); --no-build measures the existing build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${String(result.status)})`);
}

/** Loads bench/<name>.ts and runs its `run`; a missing file or an error becomes the suite's failure, not a figure. */
async function runSuite(name: string, context: BenchContext): Promise<BenchRow[]> {
  const file = path.join(repoRoot, 'bench', `${name}.ts`);
  if (!existsSync(file)) throw new Error(`bench/${name}.ts does not exist yet`);
  const suite = (await import(pathToFileURL(file).href)) as { run?: BenchSuite };
  if (typeof suite.run !== 'function') throw new Error(`bench/${name}.ts does not export run: BenchSuite`);
  return suite.run(context);
}

async function main(): Promise<number> {
  const args = options();
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.compare && args.to) {
    console.log(formatComparison(readResults(args.compare), readResults(args.to)));
    return 0;
  }
  const suites = chosenSuites(args.only);
  const apiMain = path.resolve(args['api-main'] ?? path.join(repoRoot, 'apps/api/dist/main.js'));
  const webDist = path.resolve(args['web-dist'] ?? path.join(repoRoot, 'apps/web/dist'));
  const needsApp = suites.some((suite) => suite.app);
  if (needsApp && !args['no-build'] && !args['api-main']) build();
  if (needsApp && !existsSync(apiMain)) throw new Error(`No API build at ${apiMain}: run npm run build (or drop --no-build)`);
  if (needsApp && !existsSync(path.join(webDist, 'index.html')))
    throw new Error(`No web build at ${webDist}: run npm run build (or drop --no-build)`);

  const postgresUrl = args['no-postgres'] ? undefined : await detectPostgres(args.postgres);
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'washday-bench-'));
  const startedAt = new Date();
  const since = () => `${((Date.now() - startedAt.getTime()) / 1000).toFixed(0).padStart(4)} s`;
  console.log(
    `== Bench${args.smoke ? ' (SMOKE: figures mean nothing)' : ''}: ${suites.map((s) => s.name).join(', ')}\n` +
      `   API ${apiMain}\n   web ${webDist}\n   PostgreSQL ${postgresUrl ?? `none (nothing answers at ${args.postgres})`}`,
  );

  const rows: BenchRow[] = [];
  const failures: SuiteFailure[] = [];
  try {
    for (const suite of suites) {
      console.log(`${since()}  == ${suite.name}`);
      const context: BenchContext = {
        smoke: args.smoke,
        repoRoot,
        apiMain,
        webDist,
        postgresUrl,
        tmpDir,
        log: (message) => console.log(`${since()}  [${suite.name}] ${message}`),
      };
      try {
        rows.push(...(await runSuite(suite.name, context)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.log(`${since()}  [${suite.name}] FAILED: ${message}`);
        failures.push({ suite: suite.name, section: suite.section, error: message });
      }
    }
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }

  const cpus = os.cpus();
  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    smoke: args.smoke,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    apiMain,
    webDist,
    postgres: postgresUrl ?? null,
    rows,
    failures,
  };
  const resultsDir = path.join(repoRoot, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}${args.smoke ? '-smoke' : ''}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);

  console.log(
    `\n== Results (${results.machine.cpus} × ${results.machine.cpuModel}, Node ${process.version}${args.smoke ? '; SMOKE run: figures mean nothing' : ''})\n`,
  );
  console.log(formatTable(rows, failures));
  console.log(`\nSaved to ${path.relative(process.cwd(), file)}`);
  if (args.compare) console.log(`\n== Compared with ${args.compare}\n\n${formatComparison(readResults(args.compare), results)}`);
  // Slow figures never fail the run (benchmarks are not timed tests); a suite that could not run does.
  return failures.length ? 1 : 0;
}

// Exits explicitly: a stream or timer a suite left behind must not keep the run from ending.
try {
  process.exit(await main());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
