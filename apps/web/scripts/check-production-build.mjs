// Fails the build when dist/ holds React's development build (it happens when NODE_ENV=development
// leaks into `vite build`: a 500 KB entry script full of dev-only checks).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
// React sits in the entry or in a chunk the entry preloads (the shared vendor chunk).
const firstScripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const problems = [];
if (!entry) problems.push('index.html has no module entry script');
else if (!firstScripts.some((file) => readFileSync(path.join(dist, file), 'utf8').includes('Minified React error')))
  problems.push(`${entry} and the scripts it preloads do not hold React's production build`);
const assets = path.join(dist, 'assets');
for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
  if (readFileSync(path.join(assets, file), 'utf8').includes('jsxDEV'))
    problems.push(`assets/${file} uses the development JSX runtime`);
}
if (problems.length > 0) {
  console.error(
    `The web build is not a production build:\n  ${problems.slice(0, 5).join('\n  ')}\nBuild with NODE_ENV=production.`,
  );
  process.exit(1);
}
