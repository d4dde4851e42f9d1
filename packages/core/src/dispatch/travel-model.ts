import { z } from 'zod';
import { haversineKm } from '../locations/geo.js';
import type { LatLng } from '../locations/geo.js';
import { IST_OFFSET_MINUTES } from '../ordering/slots.js';

/**
 * Travel times between two points for the route planner (issue 28): straight-line distance × a detour factor, at a
 * speed that depends on the hour of the day in India. The defaults stand until the fit job (modules/route-planner)
 * has enough riders' pings and completed trips to replace them; a road-network engine can replace the whole model
 * behind the API's travel-time adapter.
 */

/** Road distance over straight-line distance in Gurugram before any fit. */
export const DEFAULT_DETOUR_FACTOR = 1.4;
/** A two-wheeler's average speed in km/h by IST hour (0-23) before any fit: slower in the morning and evening peaks. */
export const DEFAULT_SPEED_KMH_BY_HOUR: readonly number[] = [
  24, 24, 24, 24, 24, 24, 22, 20, 16, 15, 16, 18, 18, 18, 18, 18, 17, 15, 14, 15, 17, 20, 22, 24,
];
/** Minutes at a door (or a laundry's counter) before a rider's own recorded times say otherwise. */
export const DEFAULT_SERVICE_MINUTES = 5;
/** How many completed trips with arrival and completion times the fit needs before it replaces a default. */
export const TRAVEL_FIT_MIN_SAMPLES = 20;

export const travelModelSchema = z.object({
  detourFactor: z.number().min(1).max(4),
  speedKmhByHour: z.array(z.number().positive().max(80)).length(24),
  serviceMinutes: z.number().positive().max(60),
  /** Per rider, once that rider has enough recorded trips. */
  riderServiceMinutes: z.record(z.string(), z.number().positive().max(60)).default({}),
  /** Where the figures came from: 'default', or how many samples the fit used. */
  source: z.object({
    fittedAt: z.string().nullable(),
    pingSegments: z.number().int().nonnegative(),
    serviceSamples: z.number().int().nonnegative(),
  }),
});
export type TravelModel = z.infer<typeof travelModelSchema>;

export const DEFAULT_TRAVEL_MODEL: TravelModel = {
  detourFactor: DEFAULT_DETOUR_FACTOR,
  speedKmhByHour: [...DEFAULT_SPEED_KMH_BY_HOUR],
  serviceMinutes: DEFAULT_SERVICE_MINUTES,
  riderServiceMinutes: {},
  source: { fittedAt: null, pingSegments: 0, serviceSamples: 0 },
};

/** The IST hour (0-23) of an instant. */
export function istHour(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).getUTCHours();
}

/** Road metres between two points under the model. */
export function travelMetres(model: TravelModel, a: LatLng, b: LatLng): number {
  return Math.round(haversineKm(a, b) * model.detourFactor * 1000);
}

/** Seconds from a to b leaving at `departAt`, under the model (whole seconds). */
export function travelSeconds(model: TravelModel, a: LatLng, b: LatLng, departAt: Date): number {
  const kmh = model.speedKmhByHour[istHour(departAt)] ?? DEFAULT_SPEED_KMH_BY_HOUR[12]!;
  return Math.round((travelMetres(model, a, b) / 1000 / kmh) * 3600);
}

/** Seconds a rider spends at a stop. */
export function serviceSeconds(model: TravelModel, riderId?: string): number {
  const minutes = (riderId && model.riderServiceMinutes[riderId]) || model.serviceMinutes;
  return Math.round(minutes * 60);
}
