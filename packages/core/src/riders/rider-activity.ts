// A rider's active status and live position (rider-portal.md §4.3, §5.4, §7; admin-and-backend.md §4):
// the rules the server decides with and the shapes both sides read.
import { z } from 'zod';
import { haversineKm, type LatLng } from '../locations/geo.js';

export const RIDER_ACTIVITY_MESSAGES = {
  // rider-portal.md §2.3, §5.4, §8.3
  onlyApproved: 'Only approved riders can go active',
  locationRequired: 'Location access is required to go active',
  nowActive: 'You are now active',
  nowInactive: 'You are now inactive',
  toggleFailed: 'Failed to update status',
  watchError: 'Location access required for active status',
  navigationNeedsLocation: 'Current location not available. Please enable location services.',
  trackingActive: 'Location tracking active',
  trackingPaused: 'Location tracking paused: keep this screen open',
  // Ours: why a position is refused.
  notActive: 'Go active to share your location',
  tooOld: 'This position is too old to share; a fresh one will be sent',
  inFuture: "This position's time is ahead of the server clock; check the phone's date and time",
  implausible:
    'This position is too far from your last one for the time between them (faster than 80 km/h), so it cannot be real',
  implausibleOnActive:
    'This position is too far from the last one you shared for the time since (faster than 80 km/h). Check that location is on and accurate, then try again',
  tooManyToggles: 'You have switched to active too many times; wait a minute and try again',
  outOfRange: 'Latitude must be between -90 and 90 and longitude between -180 and 180',
  recorded: 'Location updated',
} as const;

/** The browser's position watch (rider-portal.md §7, §9). */
export const RIDER_WATCH_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 } as const;

/** A position older than this when it reaches the server is refused. */
export const LOCATION_MAX_AGE_MS = 5 * 60_000;
/** A position stamped this far ahead of the server clock is refused (phone clocks drift a little). */
export const LOCATION_MAX_FUTURE_MS = 60_000;
/** Faster than this from the last position is not a rider on a two-wheeler in and around a city. */
export const MAX_PLAUSIBLE_SPEED_KMH = 80;
/** GPS noise allowed on top of the distance that speed covers, however short the time between fixes. */
export const LOCATION_JITTER_KM = 0.2;
/** Pings are kept this long, then purged. */
export const LOCATION_PING_RETENTION_DAYS = 14;
/** The rider's screen calls their position stale after this long without a fix sent. */
export const LOCATION_STALE_AFTER_MS = 2 * 60_000;

export type LocationVerdict = { ok: true } | { ok: false; reason: keyof typeof RIDER_ACTIVITY_MESSAGES };

/** The furthest a rider can be from a position this long after (or before) it: GPS noise plus the distance at top speed. */
export function allowedMoveKm(elapsedMs: number): number {
  return LOCATION_JITTER_KM + (MAX_PLAUSIBLE_SPEED_KMH * Math.abs(elapsedMs)) / 3_600_000;
}

/** Whether a rider could be at `to` given that they were at `from`: the allowance grows with the time between them. */
export function isPlausibleMove(from: LatLng & { at: Date }, to: LatLng & { at: Date }): boolean {
  return haversineKm(from, to) <= allowedMoveKm(to.at.getTime() - from.at.getTime());
}

/** Whether a new fix is believable, given the last one the server holds. */
export function judgeLocation(fix: LatLng & { at: Date }, last: (LatLng & { at: Date }) | null, now: Date): LocationVerdict {
  if (now.getTime() - fix.at.getTime() > LOCATION_MAX_AGE_MS) return { ok: false, reason: 'tooOld' };
  if (fix.at.getTime() - now.getTime() > LOCATION_MAX_FUTURE_MS) return { ok: false, reason: 'inFuture' };
  return !last || isPlausibleMove(last, fix) ? { ok: true } : { ok: false, reason: 'implausible' };
}

/** Freshness of a rider's last position by minutes since it (rider-portal.md §4.8). */
export type LocationFreshness = 'live' | 'recent' | 'stale' | 'old';
export function locationFreshness(lastUpdate: Date | null, now: Date): LocationFreshness {
  if (!lastUpdate) return 'old';
  const minutes = (now.getTime() - lastUpdate.getTime()) / 60_000;
  if (minutes < 5) return 'live';
  if (minutes < 15) return 'recent';
  if (minutes < 60) return 'stale';
  return 'old';
}

/** Vendor estimate (admin-and-backend.md): 30 minutes plus twice the travel time at 20 km/h, rounded; 60 when unknown. */
export function vendorEstimatedMinutes(distanceKm: number | null): number {
  if (distanceKm === null || !Number.isFinite(distanceKm)) return 60;
  return Math.round(30 + 2 * (distanceKm / 20) * 60);
}

/**
 * A rider's arrival estimate from a fresh position: the straight line × 1.3 for the roads, at 20 km/h (Gurugram's
 * traffic, as the vendor estimate), at least a minute.
 */
export function arrivalEstimateMinutes(distanceKm: number): number {
  return Math.max(1, Math.round(((distanceKm * 1.3) / 20) * 60));
}

const coordinate = z.object({
  lat: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, RIDER_ACTIVITY_MESSAGES.outOfRange)
    .max(90, RIDER_ACTIVITY_MESSAGES.outOfRange),
  lng: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, RIDER_ACTIVITY_MESSAGES.outOfRange)
    .max(180, RIDER_ACTIVITY_MESSAGES.outOfRange),
});

/** POST /api/riders/toggle-status. riderId is accepted for the spec's client; the session says who the rider is. */
export const toggleStatusBodySchema = z.object({
  riderId: z.string().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  location: coordinate.nullish(),
});

/** POST /api/riders/location: one fix from the browser's watch. */
export const locationPingBodySchema = z.object({
  riderId: z.string().optional(),
  location: coordinate,
  timestamp: z.iso.datetime({ offset: true, error: 'timestamp must be an ISO date-time' }),
  accuracy: z.number().min(0).max(100_000).nullish(),
});

/** Proof at the door: pickup photos (private files, like rider documents). */
export const PICKUP_PHOTO_LIMIT = 3;
export const PICKUP_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PICKUP_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICKUP_PHOTO_MESSAGES = {
  limit: `At most ${PICKUP_PHOTO_LIMIT} photos can be attached to a pickup`,
  tooLarge: 'File size should be less than 5MB',
  wrongType: 'Photos must be JPEG, PNG or WebP images',
  missing: 'Attach a photo',
  tooLate: 'Photos can be added only during the pickup, before it is completed',
  notFound: 'Photo not found',
  added: 'Photo added',
  removed: 'Photo removed',
} as const;

export const pickupPhotoSchema = z.object({ id: z.string(), url: z.string(), created_at: z.string() });
export type PickupPhoto = z.infer<typeof pickupPhotoSchema>;
