import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { seedReferenceData } from '../db/seed/seed-reference.js';
import { describeDemoSignIns, seedDemoData } from '../db/seed/seed-demo.js';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, preparedStatements: env.DATABASE_PREPARED_STATEMENTS } : { dataDir: env.DATA_DIR },
);
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const added = await seedDemoData(database.db, env.APP_SECRET);
  console.log(added ? 'Demo data added.' : 'The database already has users; demo data was not added again.');
  console.log(describeDemoSignIns(`http://localhost:${env.PORT}`));
} finally {
  await database.close();
}
