import { useCallback, useSyncExternalStore, type RefCallback } from 'react';
import { bottomBarsInset, coveredBottom, setBottomBar, subscribeBottomBars } from '@/lib/bottom-bars';

/**
 * A ref for a bar fixed along the bottom edge: while it is on screen, floating banners keep above it. Re-measured
 * when the bar changes size or the window does (a breakpoint can unfix it).
 */
export function useBottomBar<T extends HTMLElement>(): RefCallback<T> {
  return useCallback((element: T | null) => {
    if (!element) return;
    const key = Symbol('bottom-bar');
    const measure = () => setBottomBar(key, coveredBottom(element));
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      setBottomBar(key, 0);
    };
  }, []);
}

/** How far up from the bottom edge the bars reach, in pixels (0 without any). */
export function useBottomBarsInset(): number {
  return useSyncExternalStore(subscribeBottomBars, bottomBarsInset, () => 0);
}
