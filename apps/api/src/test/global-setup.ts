import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropTestDatabases, serverUrl } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's mark, in the names of the databases its workers make. */
    testRun: string;
  }
}

export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  return async function teardown() {
    const url = serverUrl();
    if (url) await dropTestDatabases(url, run);
  };
}
