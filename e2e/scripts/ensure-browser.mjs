// @ts-check
// Finds the Chromium the browser journeys run in (installing Debian's when it is missing and we may), then runs
// the given command with CHROMIUM_PATH set to it, which playwright.config.ts reads:
//   node scripts/ensure-browser.mjs playwright test
// Without a command it only sets up and says which browser it found (.ci/run does that first).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { BrowserMissing, chooseBrowser } from './choose-browser.mjs';

const SOURCES = {
  CHROMIUM_PATH: 'from CHROMIUM_PATH',
  debian: "Debian's Chromium",
  'debian-installed': "Debian's Chromium, just installed",
  playwright: "Playwright's Chromium",
};

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @param {string} command @param {string[]} args */
function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

const isRoot = process.getuid?.() === 0;

function canInstall() {
  return succeeds('apt-get', ['--version']) && (isRoot || succeeds('sudo', ['-n', 'true']));
}

/** apt-get install of Debian packages, through sudo when not root. @param {string[]} packages */
function aptInstall(packages) {
  // `env` carries DEBIAN_FRONTEND through sudo, which resets the environment.
  const prefix = [...(isRoot ? [] : ['sudo', '-n']), 'env', 'DEBIAN_FRONTEND=noninteractive'];
  /** @param {string[]} args */
  const run = (args) => {
    const [command, ...rest] = [...prefix, ...args];
    return spawnSync(/** @type {string} */ (command), rest, { stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  };
  return run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', ...packages]);
}

const install = () => aptInstall(['chromium']);

// The invoice journey reads the downloaded PDF with Poppler's pdftotext, as a person checking it would; without it
// (and without the right to install it) the journey reads the PDF with pdf.js instead (tests/support/pdf.ts).
if (!succeeds('pdftotext', ['-v']) && canInstall()) {
  console.log('== Installing Poppler (apt-get install poppler-utils) so the journeys read PDFs with pdftotext');
  if (!aptInstall(['poppler-utils'])) console.log('== Installing Poppler did not work; PDFs are read with pdf.js');
}

async function playwrightExecutable() {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

/** @param {string} path */
function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 ? result.stdout.trim() : 'version unknown';
}

let browser;
try {
  browser = await chooseBrowser({
    configured: process.env.CHROMIUM_PATH || undefined,
    isExecutable,
    canInstall,
    install,
    playwrightExecutable,
    log: (line) => console.log(`== ${line}`),
  });
} catch (error) {
  if (!(error instanceof BrowserMissing)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(`== Browser journeys run in ${browser.path} (${SOURCES[browser.source]}; ${version(browser.path)})`);

const [command, ...args] = process.argv.slice(2);
if (command) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: browser.path } });
  if (result.error) throw result.error;
  process.exit(result.status ?? 1);
}
