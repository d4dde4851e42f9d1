import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/core/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'e2e/vitest.config.ts',
      // The repository's own rules: the layers eslint.config.js enforces.
      { test: { name: 'repo', environment: 'node', include: ['*.test.ts'], testTimeout: 60_000 } },
    ],
    // Two cores: two workers keep PGlite memory bounded and the machine responsive.
    maxWorkers: 2,
  },
});
