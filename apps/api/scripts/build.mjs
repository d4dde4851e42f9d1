// Bundles the API for `npm start`: our workspace code (@washday/*) is inlined as compiled JS,
// npm packages stay external and load from node_modules as usual.
import { build } from 'esbuild';

await build({
  // The route solver's thread loads its own file, beside main.js (solver-thread.ts).
  entryPoints: { main: 'src/main.ts', 'solver-worker': 'src/modules/route-planner/travel/solver-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@washday/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
