import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
// The API (apps/api) serves /api, /health and the dev outbox under /dev; in development it runs beside Vite.
// WASHDAY_API_PORT lets two dev setups run side by side (build-time tooling, not app configuration).
const apiTarget = `http://127.0.0.1:${process.env.WASHDAY_API_PORT ?? '3000'}`;
// Regex keys so that e.g. /developer or /apiary stay with the SPA.
const proxy = Object.fromEntries(['^/api(/|$)', '^/health(/|$)', '^/dev(/|$)'].map((key) => [key, apiTarget]));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.WASHDAY_WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: { proxy },
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true },
});
