// First, before any module that may build a zod schema.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// After the device's language is ready: a Hindi reader's strings arrive first, so no English flashes by.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
