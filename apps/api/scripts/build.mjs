// Bundles the API for `npm start`: our workspace code (@washday/*) is inlined as compiled JS,
// npm packages stay external and load from node_modules as usual.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
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
