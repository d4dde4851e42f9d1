import { useEffect, useState } from 'react';

/** What the hook needs of navigator.wakeLock (a stand-in in tests). */
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}
export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

export function browserWakeLock(): WakeLockLike | undefined {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator && navigator.wakeLock
    ? (navigator.wakeLock as WakeLockLike)
    : undefined;
}

/**
 * Keeps the screen on while `enabled`, where the browser offers a wake lock. The browser drops the lock whenever the
 * page is hidden, so it is asked again each time the page comes back. Turning it off releases it at once.
 */
export function useWakeLock(
  enabled: boolean,
  { wakeLock }: { wakeLock?: WakeLockLike | undefined } = {},
): {
  supported: boolean;
  held: boolean;
} {
  const [held, setHeld] = useState(false);
  const lock = wakeLock ?? browserWakeLock();

  useEffect(() => {
    if (!enabled || !lock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let requesting = false;
    let cancelled = false;

    const acquire = async () => {
      if (requesting || (sentinel && !sentinel.released) || document.visibilityState !== 'visible') return;
      requesting = true;
      try {
        const next = await lock.request('screen');
        if (cancelled) {
          void next.release().catch(() => undefined);
          return;
        }
        sentinel = next;
        setHeld(true);
        next.addEventListener('release', () => {
          if (sentinel === next && !cancelled) setHeld(false);
        });
      } catch {
        // Refused (battery saver, not visible, not allowed): the screen may sleep; the stale notice says so.
        if (!cancelled) setHeld(false);
      } finally {
        requesting = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
      sentinel = null;
      setHeld(false);
    };
  }, [enabled, lock]);

  return { supported: Boolean(lock), held: enabled && held };
}
