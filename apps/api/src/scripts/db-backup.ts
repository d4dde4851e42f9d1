// npm run db:backup [-- FILE]: a consistent copy of the embedded database, taken through the running app when one
// runs on DATA_DIR, else from the folder itself. FILE defaults to backups/washday-<time>.tar.gz (relative to apps/api).
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env.js';
import { BackupRefusedError, takeBackup } from '../db/backup.js';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length > 1) {
  console.error('Usage: npm run db:backup [-- FILE]');
  process.exit(64);
}
try {
  const result = await takeBackup(loadEnv(), positionals[0] ? { file: positionals[0] } : {});
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backup written: ${result.file}`);
  console.log(`  ${megabytes} MB (${result.bytes} bytes), ${result.bookings} bookings, taken from the ${result.source}`);
} catch (error) {
  if (!(error instanceof BackupRefusedError || error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
