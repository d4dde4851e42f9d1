// Lists at 1M: the customer's My Bookings page and operations' bookings list, stats and analytics, at 10k and at 1M
// bookings (seed:scale), each as p95 latency with the ratio 1M ÷ 10k (issue 13: My Bookings p95 ≤ 10 ms; the admin list
// with a status filter and a phone or order-id search ≤ 50 ms; stats and analytics ≤ 200 ms; 1M ÷ 10k ≤ 2 for each).
import { performance } from 'node:perf_hooks';
import { addDaysToDate, businessDate } from '@washday/core';
// The app's own declarations of what Fastify carries (its services' imports rely on them when type-checked from here).
import type {} from '../apps/api/src/app.js';
import type { Db } from '../apps/api/src/db/client.js';
import { scaleOrderId } from '../apps/api/src/db/seed/scale/scale-order-draw.js';
import { listAdminBookings } from '../apps/api/src/modules/admin-bookings/admin-bookings.service.js';
import { adminStats } from '../apps/api/src/modules/admin-stats/admin-stats.service.js';
import { analytics } from '../apps/api/src/modules/admin-stats/analytics.service.js';
import { listCustomerBookings } from '../apps/api/src/modules/bookings/customer-bookings.service.js';
import { describePlan, explainWork } from './lib/list-plans.js';
import { BROWSER_HEADERS } from './lib/load.js';
import { listAccounts, scaleDatabase, sizeLabel, type ListAccounts, type ScaleMarker } from './lib/scale-databases.js';
import { startServer } from './lib/server.js';
import type { BenchContext, BenchRow, BenchSuite } from './lib/types.js';

const SECTION = 'Lists at 1M';
const SEARCHES = 40;
const DEEP_PAGE = 1000;

interface Setting {
  accounts: ListAccounts;
  marker: ScaleMarker;
  phones: string[];
  orderIds: string[];
  range: { from: string; to: string; days: number };
}

interface Measure {
  name: string;
  targetMs: number;
  as: 'customer' | 'admin';
  /** The requests, taken in turn (searches rotate through different phones and order ids). */
  paths: (s: Setting) => string[];
  /** The same work through the API's services, for the EXPLAIN note. */
  explain: (db: Db, s: Setting) => Promise<unknown>;
}

const adminList = { limit: 10, sort: 'created_at', order: 'desc' } as const;
const MEASURES: Measure[] = [
  {
    name: 'My Bookings, page 1',
    targetMs: 10,
    as: 'customer',
    paths: (s) => [`/api/bookings/customer/${s.accounts.customer.id}?page=1&limit=10`],
    explain: (db, s) => listCustomerBookings(db, s.accounts.customer.id, { page: 1, limit: 10 }),
  },
  {
    name: 'Admin bookings, status filter',
    targetMs: 50,
    as: 'admin',
    paths: () => ['/api/admin/bookings?status=completed&page=1&limit=10'],
    explain: (db) => listAdminBookings(db, { ...adminList, page: 1, status: ['completed'] }),
  },
  {
    name: `Admin bookings, status filter, page ${DEEP_PAGE.toLocaleString('en-US')}`,
    targetMs: 50,
    as: 'admin',
    paths: () => [`/api/admin/bookings?status=completed&page=${DEEP_PAGE}&limit=10`],
    explain: (db) => listAdminBookings(db, { ...adminList, page: DEEP_PAGE, status: ['completed'] }),
  },
  {
    name: 'Admin search by phone',
    targetMs: 50,
    as: 'admin',
    paths: (s) => s.phones.map((phone) => `/api/admin/bookings?q=${phone}&page=1&limit=10`),
    explain: (db, s) => listAdminBookings(db, { ...adminList, page: 1, q: s.phones[0] }),
  },
  {
    name: 'Admin search by order id',
    targetMs: 50,
    as: 'admin',
    paths: (s) => s.orderIds.map((id) => `/api/admin/bookings?q=${id}&page=1&limit=10`),
    explain: (db, s) => listAdminBookings(db, { ...adminList, page: 1, q: s.orderIds[0] }),
  },
  {
    name: 'Admin stats',
    targetMs: 200,
    as: 'admin',
    paths: () => ['/api/admin/stats'],
    explain: (db) => adminStats(db, new Date()),
  },
  {
    name: 'Analytics, 30 days',
    targetMs: 200,
    as: 'admin',
    paths: (s) => [`/api/admin/analytics?from=${s.range.from}&to=${s.range.to}`],
    explain: (db, s) => analytics(db, s.range),
  },
];

