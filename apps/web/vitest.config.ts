import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineProject } from 'vitest/config';

// Standalone on purpose: the root vitest config lists this file as the `web` project.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Resolves 'virtual:pwa-register/react' as `vite dev` does: registration that does nothing (tests may mock it).
  plugins: [react(), VitePWA({ registerType: 'prompt', injectRegister: false, manifest: false })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 30_000,
    // A hook that imports a whole area (admin-portal.test.tsx) took over 10 s on a slow machine.
    hookTimeout: 30_000,
  },
});
