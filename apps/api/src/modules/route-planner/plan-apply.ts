import { AppError } from '../../lib/errors.js';
import type { ActorRef } from '../orders/order-audit.js';
import { moveOrder, type TransitionDeps } from '../orders/order-transitions.js';
import type { PlanDraft } from './plan-problem.js';

// The plan's assignments, made through the order rule book like an operator's (decision 0035): only in areas with
// auto-dispatch on, only trips waiting or the planner's own unstarted unlocked ones, naming the rider the planner
// believed the trip had. An operator who assigned or locked it meanwhile wins: the rule book refuses the planner.

export const PLANNER: ActorRef = { role: 'planner', id: null };

export interface ApplyOutcome {
  assigned: number;
  /** Moves the rule book refused (someone else moved the trip first): the plan is made again. */
  refused: number;
}

/** The assignments the plan asks for that are not yet so. */
export function wantedAssignments(plan: PlanDraft) {
  const wanted = new Map<string, { bookingId: string; trip: 'pickup' | 'delivery'; riderId: string; current: string | null }>();
  for (const route of plan.routes)
    for (const { task } of route.stops) {
      const t = task.trip;
      if (!t.area?.autoDispatch || !t.movable || t.onRider?.riderId === route.rider.id) continue;
      wanted.set(`${t.bookingId}:${t.kind}`, {
        bookingId: t.bookingId,
        trip: t.kind,
        riderId: route.rider.id,
        current: t.onRider ? t.onRider.riderId : null,
      });
    }
  return [...wanted.values()];
}

export async function applyAssignments(
  deps: TransitionDeps & { log: { warn(obj: unknown, msg?: string): void } },
  plan: PlanDraft,
): Promise<ApplyOutcome> {
  const outcome: ApplyOutcome = { assigned: 0, refused: 0 };
  for (const move of wantedAssignments(plan)) {
    try {
      await moveOrder(deps, move.bookingId, PLANNER, {
        type: 'assign',
        trip: move.trip,
        riderId: move.riderId,
        currentRiderId: move.current ?? undefined,
      });
      outcome.assigned++;
    } catch (error) {
      // A refusal (4xx) is someone else's move winning; anything else is a fault and fails the plan.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      outcome.refused++;
      deps.log.warn({ bookingId: move.bookingId, trip: move.trip, reason: error.message }, 'route planner: assignment refused');
    }
  }
  return outcome;
}
