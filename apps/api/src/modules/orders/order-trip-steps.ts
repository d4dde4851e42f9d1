import { ORDER_MESSAGES, type TripKind, type TripStatus } from '@washday/core';
import { AppError, conflict, forbidden } from '../../lib/errors.js';
import type { OrderEventDraft } from './order-audit.js';
import type { Actor, Move, OrderState, Plan, TripState } from './order-moves.js';

// The rule book's steps on a trip (order-transitions.ts): whose job it is, the rider's own step, an admin's reassignment.

/** The rider's job on this order: their trip that is not completed yet. */
export function riderTrip(state: OrderState, riderId: string): [TripKind, TripState] {
  const mine = (Object.entries(state.trips) as Array<[TripKind, TripState]>).filter(([, t]) => t.riderId === riderId);
  const open = mine.find(([, t]) => t.status !== 'completed');
  if (open) return open;
  if (mine.length) throw conflict(ORDER_MESSAGES.alreadyCompleted);
  throw forbidden(ORDER_MESSAGES.notYourJob);
}

export function requireApproved(actor: Actor) {
  if (actor.role === 'rider' && actor.status !== 'approved') {
    throw new AppError(403, ORDER_MESSAGES.riderNotApproved(actor.status), {
      code: 'RIDER_NOT_APPROVED',
      extra: { status: actor.status },
    });
  }
}

/** A trip step by its rider: from `from` to `to`, with what it means for the booking. */
export function tripStep(
  state: OrderState,
  actor: Actor,
  from: TripStatus,
  to: TripStatus,
  refuse: Partial<Record<TripStatus, string>>,
) {
  requireApproved(actor);
  if (actor.role !== 'rider') throw forbidden();
  const [kind, trip] = riderTrip(state, actor.id);
  if (trip.status !== from) throw conflict(refuse[trip.status] ?? `This ${kind} is already ${trip.status.replace('_', ' ')}`);
  const plan: Plan = {
    booking: { riderStatus: to },
    trip: { kind, status: to },
    events: [{ trip: kind, from, to, note: null }],
  };
  return { kind, plan };
}

/**
 * An admin gives an assigned trip to another rider, naming the rider they saw on it: so of two admins reassigning
 * at once the second is refused, and a plain assign never takes a trip from its rider. Only before the items are
 * in the rider's hands.
 */
export function reassign(kind: TripKind, trip: TripState, move: Extract<Move, { type: 'assign' }>, at: Date): Plan {
  if (move.currentRiderId === undefined) throw conflict(ORDER_MESSAGES.alreadyAssigned(kind));
  if (trip.riderId !== move.currentRiderId) throw conflict(ORDER_MESSAGES.reassignedMeanwhile(kind));
  if (trip.status !== 'assigned' && trip.status !== 'accepted') throw conflict(ORDER_MESSAGES.reassignTooLate(kind));
  if (trip.riderId === move.rider.id) throw conflict(ORDER_MESSAGES.sameRider(kind));
  const event: OrderEventDraft = { trip: kind, from: trip.status, to: 'reassigned', note: null };
  if (trip.riderId) event.previousRiderId = trip.riderId;
  return {
    booking: { riderId: move.rider.id, riderStatus: 'assigned', assignedAt: at },
    reassignTrip: { kind, riderId: move.rider.id },
    events: [event],
  };
}
