// @ts-check
// Which Chromium the browser journeys run in. The probes are passed in so the choice can be tested without
// touching the machine (ensure-browser.mjs passes the real ones).

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const MISSING_BROWSER_MESSAGE =
  "No Chromium for the browser journeys: install Debian's (sudo apt-get install chromium) or Playwright's (npx playwright install chromium), or set CHROMIUM_PATH to one.";

export class BrowserMissing extends Error {}

/**
 * @typedef {'CHROMIUM_PATH' | 'debian' | 'debian-installed' | 'playwright'} BrowserSource
 * @typedef {{ path: string, source: BrowserSource }} Browser
 * @typedef {object} Probes
 * @property {string | undefined} configured CHROMIUM_PATH, when set
 * @property {(path: string) => boolean} isExecutable
 * @property {() => boolean} canInstall apt-get is there and we are root or may use sudo without a password
 * @property {() => boolean} install installs Debian's chromium; true when apt-get succeeded
 * @property {() => Promise<string | null>} playwrightExecutable where Playwright keeps its own Chromium, if it knows
 * @property {(line: string) => void} log
 */

/**
 * CHROMIUM_PATH when set; else Debian's Chromium, installed first when it is missing and we may; else a
 * Chromium Playwright has already downloaded; else BrowserMissing with one line saying what to install.
 * @param {Probes} probes
 * @returns {Promise<Browser>}
 */
export async function chooseBrowser(probes) {
  if (probes.configured) {
    if (probes.isExecutable(probes.configured)) return { path: probes.configured, source: 'CHROMIUM_PATH' };
    throw new BrowserMissing(`CHROMIUM_PATH=${probes.configured} is not an executable file; point it at a Chromium or unset it.`);
  }
  if (probes.isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' };
  if (probes.canInstall()) {
    probes.log("Installing Debian's Chromium for the browser journeys (apt-get install chromium)");
    if (probes.install() && probes.isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian-installed' };
    probes.log("Installing Debian's Chromium did not work; looking for Playwright's");
  }
  const playwright = await probes.playwrightExecutable();
  if (playwright && probes.isExecutable(playwright)) return { path: playwright, source: 'playwright' };
  throw new BrowserMissing(MISSING_BROWSER_MESSAGE);
}
