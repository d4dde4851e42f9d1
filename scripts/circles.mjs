#!/usr/bin/env node
// `npm run circles`: fails on any import circle in the project's own code, between files and between the API's modules.
//
// dpdm reads the imports (TypeScript's parser, so `import type` and `export … from` are edges too, and so is a dynamic
// `import()`) and resolves them as the compiler does: `./x.js` to `./x.ts`, each root's tsconfig paths (the web's
// `@/…`) and the workspace package `@washday/core` through its symlink to packages/core/src. This script merges the
// roots into one graph and reports each circle once, as a strongly connected component (the files that all reach each
// other) with one shortest loop through them to show where to cut.
//
// The API's modules (apps/api/src/modules/<name>) are checked as a graph of their own too: two modules must not import
// each other, even through files that don't (imports from test files don't count there; from every other file they do).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDependencyTree } from 'dpdm';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each root is parsed with its own tsconfig (path aliases differ); imports followed out of a root are read too. */
const roots = [
  { files: 'apps/api/src/**/*.ts', tsconfig: 'apps/api/tsconfig.json' },
  { files: 'apps/api/scripts/**/*.{ts,mjs}', tsconfig: 'apps/api/tsconfig.json' },
  { files: 'apps/web/src/**/*.{ts,tsx}', tsconfig: 'apps/web/tsconfig.json' },
  { files: 'packages/core/src/**/*.ts', tsconfig: 'packages/core/tsconfig.json' },
  { files: 'e2e/{tests,scripts}/**/*.{ts,mjs}', tsconfig: 'e2e/tsconfig.json' },
  { files: 'bench/**/*.ts', tsconfig: 'bench/tsconfig.json' },
  { files: 'scripts/**/*.mjs', tsconfig: 'tsconfig.base.json' },
];

/**
 * Module pairs that may still import each other while the orders and bookings services are split (their imports are
 * being made one-way there). Only these two-way edges are let through, and each is still printed. Delete a pair once it
 * no longer imports both ways (the check says so) so that it cannot quietly come back; an empty list tolerates nothing.
 */
const PENDING_MODULE_PAIRS = [];

/** @type {Map<string, Set<string>>} file → project files it imports */
const files = new Map();
/** Relative or aliased imports that resolve to no file: a missing edge could hide a circle, so they fail the check. */
const unresolved = new Set();

for (const root of roots) {
  const tree = await parseDependencyTree(root.files, {
    context: repo,
    cwd: repo,
    tsconfig: path.join(repo, root.tsconfig),
    extensions: ['', '.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
    js: ['.ts', '.tsx', '.mjs', '.js', '.jsx'],
    include: /\.(m?[jt]sx?|json)$/,
    exclude: /(^|\/)node_modules\//,
    transform: false, // keep type-only imports
    skipDynamicImports: false,
  });
  for (const [file, dependencies] of Object.entries(tree)) {
    if (dependencies === null) continue; // a package in node_modules: outside the check
    const edges = files.get(file) ?? new Set();
    files.set(file, edges);
    for (const dependency of dependencies) {
      if (dependency.id === null) {
        if (/^(\.|@\/|@washday\/)/.test(dependency.request)) unresolved.add(`${file}: '${dependency.request}'`);
      } else if (tree[dependency.id] !== null && !dependency.id.startsWith('node_modules/')) {
        edges.add(dependency.id);
      }
    }
  }
}

/** Tarjan's strongly connected components of size > 1 (or a node importing itself), iteratively. */
function circlesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const enter = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    return { node, children: [...(graph.get(node) ?? [])], at: 0 };
  };
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [enter(start)];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.children.length) {
        const child = frame.children[frame.at++];
        if (!index.has(child)) work.push(enter(child));
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node), index.get(child)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(member)?.has(member)) found.push(component.sort());
    }
  }
  return found.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** The shortest loop from the component's first node back to itself, inside the component. */
function shortestLoop(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

// The API's modules: an edge when any of a module's files (not its tests) imports a file of another.
const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;
const moduleOf = (file) => MODULE.exec(file)?.[1];
/** @type {Map<string, Set<string>>} module → modules it imports */
const modules = new Map();
/** "a b" → the imports from module a into module b, to show */
const crossings = new Map();
for (const [file, imports] of files) {
  const from = moduleOf(file);
  if (!from || /\.test\.tsx?$/.test(file)) continue;
  if (!modules.has(from)) modules.set(from, new Set());
  for (const imported of imports) {
    const to = moduleOf(imported);
    if (!to || to === from) continue;
    modules.get(from).add(to);
    const key = `${from} ${to}`;
    crossings.set(key, [...(crossings.get(key) ?? []), `${file} -> ${imported}`]);
  }
}
const importsBothWays = (a, b) => Boolean(modules.get(a)?.has(b) && modules.get(b)?.has(a));
const pending = PENDING_MODULE_PAIRS.filter(([a, b]) => importsBothWays(a, b));
const settled = PENDING_MODULE_PAIRS.filter(([a, b]) => !importsBothWays(a, b));
for (const [a, b] of pending) {
  modules.get(a).delete(b);
  modules.get(b).delete(a);
}

const fileCircles = circlesOf(files);
const moduleCircles = circlesOf(modules);
let failed = false;

if (unresolved.size > 0) {
  failed = true;
  console.error(`${unresolved.size} project imports resolve to no file, so circles through them cannot be seen:`);
  for (const line of [...unresolved].sort()) console.error(`  ${line}`);
  console.error('');
}

if (fileCircles.length > 0) {
  failed = true;
  console.error(`${fileCircles.length} import circles between files (type-only imports count):`);
  fileCircles.forEach((component, i) => {
    console.error(`\n${i + 1}) ${component.length} files, e.g. ${shortestLoop(files, component).join(' -> ')}`);
    for (const file of component) console.error(`     ${file}`);
  });
  console.error('');
} else {
  console.log(`0 import circles between ${files.size} files.`);
}

if (moduleCircles.length > 0) {
  failed = true;
  console.error(`${moduleCircles.length} import circles between the API's modules (apps/api/src/modules):`);
  moduleCircles.forEach((component, i) => {
    const loop = shortestLoop(modules, component);
    console.error(`\n${i + 1}) ${component.join(', ')}, e.g. ${loop.join(' -> ')}`);
    for (let at = 0; at + 1 < loop.length; at++)
      for (const crossing of crossings.get(`${loop[at]} ${loop[at + 1]}`) ?? []) console.error(`     ${crossing}`);
  });
  console.error('');
} else {
  console.log(`0 import circles between ${modules.size} API modules.`);
}

if (pending.length > 0) {
  console.log(`\nLeft to the orders/bookings split (listed in PENDING_MODULE_PAIRS, not failing):`);
  for (const [a, b] of pending) {
    console.log(`  ${a} <-> ${b}`);
    for (const crossing of [...crossings.get(`${a} ${b}`), ...crossings.get(`${b} ${a}`)]) console.log(`     ${crossing}`);
  }
}
if (settled.length > 0) {
  console.log(`\nNo longer importing each other, so delete them from PENDING_MODULE_PAIRS in scripts/circles.mjs:`);
  for (const [a, b] of settled) console.log(`  ${a} <-> ${b}`);
}

process.exit(failed ? 1 : 0);
