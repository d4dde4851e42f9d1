import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { adminUsers, serviceAreas } from '../../schema/index.js';
import { createAdmin } from '../../../modules/admin-auth/admin-auth.service.js';
import { SEED_VENDORS } from '../reference-data.js';
import {
  BOOKING_COLUMNS,
  CHARGES_COLUMNS,
  EVENT_COLUMNS,
  ITEM_COLUMNS,
  NOTIFICATION_COLUMNS,
  REDEMPTION_COLUMNS,
  TRIP_COLUMNS,
  type OrderTables,
  type PendingEvent,
} from './scale-order-tables.js';
import type { OrderContext } from './scale-order-life.js';
import { writeOrder } from './scale-orders.js';
import {
  ADDRESS_COLUMNS,
  PING_COLUMNS,
  RIDER_COLUMNS,
  USER_COLUMNS,
  makeCustomers,
  writeCustomers,
  writeRiders,
} from './scale-people.js';
import { DAY_MS, HOUR_MS, Random, istHour } from './scale-random.js';
import { TableRows, type BulkLoader } from './table-writer.js';

/** Everything `npm run seed:scale` fills, in proportion to the bookings (docs: README, bench/README.md). */
export interface ScaleCounts {
  bookings: number;
  customers: number;
  riders: number;
}

export const scaleCounts = (bookings: number, overrides: Partial<ScaleCounts> = {}): ScaleCounts => ({
  bookings,
  customers: overrides.customers ?? Math.max(10, Math.round(bookings / 10)),
  riders: overrides.riders ?? Math.max(10, Math.round(bookings / 5000)),
});

/** The seeded admin, who also made every admin move of the seeded orders; the bench signs in as them. */
export const SCALE_ADMIN = { username: 'scale-admin', password: 'washday-scale-admin' } as const;
/** The seed records what it made here (outside the app's tables), so a bench can reuse a database seeded alike. */
export const SCALE_MARKER_TABLE = 'washday_scale.seed';

const YEARS_MS = 730 * DAY_MS;
const BATCH = 5000;
/** Weights of the IST hour an order is placed in: evenings and late mornings, little at night. */
const PLACED_HOUR_WEIGHT = [
  0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 0.9, 1.2, 1.3, 1.5, 1.5, 1.4, 1.3, 1.1, 1, 1, 1.1, 1.4, 1.6, 1.6, 1.4, 0.9, 0.5,
];

export interface ScaleOptions {
  counts: ScaleCounts;
  secret: string;
  seed?: number;
  now?: Date;
  log: (line: string) => void;
}

export interface ScaleSummary {
  counts: ScaleCounts;
  rows: Record<string, number>;
  seconds: number;
  asOf: Date;
}

/**
 * The bookings' creation times over the two years up to now, oldest first: more each month (the service grows), more
 * on weekends, by the hour people order at.
 */
