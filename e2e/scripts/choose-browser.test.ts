import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { BrowserMissing, chooseBrowser, DEBIAN_CHROMIUM, MISSING_BROWSER_MESSAGE, type Probes } from './choose-browser.mjs';

const PLAYWRIGHT_CHROME = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine described by which files are executable and what it allows; installing adds Debian's Chromium. */
function machine(options: {
  executable?: string[];
  canInstall?: boolean;
  installWorks?: boolean;
  playwright?: string | null;
  configured?: string;
}) {
  const executable = new Set(options.executable ?? []);
  const probes = {
    configured: options.configured,
    isExecutable: vi.fn((file: string) => executable.has(file)),
    canInstall: vi.fn(() => options.canInstall ?? false),
    install: vi.fn(() => {
      if (options.installWorks) executable.add(DEBIAN_CHROMIUM);
      return options.installWorks ?? false;
    }),
    playwrightExecutable: vi.fn(async () => (options.playwright === undefined ? PLAYWRIGHT_CHROME : options.playwright)),
    log: vi.fn(),
  } satisfies Probes;
  return probes;
}

describe('choosing the Chromium for the browser journeys', () => {
  it("uses Debian's Chromium when it is there, without installing or asking Playwright", async () => {
    const probes = machine({ executable: [DEBIAN_CHROMIUM, PLAYWRIGHT_CHROME], canInstall: true });
    await expect(chooseBrowser(probes)).resolves.toEqual({ path: DEBIAN_CHROMIUM, source: 'debian' });
    expect(probes.install).not.toHaveBeenCalled();
    expect(probes.playwrightExecutable).not.toHaveBeenCalled();
  });

  it("installs Debian's Chromium when it is missing and the machine allows it", async () => {
    const probes = machine({ executable: [PLAYWRIGHT_CHROME], canInstall: true, installWorks: true });
    await expect(chooseBrowser(probes)).resolves.toEqual({ path: DEBIAN_CHROMIUM, source: 'debian-installed' });
    expect(probes.install).toHaveBeenCalledOnce();
  });

  it("falls back to Playwright's Chromium when installing fails", async () => {
    const probes = machine({ executable: [PLAYWRIGHT_CHROME], canInstall: true, installWorks: false });
    await expect(chooseBrowser(probes)).resolves.toEqual({ path: PLAYWRIGHT_CHROME, source: 'playwright' });
    expect(probes.log).toHaveBeenLastCalledWith("Installing Debian's Chromium did not work; looking for Playwright's");
  });

  it("uses Playwright's Chromium without trying to install when the machine does not allow it", async () => {
    const probes = machine({ executable: [PLAYWRIGHT_CHROME], canInstall: false });
    await expect(chooseBrowser(probes)).resolves.toEqual({ path: PLAYWRIGHT_CHROME, source: 'playwright' });
    expect(probes.install).not.toHaveBeenCalled();
  });

  it('stops with one line saying what to install when there is no browser at all', async () => {
    for (const playwright of [PLAYWRIGHT_CHROME, null]) {
      // Playwright names where its browser would be even when it was never downloaded.
      const probes = machine({ executable: [], canInstall: false, playwright });
      const refusal = chooseBrowser(probes);
      await expect(refusal).rejects.toBeInstanceOf(BrowserMissing);
      await expect(refusal).rejects.toThrow(MISSING_BROWSER_MESSAGE);
    }
    expect(MISSING_BROWSER_MESSAGE).not.toContain('\n');
  });

  it('takes CHROMIUM_PATH as it is, and refuses one that is not executable', async () => {
    const chosen = machine({ configured: '/opt/chromium/chrome', executable: ['/opt/chromium/chrome'], canInstall: true });
    await expect(chooseBrowser(chosen)).resolves.toEqual({ path: '/opt/chromium/chrome', source: 'CHROMIUM_PATH' });
    expect(chosen.install).not.toHaveBeenCalled();
    const wrong = machine({ configured: '/opt/none', executable: [DEBIAN_CHROMIUM] });
    await expect(chooseBrowser(wrong)).rejects.toThrow('CHROMIUM_PATH=/opt/none is not an executable file');
  });
});

describe('ensure-browser.mjs', () => {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ensure-browser.mjs');
  const run = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

  it('runs the command with CHROMIUM_PATH set to the browser it chose, and passes on its exit code', () => {
    const result = run(
      { CHROMIUM_PATH: process.execPath },
      process.execPath,
      '-e',
      'console.log(`chosen ${process.env.CHROMIUM_PATH}`); process.exit(3)',
    );
    expect(result.stdout).toContain(`chosen ${process.execPath}`);
    expect(result.status).toBe(3);
  });

  it('exits 1 with a single line when the configured browser is not there', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium' }, process.execPath, '-e', 'console.log("ran")');
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('ran');
    expect(result.stderr.trim().split('\n')).toEqual([
      'CHROMIUM_PATH=/nonexistent/chromium is not an executable file; point it at a Chromium or unset it.',
    ]);
  });
});
