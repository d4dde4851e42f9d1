import type { LatLng } from '@washday/core';
import type { Ping, TripTrace } from './travel-fit.js';

// Made-up riding for the fit's tests: a rider going at a known speed along known legs, pinging every few seconds,
// then standing at the door for a known time. Metres per degree as core's haversine counts them (Earth 6,371 km).

const METRES_PER_DEGREE = (6_371_000 * Math.PI) / 180;

/** The point `east` and `north` metres from `origin`. */
export function offset(origin: LatLng, east: number, north: number): LatLng {
  return {
    lat: origin.lat + north / METRES_PER_DEGREE,
    lng: origin.lng + east / (METRES_PER_DEGREE * Math.cos((origin.lat * Math.PI) / 180)),
  };
}

/**
 * Pings along legs (east then north, in metres) at `kmh`, one every `everySeconds` from `start`, the last one at the
 * end point when the rider gets there. Legs should be whole multiples of the distance between pings, so that no ping
 * pair cuts a corner.
 */
export function ride(
  origin: LatLng,
  legs: readonly [east: number, north: number][],
  kmh: number,
  start: Date,
  everySeconds = 30,
) {
  const step = (kmh / 3.6) * everySeconds;
  const pings: Ping[] = [{ ...origin, at: start }];
  let here = origin;
  let seconds = 0;
  for (const [east, north] of legs) {
    const length = Math.hypot(east, north);
    for (let done = step; done <= length + 1e-9; done += step) {
      seconds += everySeconds;
      pings.push({ ...offset(here, (east * done) / length, (north * done) / length), at: at(start, seconds) });
    }
    const rest = length % step;
    if (rest > 1e-6) {
      seconds += rest / (kmh / 3.6);
      pings.push({ ...offset(here, east, north), at: at(start, seconds) });
    }
    here = offset(here, east, north);
  }
  return { pings, end: here, arrivedAt: at(start, seconds) };
}

/** Pings standing at one point (with a little GPS jitter) every `everySeconds` for `minutes`, after `from`. */
export function stand(point: LatLng, from: Date, minutes: number, everySeconds = 30): Ping[] {
  const pings: Ping[] = [];
  for (let s = everySeconds, k = 0; s <= minutes * 60; s += everySeconds, k++)
    pings.push({ ...offset(point, k % 2 ? 3 : -3, 2), at: at(from, s) });
  return pings;
}

/** A completed trip: ride the legs to the door, stay `serviceMinutes`, complete. */
export function tripTrace(
  riderId: string,
  origin: LatLng,
  legs: readonly [number, number][],
  kmh: number,
  start: Date,
  serviceMinutes: number,
): TripTrace {
  const { pings, end, arrivedAt } = ride(origin, legs, kmh, start);
  const completedAt = at(arrivedAt, serviceMinutes * 60);
  return { riderId, door: end, startedAt: start, completedAt, pings: [...pings, ...stand(end, arrivedAt, serviceMinutes)] };
}

export const at = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);
