import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layoutModeFor, useLayoutMode } from './use-layout-mode';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('layoutModeFor (customer-app.md §2 Home)', () => {
  it('is mobile at 768 px or less', () => {
    expect(layoutModeFor({ width: 768, userAgent: DESKTOP_UA, touch: false })).toBe('mobile');
    expect(layoutModeFor({ width: 390, userAgent: DESKTOP_UA, touch: false })).toBe('mobile');
    expect(layoutModeFor({ width: 769, userAgent: DESKTOP_UA, touch: false })).toBe('desktop');
  });

  it('is mobile for a mobile user agent at any width', () => {
    expect(layoutModeFor({ width: 1280, userAgent: IPHONE_UA, touch: false })).toBe('mobile');
    expect(layoutModeFor({ width: 1100, userAgent: ANDROID_UA, touch: true })).toBe('mobile');
  });

  it('is mobile for touch up to 1024 px, desktop above', () => {
    expect(layoutModeFor({ width: 1024, userAgent: DESKTOP_UA, touch: true })).toBe('mobile');
    expect(layoutModeFor({ width: 1025, userAgent: DESKTOP_UA, touch: true })).toBe('desktop');
    expect(layoutModeFor({ width: 1024, userAgent: DESKTOP_UA, touch: false })).toBe('desktop');
  });
});

describe('useLayoutMode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A matchMedia whose answers follow `width` and `coarse`; listeners fire on `change`. */
  function stubMedia(state: { width: number; coarse: boolean }) {
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width: (\d+)px/.exec(query);
      const matches = max ? state.width <= Number(max[1]) : query.includes('pointer: coarse') ? state.coarse : false;
      return {
        matches,
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    });
    return () => listeners.forEach((listener) => listener());
  }

  it('follows the window through resizes and rotation', () => {
    const state = { width: 1280, coarse: false };
    const change = stubMedia(state);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    const { result } = renderHook(() => useLayoutMode());
    expect(result.current).toBe('desktop');

    state.width = 700;
    act(change);
    expect(result.current).toBe('mobile');

    state.width = 1000;
    state.coarse = true;
    act(change);
    expect(result.current).toBe('mobile');

    state.coarse = false;
    act(change);
    expect(result.current).toBe('desktop');
  });

  it('is mobile on a phone user agent even when the window is wide', () => {
    stubMedia({ width: 1280, coarse: false });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    const { result } = renderHook(() => useLayoutMode());
    expect(result.current).toBe('mobile');
  });
});
