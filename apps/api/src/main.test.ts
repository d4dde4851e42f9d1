import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('start-up', () => {
  it('refuses NODE_ENV=production without secrets, naming each problem, with no stack trace', () => {
    // Nothing but NODE_ENV: no secret, no providers, no database.
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('Invalid environment configuration');
    for (const variable of ['APP_SECRET', 'SMS_PROVIDER', 'WHATSAPP_PROVIDER']) expect(run.stderr).toContain(`  ${variable}: `);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).not.toContain('Washday is running');
  }, 70_000);
});
