import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.WASHDAY_WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { proxy },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true },
});