function* bookingTimes(random: Random, total: number, start: number): Generator<number> {
  const days = 730;
  const weights = Array.from({ length: days }, (_, d) => {
    const weekday = new Date(start + d * DAY_MS + 5.5 * HOUR_MS).getUTCDay();
    return (0.6 + (0.8 * d) / days) * (weekday === 0 ? 1.35 : weekday === 6 ? 1.15 : 1);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  let made = 0;
  for (let d = 0; d < days; d += 1) {
    cumulative += weights[d]!;
    const upTo = d === days - 1 ? total : Math.round((cumulative / sum) * total);
    const times: number[] = [];
    while (made + times.length < upTo) {
      const at = start + (d + random.next()) * DAY_MS;
      if (random.next() * 1.6 < PLACED_HOUR_WEIGHT[istHour(at)]!) times.push(Math.floor(at));
    }
    times.sort((a, b) => a - b);
    made += times.length;
    yield* times;
  }
}

/** Rows of a raw query on either driver (postgres.js answers an array, PGlite an object with rows). */
async function query<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fills an empty, migrated database with customers, riders and two years of orders through their real lifecycle.
 * Rows go in with COPY in batches of 5,000 bookings, each batch one transaction; the next batch is drawn while the
 * database stores the last one. The tables' secondary indexes are dropped first and built again at the end: one sort
 * per index instead of millions of inserts into it.
 */
export async function seedScale(db: Db, loader: BulkLoader, options: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const { counts, log } = options;
  const random = new Random(options.seed ?? 13);
  const now = (options.now ?? new Date()).getTime();
  const start = now - YEARS_MS;

  const [existing] = await query<{ n: number }>(db, sql`select count(*)::int as n from bookings`);
  if (Number(existing?.n ?? 0) > 0)
    throw new Error(
      `This database already has ${existing!.n} bookings; seed:scale fills an empty one (give it a new database or --data-dir)`,
    );

  const adminId = await scaleAdmin(db);
  const areas = await db.select({ id: serviceAreas.id, area: serviceAreas.area }).from(serviceAreas);
  const gurugram = areas.find((a) => a.area === 'Gurugram')?.id ?? null;
  const sector69 = areas.find((a) => a.area === 'Sector 69')?.id ?? gurugram;
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await loader.exec(`drop index ${index.name}`);
  const rows: Record<string, number> = {};
  let inflight: Promise<void> = Promise.resolve();
  const send = async (...tables: TableRows[]) => {
    const batch = tables.map((t) => {
      const { text, count } = t.take();
      rows[t.table] = (rows[t.table] ?? 0) + count;
      return { table: t.table, columns: t.columns, text };
    });
    await inflight;
    inflight = loader.write(batch);
  };
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

  // People first: the orders point at them.
  const customers = makeCustomers(random, counts.customers, { start, end: now });
  const users = new TableRows('users', USER_COLUMNS);
  const addresses = new TableRows('addresses', ADDRESS_COLUMNS);
  for (let i = 0; i < customers.length; i += 20_000) {
    writeCustomers(random, customers.slice(i, i + 20_000), users, addresses);
    await send(users, addresses);
  }
  const riderRows = new TableRows('riders', RIDER_COLUMNS);
  const pings = new TableRows('rider_location_pings', PING_COLUMNS);
  const riders = writeRiders(random, counts.riders, { now, adminId, secret: options.secret }, riderRows, pings);
  await send(riderRows, pings);
  log(
    `${counts.customers.toLocaleString('en-IN')} customers and ${counts.riders} riders (${rows.rider_location_pings} location pings) in ${elapsed()}`,
  );

  const context: OrderContext = {
    now,
    adminId,
    riders: riders.filter((r) => r.approved).map((r) => ({ id: r.id, name: r.name })),
    vendors: SEED_VENDORS.map((v) => ({ id: v.id, name: v.name, services: v.services })),
    areaIdFor: (area) => (area === 'Sector 69' ? sector69 : gurugram),
  };
  const out: OrderTables = {
    bookings: new TableRows('bookings', BOOKING_COLUMNS),
    items: new TableRows('booking_items', ITEM_COLUMNS),
    charges: new TableRows('booking_charges', CHARGES_COLUMNS),
    redemptions: new TableRows('coupon_redemptions', REDEMPTION_COLUMNS),
    trips: new TableRows('trips', TRIP_COLUMNS),
    notifications: new TableRows('notifications', NOTIFICATION_COLUMNS),
  };
  const events = new TableRows('order_events', EVENT_COLUMNS);
  let pending: PendingEvent[] = [];
  /** Audit steps up to `watermark` (no later booking can have an earlier step) go out in time order. */
  const releaseEvents = (watermark: number) => {
    pending.sort((a, b) => a[0] - b[0]);
    let i = 0;
    while (i < pending.length && pending[i]![0] <= watermark) events.add(pending[i++]![1]);
    pending = pending.slice(i);
  };

  const ordersOf = new Int32Array(customers.length);
  let joined = 0;
  let n = 0;
  let reported = 0;
  for (const createdAt of bookingTimes(random, counts.bookings, start)) {
    while (joined < customers.length && customers[joined]!.joinedAt <= createdAt) joined += 1;
    // Long-standing customers order more: the index is skewed towards the first to join.
    const k = Math.floor(Math.max(1, joined) * random.next() ** 1.4);
    writeOrder(random, context, n, customers[k]!, ordersOf[k]!, createdAt, out, pending);
    ordersOf[k] = ordersOf[k]! + 1;
    n += 1;
    if (n % 500 === 0) await yieldToIo();
    if (n % BATCH === 0 || n === counts.bookings) {
      releaseEvents(n === counts.bookings ? Infinity : createdAt);
      await send(out.bookings, out.items, out.charges, out.redemptions, out.trips, out.notifications, events);
      if (n === counts.bookings || n - reported >= counts.bookings / 10) {
        reported = n;
        log(`bookings ${n.toLocaleString('en-IN')} / ${counts.bookings.toLocaleString('en-IN')} in ${elapsed()}`);
      }
    }
  }
  await inflight;

  log(`building ${indexes.length} indexes (${elapsed()})`);
  for (const index of indexes) await loader.exec(index.definition);
  // The rows went in without the triggers that keep the booking figures (where they were off): compute them.
  log(`booking figures (${elapsed()})`);
  await loader.exec('select booking_stats_rebuild()');
  log(`VACUUM ANALYZE (${elapsed()})`);
  await loader.exec('vacuum analyze');
  const seconds = (performance.now() - started) / 1000;
  await markSeeded(db, counts, options.seed ?? 13, new Date(now), seconds);
  return { counts, rows, seconds, asOf: new Date(now) };
}

/** The tables the seed fills. */
const SEEDED_TABLES = [
  'users',
  'addresses',
  'riders',
  'rider_location_pings',
  'bookings',
  'booking_items',
  'booking_charges',
  'coupon_redemptions',
  'trips',
  'notifications',
  'order_events',
];

/** Indexes of the seeded tables that no constraint (primary key, unique constraint, foreign key) relies on. */
async function secondaryIndexes(db: Db): Promise<Array<{ name: string; definition: string }>> {
  return query<{ name: string; definition: string }>(
    db,
    sql`select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace and t.relname in (${sql.join(
        SEEDED_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by t.relname, c.relname`,
  );
}

async function scaleAdmin(db: Db): Promise<string> {
  const find = () =>
    db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(sql`lower(${adminUsers.username})`, SCALE_ADMIN.username));
  let [admin] = await find();
  if (!admin) {
    await createAdmin(db, { ...SCALE_ADMIN });
    [admin] = await find();
  }
  return admin!.id;
}

async function markSeeded(db: Db, counts: ScaleCounts, seed: number, asOf: Date, seconds: number) {
  await db.execute(sql`create schema if not exists washday_scale`);
  await db.execute(
    sql.raw(`create table if not exists ${SCALE_MARKER_TABLE} (
      bookings integer not null, customers integer not null, riders integer not null, seed integer not null,
      as_of timestamptz not null, seconds double precision not null, seeded_at timestamptz not null default now())`),
  );
  await db.execute(sql`insert into washday_scale.seed (bookings, customers, riders, seed, as_of, seconds)
    values (${counts.bookings}, ${counts.customers}, ${counts.riders}, ${seed}, ${asOf.toISOString()}, ${seconds})`);
}

/** What seed:scale recorded in this database, or null when it was not seeded by it. */
export async function readScaleMarker(db: Db): Promise<{ bookings: number; customers: number; asOf: Date } | null> {
  const [present] = await query<{ t: string | null }>(db, sql`select to_regclass('washday_scale.seed')::text as t`);
  if (!present?.t) return null;
  const [row] = await query<{ bookings: number; customers: number; as_of: string | Date }>(
    db,
    sql`select bookings, customers, as_of from washday_scale.seed order by seeded_at desc limit 1`,
  );
  return row ? { bookings: Number(row.bookings), customers: Number(row.customers), asOf: new Date(row.as_of) } : null;
}
