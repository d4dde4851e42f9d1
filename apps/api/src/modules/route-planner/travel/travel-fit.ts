import {
  DEFAULT_TRAVEL_MODEL,
  MAX_PLAUSIBLE_SPEED_KMH,
  TRAVEL_FIT_MIN_SAMPLES,
  haversineKm,
  istHour,
  type LatLng,
  type TravelModel,
} from '@washday/core';

// The travel model's fit (issue 28, decision 0035), as pure functions of riders' pings and completed trips: speed by
// IST hour from consecutive pings while moving, the detour factor from the path a rider took to a door against the
// straight line, and minutes at the door from arrival (the first ping near it) to completion. The job reads the rows
// (travel-fit.jobs.ts); here only arithmetic, so the tests can recover known figures from made-up pings.

export interface Ping extends LatLng {
  at: Date;
}

/** One completed trip with its rider's pings from when the trip started until it completed. */
export interface TripTrace {
  riderId: string;
  door: LatLng;
  /** When the rider set off for the door (started, else accepted). */
  startedAt: Date;
  completedAt: Date;
  /** The rider's pings between startedAt and completedAt, oldest first. */
  pings: readonly Ping[];
}

/** Two pings further apart than this are not one stretch of riding (the app was closed, the phone lost signal). */
export const MAX_SEGMENT_SECONDS = 300;
/** Pings closer in time than this say more about GPS jitter than about speed. */
export const MIN_SEGMENT_SECONDS = 5;
/** Slower than this the rider is standing, parking or walking: not riding. Faster: a GPS jump. */
export const MOVING_KMH = { min: 5, max: MAX_PLAUSIBLE_SPEED_KMH } as const;
/** Fixes the phone itself calls vaguer than this (accuracy_meters) would add their error to every segment. */
export const MAX_PING_ACCURACY_METRES = 50;
/** A rider within this many metres of the door has arrived. */
export const ARRIVAL_RADIUS_METRES = 60;
/** Trips whose start lies closer than this to the door say little about detours (a block's jitter doubles them). */
export const MIN_DETOUR_STRAIGHT_METRES = 500;

export const metresBetween = (a: LatLng, b: LatLng) => haversineKm(a, b) * 1000;

/** Per IST hour: metres and seconds ridden, and how many moving segments they came from. */
export interface HourTotals {
  metres: number[];
  seconds: number[];
  segments: number[];
}

export function emptyHourTotals(): HourTotals {
  return { metres: new Array(24).fill(0), seconds: new Array(24).fill(0), segments: new Array(24).fill(0) };
}

/** Adds one rider's pings (oldest first) to the totals: each consecutive pair while moving, by its start's IST hour. */
export function addMovingSegments(totals: HourTotals, pings: readonly Ping[]): void {
  for (let k = 1; k < pings.length; k++) {
    const a = pings[k - 1]!;
    const b = pings[k]!;
    const seconds = (b.at.getTime() - a.at.getTime()) / 1000;
    if (seconds < MIN_SEGMENT_SECONDS || seconds > MAX_SEGMENT_SECONDS) continue;
    const metres = metresBetween(a, b);
    const kmh = (metres / 1000 / seconds) * 3600;
    if (kmh < MOVING_KMH.min || kmh > MOVING_KMH.max) continue;
    const hour = istHour(a.at);
    totals.metres[hour]! += metres;
    totals.seconds[hour]! += seconds;
    totals.segments[hour]! += 1;
  }
}

/** The first ping within the arrival radius of the door, if any. */
export function arrivalPing(trace: TripTrace): Ping | undefined {
  return trace.pings.find((p) => metresBetween(p, trace.door) <= ARRIVAL_RADIUS_METRES);
}

/** Path ridden over the straight line from the trip's first ping to the door; null when the trip says nothing. */
export function tripDetour(trace: TripTrace): number | null {
  const arrival = arrivalPing(trace);
  const first = trace.pings[0];
  if (!arrival || !first) return null;
  const straight = metresBetween(first, trace.door);
  if (straight < MIN_DETOUR_STRAIGHT_METRES) return null;
  const upTo = trace.pings.indexOf(arrival);
  let path = 0;
  for (let k = 1; k <= upTo; k++) path += metresBetween(trace.pings[k - 1]!, trace.pings[k]!);
  // The last few metres from the arrival ping to the door are within the radius: counted as straight.
  path += metresBetween(arrival, trace.door);
  return path / straight;
}

/** Minutes from arrival at the door to completion; null without an arrival ping. */
export function tripServiceMinutes(trace: TripTrace): number | null {
  const arrival = arrivalPing(trace);
  if (!arrival) return null;
  const minutes = (trace.completedAt.getTime() - arrival.at.getTime()) / 60_000;
  return minutes > 0 ? minutes : null;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
// The schema's bounds (core's travelModelSchema): detour 1-4, speeds and minutes positive up to 80 km/h and 60 min.
const BOUNDS = { detour: [1, 4], kmh: [1, 80], minutes: [0.5, 60] } as const;

export interface FitInput {
  hours: HourTotals;
  trips: readonly TripTrace[];
  fittedAt: Date;
}

/**
 * The model from the data, each figure replacing its default only with at least TRAVEL_FIT_MIN_SAMPLES samples behind
 * it (moving segments in that hour; trips for the detour and for service minutes, overall and per rider). Medians,
 * so a few odd trips (a rider who stopped for tea) do not move the figures.
 */
export function fitTravelModel({ hours, trips, fittedAt }: FitInput, base: TravelModel = DEFAULT_TRAVEL_MODEL): TravelModel {
  const enough = (n: number) => n >= TRAVEL_FIT_MIN_SAMPLES;
  const speedKmhByHour = base.speedKmhByHour.map((kmh, hour) =>
    enough(hours.segments[hour]!)
      ? round(clamp((hours.metres[hour]! / 1000 / hours.seconds[hour]!) * 3600, ...BOUNDS.kmh), 1)
      : kmh,
  );
  const detours = trips.map(tripDetour).filter((d): d is number => d !== null);
  const service = trips
    .map((trip) => ({ riderId: trip.riderId, minutes: tripServiceMinutes(trip) }))
    .filter((s): s is { riderId: string; minutes: number } => s.minutes !== null);
  const byRider = new Map<string, number[]>();
  for (const s of service) byRider.set(s.riderId, [...(byRider.get(s.riderId) ?? []), s.minutes]);
  const riderServiceMinutes: Record<string, number> = {};
  for (const [riderId, minutes] of byRider)
    if (enough(minutes.length)) riderServiceMinutes[riderId] = round(clamp(median(minutes), ...BOUNDS.minutes), 1);
  const segments = hours.segments.reduce((sum, n, hour) => sum + (enough(hours.segments[hour]!) ? n : 0), 0);
  return {
    detourFactor: enough(detours.length) ? round(clamp(median(detours), ...BOUNDS.detour), 2) : base.detourFactor,
    speedKmhByHour,
    serviceMinutes: enough(service.length)
      ? round(clamp(median(service.map((s) => s.minutes)), ...BOUNDS.minutes), 1)
      : base.serviceMinutes,
    riderServiceMinutes,
    // What the figures rest on: only the samples of figures that replaced a default (both zero: still the defaults).
    source: {
      fittedAt: fittedAt.toISOString(),
      pingSegments: segments,
      serviceSamples: enough(service.length) ? service.length : 0,
    },
  };
}
