import { defineProject } from 'vitest/config';

// Unit tests of the journeys' set-up scripts; the journeys themselves run in Playwright.
export default defineProject({
  test: {
    name: 'e2e-scripts',
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
  },
});
