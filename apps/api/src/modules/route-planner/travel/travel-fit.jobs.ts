import { and, asc, eq, gte, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { LOCATION_PING_RETENTION_DAYS, type TravelModel } from '@washday/core';
import type { Clock } from '../../../clock.js';
import type { DbOrTx } from '../../../db/client.js';
import { bookings, riderLocationPings, travelModels, trips } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/job-queue.js';
import {
  MAX_PING_ACCURACY_METRES,
  addMovingSegments,
  emptyHourTotals,
  fitTravelModel,
  type Ping,
  type TripTrace,
} from './travel-fit.js';

export const FIT_TRAVEL_MODEL = 'fit-travel-model';
/** Every night at 04:10 India time: after the embedded database's upkeep, long before the first slot. */
export const FIT_TRAVEL_MODEL_CRON = '10 4 * * *';

const DAY_MS = 86_400_000;

/**
 * Fits the travel model from the pings still kept (LOCATION_PING_RETENTION_DAYS) and the trips completed in that
 * time, and stores it as travel_models row 1. One rider's pings at a time, so memory stays at one rider's fortnight.
 */
export async function fitTravelModelFromRecords(db: DbOrTx, now: Date): Promise<TravelModel> {
  const since = new Date(now.getTime() - LOCATION_PING_RETENTION_DAYS * DAY_MS);
  const completed = await db
    .select({
      riderId: trips.riderId,
      acceptedAt: trips.acceptedAt,
      pickedUpAt: trips.pickedUpAt,
      assignedAt: trips.assignedAt,
      completedAt: trips.completedAt,
      lat: bookings.lat,
      lng: bookings.lng,
    })
    .from(trips)
    .innerJoin(bookings, eq(bookings.id, trips.bookingId))
    .where(
      and(
        eq(trips.status, 'completed'),
        gte(trips.completedAt, since),
        lte(trips.completedAt, now),
        isNotNull(trips.riderId),
        isNotNull(bookings.lat),
        isNotNull(bookings.lng),
      ),
    );
  const riderIds = await db
    .selectDistinct({ riderId: riderLocationPings.riderId })
    .from(riderLocationPings)
    .where(and(gte(riderLocationPings.recordedAt, since), lte(riderLocationPings.recordedAt, now)));

  const hours = emptyHourTotals();
  const traces: TripTrace[] = [];
  for (const { riderId } of riderIds) {
    const pings: Ping[] = (
      await db
        .select({ lat: riderLocationPings.lat, lng: riderLocationPings.lng, at: riderLocationPings.recordedAt })
        .from(riderLocationPings)
        .where(
          and(
            eq(riderLocationPings.riderId, riderId),
            gte(riderLocationPings.recordedAt, since),
            lte(riderLocationPings.recordedAt, now),
            or(isNull(riderLocationPings.accuracyMeters), lte(riderLocationPings.accuracyMeters, MAX_PING_ACCURACY_METRES)),
          ),
        )
        .orderBy(asc(riderLocationPings.recordedAt))
    ).map((p) => ({ lat: p.lat, lng: p.lng, at: p.at }));
    addMovingSegments(hours, pings);
    for (const trip of completed) {
      if (trip.riderId !== riderId || !trip.completedAt || trip.lat === null || trip.lng === null) continue;
      // Set off when the rider started the trip ('Start & Navigate'), else when they accepted it.
      const startedAt = trip.pickedUpAt ?? trip.acceptedAt ?? trip.assignedAt;
      const completedAt = trip.completedAt;
      traces.push({
        riderId,
        door: { lat: trip.lat, lng: trip.lng },
        startedAt,
        completedAt,
        pings: pings.filter((p) => p.at >= startedAt && p.at <= completedAt),
      });
    }
  }

  const model = fitTravelModel({ hours, trips: traces, fittedAt: now });
  await db
    .insert(travelModels)
    .values({ id: 1, model, fittedAt: now })
    .onConflictDoUpdate({ target: travelModels.id, set: { model, fittedAt: now } });
  return model;
}

export function fitTravelModelJob(deps: {
  db: DbOrTx;
  clock: Clock;
}): JobDefinition<object, { pingSegments: number; serviceSamples: number }> {
  return {
    name: FIT_TRAVEL_MODEL,
    cron: FIT_TRAVEL_MODEL_CRON,
    // Nothing waits for it: a worker looking once a minute is plenty, and runNow wakes it.
    pollingIntervalSeconds: 60,
    run: async () => (await fitTravelModelFromRecords(deps.db, deps.clock.now())).source,
  };
}
