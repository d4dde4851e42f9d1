// Self-check of the day's topology and faults: starts it, reads through nginx, performs each fault once and after
// each checks the system answers through nginx again, prints the timings and the CPU/memory samples, and stops.
//   npx tsx bench/day/topology-check.ts
import { startTopology, type ProcessSample, type Topology } from './topology.js';

interface Probe {
  status: number;
  ms: number;
}

async function probe(url: string, init: RequestInit = {}): Promise<Probe> {
  const began = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      headers: { 'accept-encoding': 'gzip, br', ...init.headers },
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - began };
  } catch {
    return { status: 0, ms: performance.now() - began };
  }
}

/** A POST nginx must never resend once sent: a code request for a number that is not a mobile (400, nothing stored). */
const postProbe = (baseUrl: string) =>
  probe(`${baseUrl}/api/auth/send-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '12' }),
  });

/**
 * Polls /api/health (it reads the database) through nginx and on each instance directly until every one answers 200;
 * ms from `since` until the last of them did.
 */
async function healthyAgain(topology: Topology, since: number): Promise<number> {
  const urls = [topology.baseUrl, ...topology.instances.map((instance) => instance.url)];
  const deadline = Date.now() + 120_000;
  let last = since;
  for (const url of urls) {
    for (;;) {
      const { status } = await probe(`${url}/api/health`);
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`${url}/api/health not 200 two minutes after the fault`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    last = Math.max(last, Date.now());
  }
  return last - since;
}

/** Requests through nginx during a fault: which statuses clients saw while it lasted, for a GET and a POST. */
function background(topology: Topology) {
  const counts: Record<string, number> = {};
  let running = true;
  const loop = (async () => {
    while (running) {
      const [get, post] = await Promise.all([probe(`${topology.baseUrl}/api/health`), postProbe(topology.baseUrl)]);
      counts[`GET ${get.status}`] = (counts[`GET ${get.status}`] ?? 0) + 1;
      counts[`POST ${post.status}`] = (counts[`POST ${post.status}`] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return counts;
    },
  };
}

/** Signs the demo customer in on one instance directly (its outbox holds the code); the session cookie. */
async function signIn(instanceUrl: string, phone = '9810000001'): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${instanceUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/send-otp', { phone });
  if (!sent.ok) throw new Error(`send-otp: ${sent.status} ${await sent.text()}`);
  const outbox = (await (await fetch(`${instanceUrl}/dev/outbox.json?to=91${phone}`)).json()) as { messages: { code: string }[] };
  const code = outbox.messages.at(-1)?.code;
  if (!code) throw new Error('no code in the outbox');
  const verified = await post('/api/auth/verify-otp', { phone, otp: code });
  if (!verified.ok) throw new Error(`verify-otp: ${verified.status} ${await verified.text()}`);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * One live event stream through nginx: ms to its first frame (nginx must not buffer it) and to each heartbeat
 * comment (the read timeout must outlast the gaps between them).
 */
function openStream(baseUrl: string, cookie: string) {
  const opened = performance.now();
  const marks: { firstFrameMs?: number; heartbeatsMs: number[]; status?: number; ended?: string } = { heartbeatsMs: [] };
  const controller = new AbortController();
  const done = (async () => {
    try {
      const response = await fetch(`${baseUrl}/api/events`, {
        headers: { accept: 'text/event-stream', cookie },
        signal: controller.signal,
      });
      marks.status = response.status;
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) return void (marks.ended = 'ended by the server');
        const at = Math.round(performance.now() - opened);
        marks.firstFrameMs ??= at;
        if (value.includes(': heartbeat')) marks.heartbeatsMs.push(at);
      }
    } catch (error) {
      marks.ended ??= controller.signal.aborted ? undefined : String(error);
    }
  })();
  return {
    marks,
    close: async () => {
      controller.abort();
      await done;
      return marks;
    },
  };
}

function printSamples(title: string, samples: ProcessSample[]): void {
  console.log(`\n${title}`);
  console.table(
    samples.map((s) => ({ process: s.name, up: s.up, pids: s.pids.length, cpuMs: s.cpuMs, rssMb: s.rssMb, pssMb: s.pssMb })),
  );
}

const started = Date.now();
const topology = await startTopology();
try {
  console.log(`\nTopology ready in ${Date.now() - started} ms; logs in ${topology.logs}`);
  for (const path of ['/', '/api/services', '/api/health']) {
    const result = await probe(`${topology.baseUrl}${path}`);
    console.log(`GET ${path} through nginx: ${result.status} in ${result.ms.toFixed(1)} ms`);
  }
  console.log(`POST /api/auth/send-otp (not a mobile) through nginx: ${(await postProbe(topology.baseUrl)).status}`);
  printSamples('Samples after start', topology.sample());

  const rows: Record<string, string | number>[] = [];
  const run = async (fault: string, act: () => Promise<{ downAt: number } | { at: number }>) => {
    const traffic = background(topology);
    const result = await act();
    const since = 'downAt' in result ? result.downAt : result.at;
    const healthy = await healthyAgain(topology, since);
    const seen = await traffic.stop();
    const detail = Object.entries(result)
      .filter(([key]) => !['downAt', 'at'].includes(key))
      .map(([key, value]) => `${key} ${typeof value === 'number' && value > 1e12 ? `+${value - since} ms` : String(value)}`)
      .join(', ');
    rows.push({
      fault,
      'all healthy after (ms)': healthy,
      'via nginx meanwhile (GET /api/health, POST send-otp)': JSON.stringify(seen),
      detail,
    });
    console.log(
      `${fault}: ${detail}; nginx and every instance healthy ${healthy} ms after it began; via nginx meanwhile ${JSON.stringify(seen)}`,
    );
  };

  await run('kill -9 api-1', () => topology.faults.killInstance(0));
  await run('graceful restart api-2 (SIGTERM)', () => topology.faults.restartInstanceGracefully(1));
  // A stream held through nginx across Redis's 30 s outage: it must see a heartbeat (20 s) and stay open.
  const stream = openStream(topology.baseUrl, await signIn(topology.instances[0]!.url));
  await run('Redis stopped 30 s', () => topology.faults.stopRedis(30_000));
  const marks = await stream.close();
  console.log(
    `GET /api/events through nginx: ${marks.status}, first frame after ${marks.firstFrameMs} ms, heartbeats at ${marks.heartbeatsMs.join(', ')} ms${marks.ended ? `; ${marks.ended}` : '; open until closed'}`,
  );
  await run('pg_terminate_backend', () => topology.faults.terminateConnections());
  if (topology.faults.restartPostgresUnavailable)
    console.log(`PostgreSQL restart skipped: ${topology.faults.restartPostgresUnavailable}`);
  else await run('PostgreSQL restart (fast)', () => topology.faults.restartPostgres());

  for (const path of ['/api/services', '/api/health']) {
    const result = await probe(`${topology.baseUrl}${path}`);
    console.log(`GET ${path} through nginx at the end: ${result.status}`);
  }
  console.log('');
  console.table(rows);
  printSamples('Samples at the end (CPU since start, earlier processes included)', topology.sample());
} finally {
  await topology.stop();
  console.log(`Stopped; total ${Math.round((Date.now() - started) / 1000)} s. Logs kept in ${topology.logs}`);
}
