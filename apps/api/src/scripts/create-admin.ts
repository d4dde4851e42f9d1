// npm run admin:create -- --username NAME [--email EMAIL] [--password PASSWORD] [--reset]
// Without --password it asks for one (input hidden) when run in a terminal.
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { loadEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { createAdmin } from '../modules/admin-auth/admin-auth.service.js';
import { setAdminEmail } from '../modules/admin-auth/admin-password-reset.service.js';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('No password given and no terminal to ask in; pass --password'));
      return;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing while the password is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
      if (s.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
if (!values.username?.trim()) {
  console.error('Usage: npm run admin:create -- --username NAME [--email EMAIL] [--password PASSWORD] [--reset]');
  process.exit(64);
}

const env = loadEnv();
const password = values.password ?? (await askHidden('Password (at least 10 characters): '));
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, preparedStatements: env.DATABASE_PREPARED_STATEMENTS } : { dataDir: env.DATA_DIR },
);
try {
  await database.migrate();
  const result = await createAdmin(database.db, { username: values.username.trim(), password, reset: values.reset });
  // Password reset links (POST /api/auth/forgot-password) go to this address.
  if (values.email !== undefined) await setAdminEmail(database.db, result.username, values.email);
  console.log(result.created ? `Admin '${result.username}' created.` : `Password of admin '${result.username}' reset.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
