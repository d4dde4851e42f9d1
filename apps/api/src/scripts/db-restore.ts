// npm run db:restore -- FILE: puts a db:backup file in place of DATA_DIR's embedded database, with the app stopped.
// The folder that was there is moved to DATA_DIR.before-restore-<time> and kept.
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env.js';
import { BackupRefusedError, restoreBackup } from '../db/backup.js';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- FILE   (a file made by npm run db:backup; stop the app first)');
  process.exit(64);
}
try {
  const result = await restoreBackup(loadEnv(), positionals[0]!);
  console.log(`Restored ${positionals[0]} into ${result.dataDir}: ${result.bookings} bookings.`);
  if (result.movedAside)
    console.log(`  The database that was there is kept in ${result.movedAside} (delete it once you are sure).`);
} catch (error) {
  if (!(error instanceof BackupRefusedError || error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
