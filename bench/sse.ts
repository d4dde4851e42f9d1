// Live events: one API instance (embedded database) holds thousands of open GET /api/events streams with their
// heartbeat, answers the catalogue meanwhile, and carries one event to a thousand of those streams.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBareFastify } from './lib/bare.js';
import { seedBenchAccounts, withDatabase, type BenchAccounts } from './lib/bench-accounts.js';
import { BROWSER_HEADERS, warmAndMeasure, type LoadResult } from './lib/load.js';
import { startServer } from './lib/server.js';
import { openEventStream, type EventStreamClient } from './lib/sse-client.js';
import type { BenchContext, BenchSuite } from './lib/types.js';

const SECTION = 'Live events';
/** The figures; the smoke only proves the scripts work. */
const SIZES = {
  full: { streams: 5_000, subscribers: 1_000, trials: 5 },
  smoke: { streams: 50, subscribers: 20, trials: 2 },
};
/** Streams opened at once, as browsers arriving together would (more would only queue in the listen backlog). */
const OPENING_AT_ONCE = 50;
/** The API's heartbeat is 20 s (LIVE_EVENT_HEARTBEAT_MS); a full run waits this long for every stream to have one. */
const HEARTBEAT_WAIT_MS = 30_000;
const FAN_OUT_TARGET_MS = 1_000;
const CATALOGUE_TARGET_RATIO = 0.5;
/** Where the rider is when going active (Gurugram). */
const RIDER_POSITION = { lat: 28.4595, lng: 77.0266 };

const count = (n: number) => n.toLocaleString('en-US');

/** Each end holds one descriptor per stream: both processes need room for them (they inherit this shell's limit). */
function checkFileLimit(streams: number): void {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  const needed = streams + 1_000;
  if (Number.isFinite(limit) && limit < needed) {
    throw new Error(
      `The open file limit (ulimit -n) is ${limit}; ${count(streams)} streams need ${count(needed)}: run \`ulimit -n ${needed}\` first`,
    );
  }
}

/** Resident memory of a process in KB (Linux), to show what the open streams cost the server. */
function residentKb(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  } catch {
    return undefined;
  }
}

/** Arrivals of the rider's location event per event id, and when the last expected stream got each. */
class FanOutWatch {
  private readonly arrivals = new Map<string, number>();
  readonly completedAt = new Map<string, number>();
  constructor(private readonly subscribers: number) {}

  arrived(id: string | undefined): void {
    if (!id) return;
    const n = (this.arrivals.get(id) ?? 0) + 1;
    this.arrivals.set(id, n);
    if (n === this.subscribers) this.completedAt.set(id, performance.now());
  }
}

/** A fresh embedded database with the demo data (its approved riders) and the signed-in accounts the streams use. */
async function prepareDatabase(
  context: BenchContext,
  size: typeof SIZES.full,
): Promise<{ dataDir: string; accounts: BenchAccounts }> {
  const dataDir = mkdtempSync(path.join(context.tmpDir, 'sse-'));
  // The API migrates and seeds the folder; the accounts are added while it is stopped (PGlite has one user at a time).
  await (await startServer(context, { dataDir, seedDemo: true })).stop();
  const accounts = await withDatabase({ apiMain: context.apiMain, dataDir }, (run) =>
    seedBenchAccounts(run, { customers: size.streams - size.subscribers, admins: size.subscribers }),
  );
  return { dataDir, accounts };
}

async function openAll(
  url: string,
  tokens: string[],
  onEvent: (id: string | undefined, event: string) => void,
): Promise<EventStreamClient[]> {
  const streams: EventStreamClient[] = [];
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (next < tokens.length && failure === undefined) {
      const token = tokens[next++]!;
      try {
        streams.push(await openEventStream(url, token, (event) => onEvent(event.id, event.event)));
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, worker));
  if (failure !== undefined) {
    for (const stream of streams) stream.close();
    throw failure;
  }
  return streams;
}

