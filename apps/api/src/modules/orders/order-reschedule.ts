import {
  BOOKING_MESSAGES,
  EDITABLE_STATUSES,
  firstQuickPickupProblem,
  quickPickupDelivery,
  type AdminEditSchedule,
} from '@washday/core';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { scheduleNotes } from './order-edit-notes.js';
import type { Move, OrderState, Rule } from './order-moves.js';

// The customer's reschedule of a quick pickup's pickup (a booked recurring occurrence, decision 0040): a move of the
// rule book like every change to an order, so it is judged under the order's lock with its trips read. The new slot's
// seat is taken by the caller in the move's transaction (moveOrder's `after`), as a customer's edit takes it.

/** The pickup rider has set off (or collected): the customer can no longer cancel or move it, nor an admin move the pickup. */
export const pickupStarted = (state: OrderState) =>
  state.trips.pickup !== undefined && state.trips.pickup.status !== 'assigned' && state.trips.pickup.status !== 'accepted';

type Reschedule = Extract<Move, { type: 'reschedulePickup' }>;

export const reschedulePickupRule: Rule<Reschedule> = {
  who: ['customer'],
  plan(state, _actor, move, at) {
    if (!(EDITABLE_STATUSES as readonly string[]).includes(state.status)) throw conflict(BOOKING_MESSAGES.cannotEdit);
    if (pickupStarted(state))
      throw new AppError(409, BOOKING_MESSAGES.pickupUnderway, { code: 'CONFLICT', field: 'pickup_time' });
    // The slots a quick pickup may be asked for at this moment (today's from 30 minutes ahead, up to 30 days).
    const problem = firstQuickPickupProblem({ pickup_date: move.pickupDate, pickup_time: move.pickupTime, address: '-' }, at);
    if (problem) throw badRequest(problem.message, problem.field);
    const delivery = quickPickupDelivery(move.pickupDate, move.pickupTime);
    const after: AdminEditSchedule = {
      scheduled_date: move.pickupDate,
      scheduled_time: move.pickupTime,
      delivery_date: delivery.deliveryDate,
      delivery_time: delivery.deliveryTime,
    };
    const notes = scheduleNotes(move.before, after);
    return {
      booking: {
        scheduledDate: after.scheduled_date,
        scheduledTime: after.scheduled_time,
        deliveryDate: after.delivery_date,
        deliveryTime: after.delivery_time,
      },
      events: notes.length ? [{ trip: null, from: null, to: 'edited', note: `${notes.join('; ')}; by the customer` }] : [],
    };
  },
};
