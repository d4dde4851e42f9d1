// First, before any module that may build a zod schema.
import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { preloadScreens } from './app/routes';
import './index.css';
import { hasSessionHint } from './features/auth/api/get-session';
import { i18nReady, loadCustomerStrings } from './lib/i18n';
import { serverDrawn } from './lib/server-drawn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// After the device's language is ready: a Hindi reader's strings arrive first, so no English flashes by. A first
// screen the server drew stays until the app can draw that screen itself, not its splash: the first render then
// replaces it in one step.
// A signed-in customer's home shows the bell and their orders, whose strings are not bundled: fetched with the screens.
if (hasSessionHint()) void loadCustomerStrings().catch(() => undefined);
const firstScreen = preloadScreens(window.location.pathname).catch(() => {
  // The app's render meets the failure again and shows its error screen, which offers to try again.
});
void Promise.all([i18nReady, serverDrawn ? firstScreen : undefined]).then(() => {
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
  // long task, and keeps the drawn screen until the whole app is ready. Elsewhere the splash shows at once.
  if (serverDrawn) startTransition(render);
  else render();
});
