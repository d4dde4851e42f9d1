import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the built app (`npm run build`) on a throwaway embedded database.
// E2E_PORT lets two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'washday-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The Chromium scripts/ensure-browser.mjs chose (npm test runs it first); Debian's by default.
      // The flags keep it off the (closed) network.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Customer and rider journeys on a phone; the admin portal's journeys (admin-*.spec.ts) on a desktop; the laundry's
  // (vendor-*.spec.ts) on a tablet. Each spec runs once.
  projects: [
    {
      name: 'phone',
      testIgnore: /(admin|vendor)-.*\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testMatch: /admin-.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        deviceScaleFactor: 1,
        browserName: 'chromium',
      },
    },
    {
      name: 'tablet',
      testMatch: /vendor-.*\.spec\.ts/,
      use: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, hasTouch: true, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: 'node ../apps/api/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      OTP_SENDS_PER_IP_PER_HOUR: '500',
      // Journeys sign the demo riders in more than the spec's 5 times an hour.
      OTP_SENDS_PER_PHONE_PER_HOUR: '50',
    },
  },
});
