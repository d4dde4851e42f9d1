import { DEFAULT_TRAVEL_MODEL, serviceSeconds, travelMetres, travelSeconds, type LatLng, type TravelModel } from '@washday/core';
import type { TravelMatrix, TravelTimes } from './route-engine.js';

/**
 * Travel times from core's travel model (straight line × detour factor, at a speed by IST hour): the defaults the
 * planner stands on until a fitted model or a road-network engine replaces them (travel/).
 */
export function modelTravelTimes(model: TravelModel = DEFAULT_TRAVEL_MODEL, description = 'default'): TravelTimes {
  return {
    async matrix(points: readonly LatLng[], departAt: Date): Promise<TravelMatrix> {
      const durations = points.map((a) => points.map((b) => (a === b ? 0 : travelSeconds(model, a, b, departAt))));
      const distances = points.map((a) => points.map((b) => (a === b ? 0 : travelMetres(model, a, b))));
      return { durations, distances };
    },
    serviceSeconds: (riderId: string) => serviceSeconds(model, riderId || undefined),
    describe: () => description,
  };
}
