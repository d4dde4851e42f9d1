import { eq } from 'drizzle-orm';
import type { PlanTrigger, StopKind, TripKind } from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookings, plannedStops, routePlans } from '../../db/schema/index.js';
import type { PlanDraft } from './plan-problem.js';
import { unplacedView } from './plan-problem.js';

// A plan stored (decision 0035): its route_plans row and the current planned_stops, replaced whole in one transaction,
// so only the latest plan's stops are kept and a reader never sees half of one.

/** A stored stop as the live diff compares them. */
export interface StoredStop {
  riderId: string;
  bookingId: string;
  customerId: string;
  trip: TripKind;
  kind: StopKind;
  sequence: number;
  arrivalAt: Date;
}

export interface PlanRecord {
  computedAt: Date;
  trigger: PlanTrigger;
  engine: string;
  solveMs: number;
  travelModel: string;
}

async function currentStops(db: DbOrTx): Promise<StoredStop[]> {
  const rows = await db
    .select({
      riderId: plannedStops.riderId,
      bookingId: plannedStops.bookingId,
      customerId: bookings.customerId,
      trip: plannedStops.trip,
      kind: plannedStops.kind,
      sequence: plannedStops.sequence,
      arrivalAt: plannedStops.arrivalAt,
    })
    .from(plannedStops)
    .innerJoin(bookings, eq(bookings.id, plannedStops.bookingId))
    .orderBy(plannedStops.riderId, plannedStops.sequence);
  return rows.map((r) => ({ ...r, kind: r.kind as StopKind }));
}

/** Stores the plan and its stops in one transaction; answers the plan's id and the stops it replaced and wrote. */
export async function storePlan(
  db: Db,
  plan: PlanDraft,
  record: PlanRecord,
): Promise<{ planId: number; before: StoredStop[]; after: StoredStop[] }> {
  return db.transaction(async (tx) => {
    const before = await currentStops(tx);
    const stops = plan.routes.flatMap((r) => r.stops);
    const [row] = await tx
      .insert(routePlans)
      .values({
        ...record,
        unplaced: plan.unplaced.map(unplacedView),
        summary: {
          routes: plan.routes.length,
          stops: stops.length,
          late: stops.filter((s) => s.lateMinutes > 0).length,
          travelSeconds: plan.routes.reduce((sum, r) => sum + r.travelSeconds, 0),
        },
      })
      .returning({ id: routePlans.id });
    const planId = row!.id;
    await tx.delete(plannedStops);
    const values = plan.routes.flatMap((route) =>
      route.stops.map((s, i) => ({
        planId,
        riderId: route.rider.id,
        bookingId: s.task.trip.bookingId,
        trip: s.task.trip.kind,
        kind: s.kind,
        sequence: i + 1,
        arrivalAt: s.arrival,
        departureAt: s.departure,
        windowFrom: s.window?.from ?? null,
        windowTo: s.window?.to ?? null,
        lateMinutes: s.lateMinutes,
        travelSeconds: s.travelSeconds,
        loadAfter: s.loadAfter,
      })),
    );
    if (values.length) await tx.insert(plannedStops).values(values);
    return { planId, before, after: await currentStops(tx) };
  });
}
