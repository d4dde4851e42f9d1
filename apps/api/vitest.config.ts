import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files in a worker share one migrated database (reset per file), so modules are not re-isolated.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
