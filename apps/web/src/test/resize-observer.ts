import { vi } from 'vitest';

// jsdom has no ResizeObserver; Radix menus and charts measure with it.

/** Stands one in for the test (vi.unstubAllGlobals takes it away). */
export function stubResizeObserver() {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
}

/** Puts one in for the file, unless the environment has it. */
export function polyfillResizeObserver() {
  globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
}

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
