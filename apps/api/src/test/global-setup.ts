import { randomBytes } from 'node:crypto';
import { dropTestDatabases, serverUrl, TEST_RUN_VARIABLE } from './test-database.js';

export default function setup() {
  // Workers inherit the variable and put it in their databases' names.
  const run = randomBytes(4).toString('hex');
  process.env[TEST_RUN_VARIABLE] = run;
  return async function teardown() {
    const url = serverUrl();
    if (url) await dropTestDatabases(url, run);
  };
}
