import { dropTestDatabases, serverUrl } from './test-database.js';

export default function setup() {
  return async function teardown() {
    const url = serverUrl();
    if (url) await dropTestDatabases(url);
  };
}
