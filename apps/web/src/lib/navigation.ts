// Turn-by-turn navigation for riders (rider-portal.md §5.4, §7): a Google Maps directions link from the rider's
// current position, opened in a new tab. Used by the order cards and the order page.
import { RIDER_WATCH_OPTIONS } from '@washday/core';
import { getPosition } from './geolocation';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The spec's pause between a successful accept or start and opening the map (rider-portal.md §7). */
export const NAVIGATION_DELAY_MS = 1_000;

const coords = ({ lat, lng }: LatLng) => `${lat},${lng}`;

/** Directions from `origin` to a point or, when the point is unknown, to an address Google geocodes itself. */
export function directionsUrl(origin: LatLng, destination: LatLng | string): string {
  const to = typeof destination === 'string' ? encodeURIComponent(destination.trim()) : coords(destination);
  return `https://www.google.com/maps/dir/?api=1&origin=${coords(origin)}&destination=${to}`;
}

/** How long an accept, start or complete waits for a fix: the position only adds to the action, it must not hold it up. */
export const ACTION_POSITION_WAIT_MS = 3_000;

/** The latest fix the active rider's location watch reported, and when (Date.now()). */
let watchedFix: (LatLng & { at: number }) | null = null;

/** The location watch reports each fix here, so an action can use it when a fresh reading is slow to come. */
export function rememberWatchedFix(fix: LatLng, at: number = Date.now()): void {
  watchedFix = { lat: fix.lat, lng: fix.lng, at };
}

/** Forgets the watched fix (the rider went inactive or signed out). */
export function forgetWatchedFix(): void {
  watchedFix = null;
}

/**
 * The rider's position now, with the spec's watch options: a fix up to 30 s old (the active rider's watch keeps one
 * warm) or a fresh one within 10 s, or within `waitMs` when that is shorter. When no reading comes in time (a busy
 * phone, a slow GPS), the watch's own fix serves if it is no older than the spec's 30 s. Null when the position is
 * unknown (refused, unavailable, timed out with no recent fix): callers say so.
 */
export async function readCurrentPosition(
  geolocation?: Geolocation,
  waitMs: number = RIDER_WATCH_OPTIONS.timeout,
  now: () => number = Date.now,
): Promise<LatLng | null> {
  try {
    const { lat, lng } = await getPosition(
      { ...RIDER_WATCH_OPTIONS, timeout: Math.min(waitMs, RIDER_WATCH_OPTIONS.timeout) },
      geolocation,
    );
    return { lat, lng };
  } catch {
    const fix = watchedFix;
    return fix && now() - fix.at <= RIDER_WATCH_OPTIONS.maximumAge ? { lat: fix.lat, lng: fix.lng } : null;
  }
}

/**
 * Opens `url` in a new tab; false when the browser refused (a popup blocker), so the caller can offer a plain link.
 * Not `noopener` in the features: with it window.open always answers null and a refusal cannot be told apart.
 */
export function openInNewTab(url: string): boolean {
  if (typeof window === 'undefined') return false;
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // Some browsers make it read-only; the map does not use it either way.
  }
  return true;
}
