import { vi } from 'vitest';
import type { WakeLockLike, WakeLockSentinelLike } from '@/hooks/use-wake-lock';

class FakeSentinel extends EventTarget implements WakeLockSentinelLike {
  released = false;
  release = vi.fn(async () => {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  });
}

/** navigator.wakeLock for tests: records each lock; `drop()` is the browser releasing them (page hidden). */
export class FakeWakeLock implements WakeLockLike {
  readonly sentinels: FakeSentinel[] = [];
  request = vi.fn(async (_type: 'screen') => {
    const sentinel = new FakeSentinel();
    this.sentinels.push(sentinel);
    return sentinel;
  });

  /** Locks not released. */
  get held(): number {
    return this.sentinels.filter((s) => !s.released).length;
  }

  drop() {
    for (const sentinel of this.sentinels) void sentinel.release();
  }
}

export function installWakeLock(fake: FakeWakeLock | undefined): () => void {
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: fake });
  return () => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  };
}

/** Sets document.visibilityState and tells the page, as the browser does when the screen sleeps or wakes. */
export function setPageVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

export function resetPageVisibility() {
  delete (document as { visibilityState?: unknown }).visibilityState;
}
