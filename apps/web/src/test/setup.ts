import '@testing-library/jest-dom/vitest';
import { CUSTOMER_SESSION_HINT_COOKIE } from '@washday/core';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { fastLabelControl, lazyPollingErrors, trimStylesheets } from './jsdom-speedups';
import { takeContractViolations } from './mock-api';
import { i18n, loadCustomerStrings, loadLanguage } from '@/lib/i18n';

// Screens render in English in tests, and a key with no English string fails the test that renders it. Hindi is
// loaded up front, as the app loads it when chosen, so a test may switch to it with i18n.changeLanguage.
await loadLanguage('hi');
// The rider area adds its English when it loads, and the customer screens beyond the home fetch theirs (lib/i18n.ts):
// tests render these screens on their own.
await import('@/locales/rider-strings');
await loadCustomerStrings();
await i18n.changeLanguage('en');
// The contract's chunk, which the app fetches with its first request (lib/lazy-endpoints.ts), is here before any
// test starts: a request then waits no longer than when the contract was imported with the screen.
await import('@/lib/endpoints');
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (_languages, namespace, key) => {
  // Messages from core and the server fall back to their English text by design (lib/i18n.ts translateMessage).
  if (namespace === 'messages') return;
  throw new Error(`Missing translation: ${namespace}:${key}`);
};

// CI runs every project at once on two cores; findBy/waitFor must not give up after testing-library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// jsdom's slowest paths made cheaper, with the same outcomes (jsdom-speedups.ts): a label finds its control through the
// id cache, a query that fails while findBy/waitFor try again prints the document only if that failure is the one
// reported, and (before each test, below) library stylesheets keep only the rules a test can observe.
fastLabelControl(window);
lazyPollingErrors();

// jsdom has no scrolling; components that scroll errors into view still work without it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Screens' tests answer the profile request themselves (a customer or a 401): the browser holds the session hint
// that makes the app ask (features/auth/api/get-session.ts). A guest's test removes it.
beforeEach(() => {
  document.cookie = `${CUSTOMER_SESSION_HINT_COOKIE}=1; path=/`;
  trimStylesheets(document);
});

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  // A stubbed answer that breaks core's contract fails the test, whatever the screen made of it.
  expect(takeContractViolations(), 'stubbed API answers that break the contract').toEqual([]);
});
