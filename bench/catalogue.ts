// Catalogue reads: GET /api/services on the production build (embedded database, and PostgreSQL when the run has
// one) against a bare Fastify hello-world route, both driven by autocannon in this process with the same load.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startBareFastify } from './lib/bare.js';
import { rawRequest } from './lib/http.js';
import { BROWSER_HEADERS, readLoad, warmAndMeasure, type LoadResult } from './lib/load.js';
import { createDatabase } from './lib/postgres.js';
import { startServer } from './lib/server.js';
import type { BenchContext, BenchRow, BenchSuite } from './lib/types.js';

const SECTION = 'Catalogue reads';
const TARGET_RATIO = 0.5;

interface CatalogueAnswer {
  encoding: string | undefined;
  sentBytes: number;
  jsonBytes: number;
  etag: string | undefined;
}

/** One GET as a browser makes it, to see what it is sent: the size on the wire, its encoding, its ETag. */
async function probe(baseUrl: string): Promise<CatalogueAnswer> {
  const answer = await rawRequest(`${baseUrl}/api/services`, { headers: BROWSER_HEADERS });
  if (answer.status !== 200)
    throw new Error(`GET /api/services answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  const encoding = answer.headers['content-encoding'];
  const json =
    encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  const { success } = JSON.parse(json.toString('utf8')) as { success?: unknown };
  if (success !== true) throw new Error('GET /api/services did not answer the catalogue');
  const etag = answer.headers.etag;
  return { encoding, sentBytes: answer.body.length, jsonBytes: json.length, etag };
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const latency = (result: LoadResult) => `p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms`;

/** The catalogue's rows on one running API: full answers, then revalidations when it sends an ETag. */
async function measureApi(
  context: BenchContext,
  baseUrl: string,
  label: string,
  bare: LoadResult,
): Promise<{ rows: BenchRow[]; answer: CatalogueAnswer }> {
  const answer = await probe(baseUrl);
  const reference = { name: 'bare Fastify route', value: bare.requestsPerSecond, unit: 'req/s' };
  context.log(`GET /api/services (${label}): ${kb(answer.sentBytes)} KB sent (${answer.encoding ?? 'uncompressed'}), measuring`);
  const full = await warmAndMeasure({ url: `${baseUrl}/api/services`, headers: BROWSER_HEADERS }, context.smoke);
  const ratio = full.requestsPerSecond / bare.requestsPerSecond;
  const rows: BenchRow[] = [
    {
      section: SECTION,
      measure: `GET /api/services (${label})`,
      value: full.requestsPerSecond,
      unit: 'req/s',
      reference,
      ratio,
      target: `≥ ${TARGET_RATIO} × reference`,
      met: context.smoke ? undefined : ratio >= TARGET_RATIO,
      note: `${latency(full)}; ${Math.round(full.bytesPerAnswer)} B per answer with headers`,
    },
  ];
  if (answer.etag) {
    const revalidated = await warmAndMeasure(
      { url: `${baseUrl}/api/services`, headers: { ...BROWSER_HEADERS, 'if-none-match': answer.etag }, expectStatus: 304 },
      context.smoke,
    );
    rows.push({
      section: SECTION,
      measure: `GET /api/services revalidated, 304 (${label})`,
      value: revalidated.requestsPerSecond,
      unit: 'req/s',
      reference,
      ratio: revalidated.requestsPerSecond / bare.requestsPerSecond,
      note: `If-None-Match with the answer's ETag; ${latency(revalidated)}`,
    });
  } else {
    rows.push({
      section: SECTION,
      measure: `GET /api/services revalidated, 304 (${label})`,
      value: Number.NaN,
      unit: '',
      note: 'the answer carries no ETag',
    });
  }
  return { rows, answer };
}

function sizeRow(context: BenchContext, answer: CatalogueAnswer): BenchRow {
  return {
    section: SECTION,
    measure: 'Catalogue answer as a browser gets it',
    value: kb(answer.sentBytes),
    unit: 'KB',
    target: 'compressed (large JSON)',
    met: context.smoke ? undefined : answer.encoding !== undefined,
    note: `${kb(answer.jsonBytes)} KB of JSON, content-encoding: ${answer.encoding ?? 'none'}`,
  };
}

export const run: BenchSuite = async (context) => {
  const load = readLoad(context.smoke);
  context.log(`${load.connections} connections, ${load.warmUpSeconds} s warm-up, ${load.durationSeconds} s measured per figure`);
  const bareServer = await startBareFastify(context);
  let bare: LoadResult;
  try {
    bare = await warmAndMeasure({ url: bareServer.url, headers: BROWSER_HEADERS }, context.smoke);
    context.log(`bare Fastify: ${Math.round(bare.requestsPerSecond)} req/s`);
  } finally {
    await bareServer.stop();
  }

  const rows: BenchRow[] = [];
  const embedded = await startServer(context);
  try {
    const { rows: measured, answer } = await measureApi(context, embedded.url, 'PGlite', bare);
    rows.push(...measured, sizeRow(context, answer));
  } finally {
    await embedded.stop();
  }

  if (!context.postgresUrl) {
    rows.push({
      section: SECTION,
      measure: 'GET /api/services (PostgreSQL)',
      value: Number.NaN,
      unit: '',
      note: 'no PostgreSQL server in this run',
    });
    return rows;
  }
  const database = await createDatabase(context, 'washday_bench_catalogue');
  try {
    const server = await startServer(context, { databaseUrl: database.url });
    try {
      rows.push(...(await measureApi(context, server.url, 'PostgreSQL', bare)).rows);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  return rows;
};
