// The customer's first load on `/` and its budget (issue 13). `npm run size` after `npm run build -w @washday/web`
// fails above it. The files are read from the build manifest (apps/web/dist/.vite/manifest.json), so hashed names
// need no globs: the scripts and styles index.html loads, plus the customer route's chunk and everything it
// imports statically. Chunks the customer app loads on demand (dialogs, checkout, maps) are not part of it.
// Sizes are brotli, as the server sends them (precompressed .br files); `npm run size -- --json` lists them.
/* eslint-disable @typescript-eslint/no-require-imports -- size-limit loads its configuration as CommonJS */
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const DIST = path.join(__dirname, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
/** The module the `/` route loads lazily (apps/web/src/app/routes.ts). */
const CUSTOMER_ROUTE = 'src/areas/customer/customer-app.tsx';
/**
 * Code a customer must never download on the first load: the other roles' areas, maps and charts, and zod (the build's
 * `zod` chunk): the home screen checks what it stored with plain functions and loads the contract with its first request
 * (docs/decisions/0023-hot-paths.md), so a module on the first screen that builds a schema when it loads is a mistake.
 * Nor sonner: toasts go through lib/toast.ts, which fetches it when the page is idle or at the first toast.
 */
const NEVER_ON_FIRST_LOAD =
  /\bsrc\/(areas\/(admin|rider|vendor)|features\/(admin|rider|vendor)-)|\b(leaflet|recharts|zod|sonner)\b/;
const FONT = /\.(woff2?|ttf|otf)$/;
/** Fetched only for Devanagari text (its unicode-range in index.css): a Hindi reader's, never an English first load. */
const HINDI_ONLY_FONT = /devanagari/;

function firstLoad() {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npm run build -w @washday/web\` first`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const scripts = new Set();
  const others = new Set(['index.html']);
  const visit = (key, from) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key} (imported by ${from})`);
    if (scripts.has(chunk.file)) return;
    // A chunk is known by its module (src) when it is an entry, else by the name of its main module.
    if (NEVER_ON_FIRST_LOAD.test(`${key} ${chunk.name ?? ''}`))
      throw new Error(`The customer's first load includes ${key} (imported by ${from})`);
    scripts.add(chunk.file);
    for (const file of [
      ...(chunk.css ?? []),
      ...(chunk.assets ?? []).filter((asset) => FONT.test(asset) && !HINDI_ONLY_FONT.test(asset)),
    ])
      others.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  visit('index.html', 'the server');
  visit(CUSTOMER_ROUTE, 'the / route');
  const inDist = (file) => path.join(DIST, file);
  return { scripts: [...scripts].map(inDist), all: [...scripts, ...others].map(inDist) };
}

const { scripts, all } = firstLoad();

// Issue 13's targets are 120 kB of JavaScript and 200 kB in all. The limits below hold what the build reaches now
// (132.6 kB and 147.9 kB since decision 0039, which says what stands in the way of 120), with about 0.5 kB to spare,
// so it cannot grow unnoticed; the libraries alone take about 93.6 kB of JavaScript (React DOM 58.7 with React and
// the scheduler, i18next 15.2, React Router 9.8, TanStack Query 9.8). Lower them as the first load shrinks.
module.exports = [
  { name: 'Customer first load: JavaScript (brotli)', path: scripts, limit: '133.1 kB', brotli: true },
  { name: 'Customer first load: JavaScript, CSS and HTML (brotli)', path: all, limit: '148.4 kB', brotli: true },
];
