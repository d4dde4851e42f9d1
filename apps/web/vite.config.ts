import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
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

// One service worker (sw.js), scoped to the rider area until the customer app is made installable (issue 12), so a
// customer's pages never come from a cache they were not offered; the registration code ships only in the rider
// chunk (src/components/pwa). Manifests are static files in public/, one per installable area (rider.webmanifest).
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  scope: '/rider/',
  workbox: {
    // The app shell: hashed bundles, index.html and the icons. Catalogue images and API answers stay on the network.
    globPatterns: ['assets/**/*.{js,css}', 'index.html', 'favicon.svg', 'pwa/*.png'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: SERVER_PATHS,
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), pwa],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.WASHDAY_WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { proxy },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true },
});
