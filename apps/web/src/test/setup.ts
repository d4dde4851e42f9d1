import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { takeContractViolations } from './mock-api';

// CI runs every project at once on two cores; findBy/waitFor must not give up after testing-library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; components that scroll errors into view still work without it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  cleanup();
  // A stubbed answer that breaks core's contract fails the test, whatever the screen made of it.
  expect(takeContractViolations(), 'stubbed API answers that break the contract').toEqual([]);
});
