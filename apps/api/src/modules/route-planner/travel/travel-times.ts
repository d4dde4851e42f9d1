import { eq } from 'drizzle-orm';
import {
  DEFAULT_TRAVEL_MODEL,
  serviceSeconds,
  travelMetres,
  travelModelSchema,
  travelSeconds,
  type LatLng,
  type TravelModel,
} from '@washday/core';
import type { DbOrTx } from '../../../db/client.js';
import { travelModels } from '../../../db/schema/index.js';
import type { TravelMatrix, TravelTimes } from '../route-engine.js';

/** The default travel-time adapter, with the model it currently uses and a way to read the stored one again. */
export interface ModelTravelTimes extends TravelTimes {
  model(): TravelModel;
  /** Reads the stored model again (after a fit on this instance). */
  reload(): Promise<void>;
}

/** 'default', or what the fitted figures rest on. */
export function describeTravelModel(model: TravelModel): string {
  const { fittedAt, pingSegments, serviceSamples } = model.source;
  if (!fittedAt || (pingSegments === 0 && serviceSamples === 0)) return 'default';
  return `fitted (${pingSegments} segments, ${serviceSamples} service samples)`;
}

/** Every pair of points under one model: seconds and metres. */
export function modelMatrix(model: TravelModel, points: readonly LatLng[], departAt: Date): TravelMatrix {
  const durations = points.map((a) => points.map((b) => (a === b ? 0 : travelSeconds(model, a, b, departAt))));
  const distances = points.map((a) => points.map((b) => (a === b ? 0 : travelMetres(model, a, b))));
  return { durations, distances };
}

/** A fixed model with no database (the defaults, or a model a test gives). */
export function modelTravelTimes(model: TravelModel = DEFAULT_TRAVEL_MODEL): TravelTimes {
  return {
    matrix: async (points, departAt) => modelMatrix(model, points, departAt),
    serviceSeconds: (riderId: string) => serviceSeconds(model, riderId || undefined),
    describe: () => describeTravelModel(model),
  };
}

/**
 * Core's travel model (straight line × detour at a speed by IST hour) with the figures of the last fit (travel_models,
 * row 1) when there is one, else the defaults. The model is kept in memory: each matrix asks only when the stored one
 * was fitted and reads it again when that changed, so a fit on any instance reaches every planner without a restart.
 * serviceSeconds and describe answer from the model the last matrix used.
 */
export function createTravelTimes(db: DbOrTx): ModelTravelTimes {
  let current: TravelModel = DEFAULT_TRAVEL_MODEL;
  let loadedFittedAt: number | null = null;

  const load = async (force: boolean) => {
    if (!force) {
      const [stamp] = await db.select({ fittedAt: travelModels.fittedAt }).from(travelModels).where(eq(travelModels.id, 1));
      if ((stamp?.fittedAt.getTime() ?? null) === loadedFittedAt) return;
    }
    const [row] = await db.select().from(travelModels).where(eq(travelModels.id, 1));
    // A row that no longer reads as a model (written by an older version) counts as none.
    const parsed = row ? travelModelSchema.safeParse(row.model) : null;
    current = parsed?.success ? parsed.data : DEFAULT_TRAVEL_MODEL;
    loadedFittedAt = row?.fittedAt.getTime() ?? null;
  };

  return {
    model: () => current,
    reload: () => load(true),
    async matrix(points: readonly LatLng[], departAt: Date): Promise<TravelMatrix> {
      await load(false);
      return modelMatrix(current, points, departAt);
    },
    serviceSeconds: (riderId: string) => serviceSeconds(current, riderId),
    describe: () => describeTravelModel(current),
  };
}
