// npm run seed:scale -- --bookings 1000000 [--customers N] [--riders N] [--seed N] [--database-url URL | --data-dir DIR]
// Fills an empty database with customers, riders and two years of orders, to measure the app at size (bench/lists.ts).
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import type { PGlite } from '@electric-sql/pglite';
import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { seedReferenceData } from '../db/seed/seed-reference.js';
import { SCALE_ADMIN, scaleCounts, seedScale } from '../db/seed/scale/seed-scale.js';
import { pgliteLoader, postgresLoader } from '../db/seed/scale/table-writer.js';

const USAGE =
  'Usage: npm run seed:scale -- --bookings N [--customers N] [--riders N] [--seed N] [--database-url URL | --data-dir DIR]';
const { values } = parseArgs({
  options: {
    bookings: { type: 'string' },
    customers: { type: 'string' },
    riders: { type: 'string' },
    seed: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const count = (name: 'bookings' | 'customers' | 'riders' | 'seed') => {
  const text = values[name];
  if (text === undefined) return undefined;
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number of at least 1\n${USAGE}`);
    process.exit(64);
  }
  return n;
};
const bookings = count('bookings');
if (!bookings) {
  console.error(USAGE);
  process.exit(64);
}

const env = loadEnv();
const url = values['database-url'] ?? (values['data-dir'] ? undefined : env.DATABASE_URL);
const database = await openDatabase(url ? { url } : { dataDir: values['data-dir'] ?? env.DATA_DIR });
// COPY on a server runs on its own connections, without waiting for each commit to reach the disk, and (where the
// role may) without the foreign-key triggers, as pg_restore does: the rows are consistent by construction. Then two
// connections load at once.
const bulk = url ? [postgres(url, { max: 1, onnotice: () => {} }), postgres(url, { max: 1, onnotice: () => {} })] : [];
try {
  const counts = scaleCounts(bookings, { customers: count('customers'), riders: count('riders') });
  console.log(
    `Seeding ${counts.bookings.toLocaleString('en-IN')} bookings, ${counts.customers.toLocaleString('en-IN')} customers, ${counts.riders} riders on ${url ? 'PostgreSQL' : 'the embedded database'}`,
  );
  await database.migrate();
  await seedReferenceData(database.db);
  let loader;
  if (url) {
    let checked = false;
    for (const connection of bulk) {
      await connection`set synchronous_commit = off`;
      await connection`set maintenance_work_mem = '512MB'`;
      await connection`set work_mem = '256MB'`;
      await connection`set session_replication_role = replica`.catch(() => (checked = true));
    }
    if (checked)
      console.log('(this role may not set session_replication_role: foreign keys are checked row by row, on one connection)');
    loader = postgresLoader(checked ? [bulk[0]!] : [bulk[0]!, bulk[1]!]);
  } else {
    loader = pgliteLoader((database.db as unknown as { $client: PGlite }).$client);
  }
  const summary = await seedScale(database.db, loader, {
    counts,
    secret: env.APP_SECRET,
    seed: count('seed'),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`Done in ${summary.seconds.toFixed(0)} s:`);
  for (const [table, rows] of Object.entries(summary.rows))
    console.log(`  ${table.padEnd(22)} ${rows.toLocaleString('en-IN').padStart(12)}`);
  console.log(
    `Admin: ${SCALE_ADMIN.username} / ${SCALE_ADMIN.password}. Customers sign in with 70000 00001 onwards (the first ordered most).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(bulk.map((connection) => connection.end({ timeout: 5 })));
  await database.close();
}
