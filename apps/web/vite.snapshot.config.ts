import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The server-side build of the home's first screen (src/prerender/home-snapshot.tsx): one self-contained ES module for
// Node, written under dist/.vite/ (never served) after the browser build, where the API loads it at start (core's
// HOME_SNAPSHOT_MODULE; a config file cannot import core's TypeScript).
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  // Disabled, the PWA plugin writes no worker and its registration module does nothing (no worker on the server).
  plugins: [react(), VitePWA({ disable: true, injectRegister: false, manifest: false })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/home-snapshot.tsx',
    outDir: fileURLToPath(new URL('./dist/.vite/ssr', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'home-snapshot.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
  // Bundled whole, so the API needs nothing from the web app's dependencies at run time; React's production build
  // whatever NODE_ENV the API runs with, as in the browser build.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
