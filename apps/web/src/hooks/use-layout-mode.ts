import { useSyncExternalStore } from 'react';

export type LayoutMode = 'mobile' | 'desktop';

/** customer-app.md §2 Home: width ≤ 768 px, or a mobile user agent, or touch with width ≤ 1024 px. */
export const MOBILE_MAX_WIDTH = 768;
export const TOUCH_MOBILE_MAX_WIDTH = 1024;
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Silk|Kindle/i;

export interface LayoutSignals {
  width: number;
  userAgent: string;
  touch: boolean;
}

export function layoutModeFor({ width, userAgent, touch }: LayoutSignals): LayoutMode {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (MOBILE_USER_AGENT.test(userAgent)) return 'mobile';
  if (touch && width <= TOUCH_MOBILE_MAX_WIDTH) return 'mobile';
  return 'desktop';
}

function matches(query: string): boolean | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : undefined;
}

function readSignals(): LayoutSignals {
  // matchMedia measures the layout viewport exactly as CSS does; innerWidth is the fallback.
  const narrow = matches(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const tabletWide = matches(`(max-width: ${TOUCH_MOBILE_MAX_WIDTH}px)`);
  const width =
    narrow === undefined
      ? window.innerWidth
      : narrow
        ? MOBILE_MAX_WIDTH
        : tabletWide
          ? TOUCH_MOBILE_MAX_WIDTH
          : TOUCH_MOBILE_MAX_WIDTH + 1;
  const coarse = matches('(pointer: coarse)') ?? false;
  const touch = coarse || (typeof navigator !== 'undefined' && navigator.maxTouchPoints > 0);
  return { width, userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent, touch };
}

const getSnapshot = (): LayoutMode => layoutModeFor(readSignals());
const getServerSnapshot = (): LayoutMode => 'mobile';

function subscribe(onChange: () => void): () => void {
  const queries =
    typeof window.matchMedia === 'function'
      ? [`(max-width: ${MOBILE_MAX_WIDTH}px)`, `(max-width: ${TOUCH_MOBILE_MAX_WIDTH}px)`, '(pointer: coarse)'].map((q) =>
          window.matchMedia(q),
        )
      : [];
  for (const query of queries) query.addEventListener?.('change', onChange);
  window.addEventListener('resize', onChange);
  return () => {
    for (const query of queries) query.removeEventListener?.('change', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Which of the two home layouts to show; follows rotation and window resizes. */
export function useLayoutMode(): LayoutMode {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