/** Times a real action (the rider going active) until its answer, and until the last admin stream has its event, in ms. */
async function fanOutTrial(
  baseUrl: string,
  riderToken: string,
  watch: FanOutWatch,
): Promise<{ answered: number; reached: number }> {
  const toggle = async (body: object) => {
    const response = await fetch(`${baseUrl}/api/riders/toggle-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${riderToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`POST /api/riders/toggle-status answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  };
  const done = new Set(watch.completedAt.keys());
  const started = performance.now();
  await toggle({ isActive: true, location: RIDER_POSITION });
  const answered = performance.now() - started;
  const deadline = Date.now() + 30_000;
  let finished: number | undefined;
  while (finished === undefined) {
    finished = [...watch.completedAt].find(([id]) => !done.has(id))?.[1];
    if (finished === undefined && Date.now() > deadline) throw new Error('The event did not reach every subscriber within 30 s');
    if (finished === undefined) await sleep(2);
  }
  // Going inactive raises no event; it readies the rider for the next trial.
  await toggle({ isActive: false });
  return { answered, reached: finished - started };
}

async function measureCatalogue(context: BenchContext, url: string): Promise<LoadResult> {
  return warmAndMeasure({ url, headers: BROWSER_HEADERS }, context.smoke);
}

export const run: BenchSuite = async (context) => {
  const size = context.smoke ? SIZES.smoke : SIZES.full;
  checkFileLimit(size.streams);
  context.log(`${count(size.streams)} streams (${count(size.subscribers)} of them admins'), ${size.trials} fan-out trials`);
  const { dataDir, accounts } = await prepareDatabase(context, size);

  const bareServer = await startBareFastify(context);
  let bare: LoadResult;
  try {
    bare = await measureCatalogue(context, bareServer.url);
  } finally {
    await bareServer.stop();
  }

  const server = await startServer(context, { dataDir });
  const watch = new FanOutWatch(size.subscribers);
  let streams: EventStreamClient[] = [];
  try {
    const catalogueUrl = `${server.url}/api/services`;
    const alone = await measureCatalogue(context, catalogueUrl);
    context.log(`catalogue with no streams: ${Math.round(alone.requestsPerSecond)} req/s; opening streams`);

    const memoryBefore = residentKb(server.process.pid);
    const opening = performance.now();
    const onEvent = (id: string | undefined, event: string) => event === 'rider.location' && watch.arrived(id);
    streams = await openAll(`${server.url}/api/events`, [...accounts.adminTokens, ...accounts.customerTokens], onEvent);
    const openedAt = Date.now();
    const openSeconds = (performance.now() - opening) / 1000;
    const memoryAfter = residentKb(server.process.pid);
    context.log(`${count(streams.length)} streams open in ${openSeconds.toFixed(1)} s; measuring the catalogue`);

    const busy = await measureCatalogue(context, catalogueUrl);
    const trials: Array<{ answered: number; reached: number }> = [];
    for (let i = 0; i < size.trials; i += 1) trials.push(await fanOutTrial(server.url, accounts.rider.token, watch));
    const described = trials.map((t) => `${t.reached.toFixed(0)} (answered ${t.answered.toFixed(0)})`).join(', ');
    context.log(`fan-out trials: ${described} ms`);

    if (!context.smoke) {
      context.log('waiting for every stream to have a heartbeat');
      while (Date.now() - openedAt < HEARTBEAT_WAIT_MS && streams.some((s) => s.heartbeats === 0 && !s.closed)) await sleep(500);
    }
    const open = streams.filter((s) => !s.closed);
    const held = context.smoke ? open.length : open.filter((s) => s.heartbeats > 0).length;
    const memory = memoryBefore !== undefined && memoryAfter !== undefined ? memoryAfter - memoryBefore : undefined;
    const memoryNote =
      memory === undefined
        ? ''
        : `; server memory +${(memory / 1024).toFixed(0)} MB (${(memory / streams.length).toFixed(1)} KB a stream)`;
    const slowest = Math.max(...trials.map((t) => t.reached));

    return [
      {
        section: SECTION,
        measure: 'Event streams held open on one instance (PGlite)',
        value: held,
        unit: 'streams',
        target: `${count(size.streams)} with heartbeat`,
        met: context.smoke ? undefined : held === size.streams,
        note:
          `${count(streams.length)} opened in ${openSeconds.toFixed(1)} s, ${count(open.length)} still open at the end` +
          (context.smoke ? ' (the smoke does not wait for the 20 s heartbeat)' : ', counted when each had a heartbeat') +
          memoryNote,
      },
      {
        section: SECTION,
        measure: `GET /api/services with ${count(size.streams)} streams open`,
        value: busy.requestsPerSecond,
        unit: 'req/s',
        reference: { name: 'bare Fastify route', value: bare.requestsPerSecond, unit: 'req/s' },
        ratio: busy.requestsPerSecond / bare.requestsPerSecond,
        target: `≥ ${CATALOGUE_TARGET_RATIO} × reference`,
        met: context.smoke ? undefined : busy.requestsPerSecond / bare.requestsPerSecond >= CATALOGUE_TARGET_RATIO,
        note: `p99 ${busy.latencyP99Ms} ms with the streams open, ${alone.latencyP99Ms} ms without`,
      },
      {
        section: SECTION,
        measure: `GET /api/services, ${count(size.streams)} streams open vs none`,
        value: busy.requestsPerSecond,
        unit: 'req/s',
        reference: { name: 'no streams open', value: alone.requestsPerSecond, unit: 'req/s' },
        ratio: busy.requestsPerSecond / alone.requestsPerSecond,
      },
      {
        section: SECTION,
        measure: `One event to ${count(size.subscribers)} subscribers, slowest of ${size.trials}`,
        value: slowest,
        unit: 'ms',
        target: `< ${count(FAN_OUT_TARGET_MS)} ms`,
        met: context.smoke ? undefined : slowest < FAN_OUT_TARGET_MS,
        note:
          `from POST /api/riders/toggle-status (a rider goes active) to the last of ${count(size.subscribers)} admin streams ` +
          `receiving rider.location, with ${count(size.streams)} streams open; trials ${described} ms`,
      },
    ];
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
};
