import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// By its path: the config loader leaves the @washday/core package to Node, which cannot load its TypeScript, but
// bundles a file it is given by path (and what that file imports).
import { OFFLINE_READS } from '../../packages/core/src/contract/offline-reads';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
// React Router's package points every bundler at its development build, whose warnings (ENABLE_DEV_WARNINGS) stay in
// a production bundle; its production build is the same code without them.
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router/package.json')
  .replace(/package\.json$/, 'dist/production/index.mjs');
// The libraries every screen runs on (react-i18next's <Trans> aside: few screens use it).
const EVERY_SCREEN =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|clsx)[\\/]/;
// The API (apps/api) serves /api, /health and the dev outbox under /dev; in development it runs beside Vite.
// WASHDAY_API_PORT lets two dev setups run side by side (build-time tooling, not app configuration).
const apiTarget = `http://127.0.0.1:${process.env.WASHDAY_API_PORT ?? '3000'}`;
// Regex keys so that e.g. /developer or /apiary stay with the SPA.
// Host stays the browser's and X-Forwarded-Host says so: the API's same-origin check on cookie writes must see
// the address the browser used (the shorthand form would rewrite Host to the API's).
const proxy = Object.fromEntries(
  ['^/api(/|$)', '^/health(/|$)', '^/dev(/|$)'].map((key) => [key, { target: apiTarget, changeOrigin: false, xfwd: true }]),
);

// Paths the API answers, and files (a last segment with an extension, as the API's web-app plugin tells them
// apart): the service worker must never answer a navigation to them with index.html.
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/health(\/|$)/, /^\/dev(\/|$)/, /^[^?]*\/[^/?]+\.[a-z0-9]+(\?|$)/i];

/**
 * Same-origin requests whose path matches `pattern` (the contract's, packages/core OFFLINE_READS). Workbox writes each
 * matcher into sw.js as its text (toString), without this file's other names, so that text carries the pattern itself.
 */
function samePath(pattern: RegExp) {
  const matcher = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) => sameOrigin && pattern.test(url.pathname);
  matcher.toString = () => `({ url, sameOrigin }) => sameOrigin && ${String(pattern)}.test(url.pathname)`;
  return matcher;
}

// One service worker (sw.js) for the whole site, registered by the installable areas (src/components/pwa): the
// customer app and the rider app, each with its own manifest in public/. It precaches the app shell and the
// catalogue pictures, answers navigations with index.html, keeps the catalogue and the signed-in customer's own
// profile and bookings readable offline (network first; the customer cache is deleted at logout), and shows pushes
// (public/push-sw.js). Nothing else from the API is cached.
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  scope: '/',
  workbox: {
    globPatterns: ['assets/**/*.{js,css}', 'index.html', 'favicon.svg', 'pwa/*.png', 'images/**/*.svg'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    importScripts: ['/push-sw.js'],
    runtimeCaching: [
      {
        // The Devanagari font, fetched only by Hindi readers, kept for their offline visits (hashed: never changes).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.woff2$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'washday-fonts', cacheableResponse: { statuses: [200] }, expiration: { maxEntries: 4 } },
      },
      {
        urlPattern: samePath(OFFLINE_READS.catalogue),
        handler: 'NetworkFirst',
        options: { cacheName: 'washday-catalogue', networkTimeoutSeconds: 6, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: samePath(OFFLINE_READS.customer),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'washday-customer',
          networkTimeoutSeconds: 6,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
});

export default defineConfig(({ mode }) => ({
  root,
  plugins: [react(), tailwindcss(), pwa, precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { port: Number(process.env.WASHDAY_WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: which files each entry and lazy chunk loads (the size budget reads it: .size-limit.cjs).
    manifest: true,
    rolldownOptions: {
      // Core's modules only build schemas and constants: an import of a price rule need not bring every schema.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // The libraries every screen runs on, in one file rather than a request each. Only those: a library some
          // screens use (maps, charts, forms) stays with them.
          groups: [
            {
              name: 'vendor',
              test: (id) => EVERY_SCREEN.test(id) && !/[\\/]react-i18next[\\/].*Trans/.test(id),
            },
            // Named, so the size report says what it is, and .size-limit.cjs can refuse it on the first load.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'sonner', test: /[\\/]node_modules[\\/]sonner[\\/]/ },
          ],
        },
      },
    },
  },
}));