const round = (ms: number) => Math.round(ms * 100) / 100;
const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Sequential requests (one in flight, keep-alive), after a warm-up: up to `count`, or as many as fit in `seconds`. */
async function latencies(
  base: string,
  token: string,
  paths: string[],
  smoke: boolean,
): Promise<{ p50: number; p95: number; n: number }> {
  const [warmUp, count, seconds] = smoke ? [5, 30, 5] : [30, 500, 40];
  const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
  const once = async (i: number) => {
    const started = performance.now();
    const response = await fetch(`${base}${paths[i % paths.length]}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmUp; i += 1) await once(i);
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (times.length < count && (times.length < 20 || performance.now() < deadline)) times.push(await once(times.length));
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), n: times.length };
}

/** Different customers' phones and different bookings' order ids for the searches (seed:scale numbers both). */
function setting(accounts: ListAccounts, marker: ScaleMarker): Setting {
  const spread = (total: number) => Array.from({ length: SEARCHES }, (_, i) => Math.floor(((i + 0.5) * total) / SEARCHES));
  const to = businessDate(marker.asOf);
  return {
    accounts,
    marker,
    phones: spread(marker.customers).map((k) => `7${String(k + 1).padStart(9, '0')}`),
    orderIds: spread(marker.bookings).map(scaleOrderId),
    range: { from: addDaysToDate(to, -29), to, days: 30 },
  };
}

interface SizeResult {
  bookings: number;
  database: string;
  figures: Array<{ p50: number; p95: number; n: number; plan?: string }>;
  customerBookings: number;
}

async function measureSize(context: BenchContext, bookings: number): Promise<SizeResult> {
  const { target, marker } = await scaleDatabase(context, bookings);
  const accounts = await listAccounts(context, target);
  const s = setting(accounts, marker);
  const server = await startServer(
    context,
    target.kind === 'postgres' ? { databaseUrl: target.url } : { dataDir: target.dataDir },
  );
  const figures: SizeResult['figures'] = [];
  try {
    for (const measure of MEASURES) {
      const token = measure.as === 'customer' ? accounts.customer.token : accounts.adminToken;
      const figure = await latencies(server.url, token, measure.paths(s), context.smoke);
      const plan =
        target.kind === 'postgres' ? describePlan(await explainWork(target.url, (db) => measure.explain(db, s))) : undefined;
      context.log(
        `${target.label} ${measure.name}: p50 ${figure.p50} ms, p95 ${figure.p95} ms (${figure.n} requests)${plan ? `; ${plan}` : ''}`,
      );
      figures.push({ ...figure, ...(plan ? { plan } : {}) });
    }
  } finally {
    await server.stop();
  }
  return {
    bookings,
    database: target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    figures,
    customerBookings: accounts.customer.bookings,
  };
}

export const run: BenchSuite = async (context) => {
  // Smoke: one tiny size. Otherwise 10k and 1M on PostgreSQL; the embedded database at smaller sizes.
  const sizes = context.smoke ? [2_000] : context.postgresUrl ? [10_000, 1_000_000] : [2_000, 20_000];
  const results: SizeResult[] = [];
  for (const bookings of sizes) results.push(await measureSize(context, bookings));
  const [small, large] = [results[0]!, results.at(-1)!];
  const rows: BenchRow[] = [];
  MEASURES.forEach((measure, i) => {
    for (const result of results) {
      const figure = result.figures[i]!;
      const isLarge = results.length > 1 && result === large;
      const ratio = isLarge ? round(figure.p95 / small.figures[i]!.p95) : undefined;
      const who = i === 0 ? `; the customer has ${result.customerBookings.toLocaleString('en-US')} bookings` : '';
      rows.push({
        section: SECTION,
        measure: `${measure.name} (${result.database}, ${sizeLabel(result.bookings)})`,
        value: figure.p95,
        unit: 'ms p95',
        ...(isLarge
          ? { reference: { name: `p95 at ${sizeLabel(small.bookings)}`, value: small.figures[i]!.p95, unit: 'ms' }, ratio }
          : {}),
        ...(isLarge ? { target: `p95 ≤ ${measure.targetMs} ms; ÷ ${sizeLabel(small.bookings)} ≤ 2` } : {}),
        ...(isLarge && !context.smoke ? { met: figure.p95 <= measure.targetMs && ratio! <= 2 } : {}),
        note: `p50 ${figure.p50} ms over ${figure.n} sequential requests${who}${figure.plan ? `. ${figure.plan}` : ''}`,
      });
    }
  });
  return rows;
};
