// First, before any module that may build a zod schema.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, routerReady } from './app/router';
import './index.css';
import { i18nReady } from './lib/i18n';
import { serverDrawn } from './lib/server-drawn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// After the device's language is ready: a Hindi reader's strings arrive first, so no English flashes by. A first
// screen the server drew stays until the app can draw that screen itself, not its splash: the first render then
// replaces it in one step.
void Promise.all([i18nReady, serverDrawn ? routerReady : undefined]).then(() => {
  const root = createRoot(container);
  // A transition renders in slices that give way to the browser (a tap, a frame) instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
