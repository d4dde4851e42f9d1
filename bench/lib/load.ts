import autocannon from 'autocannon';

/** What a browser sends: the API answers compressed if it can, so a measure reads what a browser would get. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' };

export interface LoadOptions {
  url: string;
  /** Concurrent connections (keep-alive), each with one request in flight. */
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** The status every answer must have (200, or 304 for a revalidation); anything else fails the measure. */
  expectStatus?: number;
}

export interface LoadResult {
  /** Answers with the expected status per second of the run. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Mean bytes of one answer on the wire (headers and body, compressed as sent). */
  bytesPerAnswer: number;
  total: number;
}

/**
 * Drives `url` with autocannon in this process for a fixed time. Every measure in a run goes through here,
 * so a figure and its reference are taken the same way (same client, connections and duration).
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const expectStatus = options.expectStatus ?? 200;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
  });
  const counts = Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [Number(status), stat.count ?? 0] as const);
  const expected = counts.find(([status]) => status === expectStatus)?.[1] ?? 0;
  const others = counts.filter(([status]) => status !== expectStatus);
  if (expected === 0 || others.some(([, count]) => count > 0) || result.errors > 0) {
    const seen = counts.map(([status, count]) => `${count} × ${status}`).join(', ') || 'no answers';
    throw new Error(
      `${options.url} expected ${expectStatus} only; got ${seen}, ${result.errors} connection errors (${result.timeouts} timeouts)`,
    );
  }
  return {
    requestsPerSecond: expected / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
    total: expected,
  };
}

/** The load every read measure uses: same connections, warm-up and duration for a figure and its reference. */
export function readLoad(smoke: boolean): { connections: number; warmUpSeconds: number; durationSeconds: number } {
  return smoke
    ? { connections: 50, warmUpSeconds: 1, durationSeconds: 1 }
    : { connections: 50, warmUpSeconds: 3, durationSeconds: 10 };
}

/** Warms `url` up with the same load, unmeasured (code compiled, caches filled), then measures it. */
export async function warmAndMeasure(
  options: Omit<LoadOptions, 'connections' | 'durationSeconds'>,
  smoke: boolean,
): Promise<LoadResult> {
  const load = readLoad(smoke);
  await measureLoad({ ...options, connections: load.connections, durationSeconds: load.warmUpSeconds });
  return measureLoad({ ...options, connections: load.connections, durationSeconds: load.durationSeconds });
}
