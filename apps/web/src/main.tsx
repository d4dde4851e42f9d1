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
  const render = () =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  // Over a drawn screen, a transition renders in slices that give way to the browser (a tap, a frame) instead of one
  // long task: safe, since the router is ready and does not change by itself. Otherwise the router may still be
  // loading its first route, and RouterProvider reads its state when it renders but listens only once committed: a
  // sliced render let the route arrive in between, unheard, and the splash stayed (seen on /admin). One task, then.
  if (serverDrawn) startTransition(render);
  else render();
});
