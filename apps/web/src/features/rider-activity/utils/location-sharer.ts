// The active rider's live position (rider-portal.md §4.3, §7): the browser's watch, and the posts it feeds, kept apart
// from React so the rules below can be tested with a fake watch and clock.
import { LOCATION_STALE_AFTER_MS, RIDER_WATCH_OPTIONS } from '@washday/core';
import { forgetWatchedFix, rememberWatchedFix } from '@/lib/navigation';

/** A fix as it is posted: where, when the phone took it, and how sure it is (metres). */
export interface LocationFix {
  location: { lat: number; lng: number };
  timestamp: string;
  accuracy: number | null;
}

export interface SharingSnapshot {
  /** When the server last took a fix (ms since the epoch). */
  lastSentAt: number | null;
  /** No fix sent for LOCATION_STALE_AFTER_MS, or the page was hidden (the browser pauses the watch) since the last one. */
  stale: boolean;
  /** The watch failed or there is none: permission withdrawn, no signal, no geolocation at all. */
  watchError: boolean;
}

export const IDLE_SHARING: SharingSnapshot = { lastSentAt: null, stale: false, watchError: false };

/** At most one post every this often; fixes in between are replaced by the newest. */
export const MIN_SEND_INTERVAL_MS = 10_000;

type Watcher = Pick<Geolocation, 'watchPosition' | 'clearWatch'>;
type Visibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export interface LocationSharingDeps {
  geolocation: Watcher | undefined;
  /** Posts one fix; a rejection is ignored (the spec ignores the result), the next fix is tried as usual. */
  send: (fix: LocationFix, signal: AbortSignal) => Promise<unknown>;
  onChange: (snapshot: SharingSnapshot) => void;
  visibility?: Visibility | undefined;
  now?: () => number;
  minIntervalMs?: number;
  staleAfterMs?: number;
}

/**
 * Starts the watch with the spec's options and posts its fixes: one post in flight at a time, at most one every
 * `minIntervalMs`, always the newest fix. `stop()` ends the watch, the timers and any post in flight at once.
 */
export function startLocationSharing({
  geolocation,
  send,
  onChange,
  visibility,
  now = Date.now,
  minIntervalMs = MIN_SEND_INTERVAL_MS,
  staleAfterMs = LOCATION_STALE_AFTER_MS,
}: LocationSharingDeps): { stop: () => void } {
  let snapshot: SharingSnapshot = IDLE_SHARING;
  let stopped = false;
  let pending: LocationFix | null = null;
  let inFlight = false;
  let lastPostAt = Number.NEGATIVE_INFINITY;
  let sendTimer: ReturnType<typeof setTimeout> | undefined;
  let staleTimer: ReturnType<typeof setTimeout> | undefined;
  const aborter = new AbortController();

  const update = (patch: Partial<SharingSnapshot>) => {
    const next = { ...snapshot, ...patch };
    if (
      stopped ||
      (next.lastSentAt === snapshot.lastSentAt && next.stale === snapshot.stale && next.watchError === snapshot.watchError)
    )
      return;
    snapshot = next;
    onChange(snapshot);
  };
  const armStaleTimer = () => {
    clearTimeout(staleTimer);
    staleTimer = setTimeout(() => update({ stale: true }), staleAfterMs);
  };

  const flush = () => {
    if (stopped || inFlight || !pending) return;
    const wait = lastPostAt + minIntervalMs - now();
    if (wait > 0) {
      sendTimer ??= setTimeout(() => {
        sendTimer = undefined;
        flush();
      }, wait);
      return;
    }
    const fix = pending;
    pending = null;
    inFlight = true;
    lastPostAt = now();
    send(fix, aborter.signal)
      .then(
        () => {
          update({ lastSentAt: now(), stale: false });
          if (!stopped) armStaleTimer();
        },
        () => undefined,
      )
      .finally(() => {
        inFlight = false;
        flush();
      });
  };

  const onVisibility = () => {
    if (visibility?.visibilityState === 'hidden') update({ stale: true });
  };

  if (!geolocation) {
    update({ watchError: true });
    return { stop: () => void (stopped = true) };
  }

  const watchId = geolocation.watchPosition(
    (position) => {
      update({ watchError: false });
      const location = { lat: position.coords.latitude, lng: position.coords.longitude };
      rememberWatchedFix(location, position.timestamp);
      pending = {
        location,
        timestamp: new Date(position.timestamp).toISOString(),
        // The contract takes up to 100 km; a worse reading is still a position, just a vague one.
        accuracy: Number.isFinite(position.coords.accuracy) ? Math.min(position.coords.accuracy, 100_000) : null,
      };
      flush();
    },
    () => update({ watchError: true }),
    RIDER_WATCH_OPTIONS,
  );
  visibility?.addEventListener('visibilitychange', onVisibility);
  armStaleTimer();

  return {
    stop: () => {
      stopped = true;
      geolocation.clearWatch(watchId);
      forgetWatchedFix();
      visibility?.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(sendTimer);
      clearTimeout(staleTimer);
      aborter.abort();
    },
  };
}
