import { and, eq } from 'drizzle-orm';
import {
  ADMIN_EDIT_MESSAGES,
  BOOKING_MESSAGES,
  CANCELLABLE_STATUSES,
  EDITABLE_STATUSES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  TAG_MESSAGES,
  formatRupees,
  paiseToRupees,
  plannerMayMove,
  adminEditScheduleProblem,
  type AdminEditSchedule,
  type BookingStatus,
  type VendorStage,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookingCharges, bookings, couponRedemptions, trips } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { replaceLines } from '../booking-records/booking-lines.js';
import { priceAdminEdit } from './admin-edit-pricing.js';
import {
  announceMoves,
  writeOrderEvents,
  type ActorRef,
  type AuditDeps,
  type OrderEventDraft,
  type OrderMovedEvent,
} from './order-audit.js';
import { scheduleNotes } from './order-edit-notes.js';
import { reassign, requireApproved, tripStep } from './order-trip-steps.js';
import { pickupStarted, reschedulePickupRule } from './order-reschedule.js';
import { closeStage, recordMissing, refuseAtDoor, refuseUnpacked } from '../garments/garment-gates.js';
import { lockOrder, resolveActor, resolveMove } from './order-move-lookups.js';
import type { Actor, Move, MoveRequest, OrderState, Plan, Rule, Rules, TripState } from './order-moves.js';

/**
 * The one place an order moves (docs/decisions/0008-order-lifecycle.md): a table of every allowed move, for whom and
 * from which state, and one executor that runs a move in a transaction under the booking's row lock, writes the audit
 * events with it, lets the lifecycle listeners store their notices and live events in it and publish after the commit.
 * Its words are in order-moves.ts, its audit trail in order-audit.ts, what it reads first in order-move-lookups.ts.
 */

const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];
const plannerMayMoveTrip = (trip: TripState) =>
  plannerMayMove({ assignedBy: trip.assignedBy ?? 'operator', locked: trip.locked ?? false, status: trip.status });
const statusEvent = (from: BookingStatus, to: BookingStatus, note: string | null = null): OrderEventDraft => ({
  trip: null,
  from,
  to,
  note,
});

/** The lock of the schedule: the pickup until its items are collected, the delivery until it is on its way. */
function refuseLocked(message: string, field: string): never {
  throw new AppError(409, message, { code: 'CONFLICT', field });
}

/**
 * An admin's edit of an open order: slots, items and amounts. Final follows items − discount unless the admin sets
 * it, which the audit note records with what items − discount would give. One 'edited' audit step lists every change.
 */
function planAdminEdit(state: OrderState, actor: Actor, move: Extract<Move, { type: 'adminEdit' }>, at: Date): Plan {
  const { edit, order } = move;
  const plan: Plan = { booking: {}, events: [] };
  const notes: string[] = [];

  const before = order.schedule;
  const after: AdminEditSchedule = { ...before };
  for (const [key, value] of Object.entries(edit.schedule ?? {}) as Array<[keyof AdminEditSchedule, string | undefined]>)
    if (value !== undefined) after[key] = value;
  const pickupMoved = after.scheduled_date !== before.scheduled_date || after.scheduled_time !== before.scheduled_time;
  const deliveryMoved = after.delivery_date !== before.delivery_date || after.delivery_time !== before.delivery_time;
  if (pickupMoved && pickupStarted(state))
    refuseLocked(
      ADMIN_EDIT_MESSAGES.pickupLocked,
      after.scheduled_date !== before.scheduled_date ? 'scheduled_date' : 'scheduled_time',
    );
  const delivery = state.trips.delivery?.status;
  if (deliveryMoved && (delivery === 'picked_up' || delivery === 'completed'))
    refuseLocked(
      ADMIN_EDIT_MESSAGES.deliveryLocked,
      after.delivery_date !== before.delivery_date ? 'delivery_date' : 'delivery_time',
    );
  if (pickupMoved || deliveryMoved) {
    const problem = adminEditScheduleProblem(before, after, at);
    if (problem) throw badRequest(problem.message, problem.field);
    Object.assign(plan.booking, {
      scheduledDate: after.scheduled_date,
      scheduledTime: after.scheduled_time,
      deliveryDate: after.delivery_date,
      deliveryTime: after.delivery_time,
    });
    notes.push(...scheduleNotes(before, after));
  }

  const priced = priceAdminEdit(edit, order, move.catalogue);
  Object.assign(plan.booking, priced.booking);
  if (priced.lines) plan.lines = priced.lines;
  if (priced.charges) plan.charges = priced.charges;
  notes.push(...priced.notes);

  const status = move.status ? (RULES[move.status.type] as Rule<Move>).plan(state, actor, move.status, at) : null;
  if (!notes.length && !status) throw badRequest(ADMIN_EDIT_MESSAGES.editUnchanged);
  if (notes.length) {
    const why = edit.note?.trim() && move.status?.type !== 'cancel' ? `; Reason: ${edit.note.trim()}` : '';
    plan.events.push({ trip: null, from: null, to: 'edited', note: `${notes.join('; ')}${why}` });
  }
  if (!status) return plan;
  return { ...status, ...plan, booking: { ...plan.booking, ...status.booking }, events: [...plan.events, ...status.events] };
}

export const RULES: Rules = {
  confirm: {
    who: ['admin'],
    plan(state) {
      if (state.status !== 'pending') throw conflict(ORDER_MESSAGES.confirmOnlyPending);
      return { booking: { status: 'confirmed' }, events: [statusEvent('pending', 'confirmed')] };
    },
  },
  assign: {
    who: ['admin', 'planner'],
    plan(state, actor, move, at) {
      if (move.rider.status !== 'approved') throw conflict(ORDER_MESSAGES.riderMustBeApproved(move.rider.status));
      const existing = state.trips[move.trip];
      // The planner moves only its own unlocked, unstarted trips: an operator's assignment or lock stands (decision 0035).
      if (existing && actor.role === 'planner' && !plannerMayMoveTrip(existing))
        throw conflict(ORDER_MESSAGES.reassignedMeanwhile(move.trip));
      if (existing) return reassign(move.trip, existing, move, at);
      if (move.currentRiderId !== undefined) throw conflict(ORDER_MESSAGES.reassignedMeanwhile(move.trip));
      if (move.trip === 'pickup' && state.status !== 'pending' && state.status !== 'confirmed')
        throw conflict(ORDER_MESSAGES.pickupNotAssignable);
      if (move.trip === 'delivery' && (state.vendorStage !== 'ready' || state.trips.pickup?.status !== 'completed'))
        throw conflict(ORDER_MESSAGES.deliveryNotReady);
      const plan: Plan = {
        booking: { riderId: move.rider.id, riderStatus: 'assigned', assignedAt: at },
        newTrip: { kind: move.trip, riderId: move.rider.id },
        events: [{ trip: move.trip, from: null, to: 'assigned', note: null }],
      };
      // A rider assigned confirms a booking operations had not confirmed yet.
      if (state.status === 'pending') {
        plan.booking.status = 'confirmed';
        plan.events.push(statusEvent('pending', 'confirmed', 'Rider assigned'));
      }
      return plan;
    },
  },
  accept: {
    who: ['rider'],
    plan(state, actor) {
      requireApproved(actor);
      if (actor.role === 'rider' && !actor.isActive)
        throw new AppError(409, ORDER_MESSAGES.riderInactive, { code: 'RIDER_INACTIVE' });
      return tripStep(state, actor, 'assigned', 'accepted', { accepted: ORDER_MESSAGES.alreadyAccepted }).plan;
    },
  },
  start: {
    who: ['rider'],
    plan(state, actor) {
      const { kind, plan } = tripStep(state, actor, 'accepted', 'picked_up', { assigned: ORDER_MESSAGES.acceptFirst });
      if (kind === 'pickup') {
        // Set off for the door (the spec's picked_up): only an admin cancels now; the items come with Complete.
        plan.booking.status = 'in_progress';
        plan.events.push(statusEvent(state.status, 'in_progress', 'Rider on the way to the customer'));
      } else {
        plan.events[0]!.note = 'Out for delivery';
      }
      return plan;
    },
  },
  complete: {
    who: ['rider'],
    plan(state, actor, move, at) {
      const refuse = { assigned: ORDER_MESSAGES.acceptFirst, accepted: ORDER_MESSAGES.startFirst };
      const { kind, plan } = tripStep(state, actor, 'picked_up', 'completed', refuse);
      if (kind === 'pickup') {
        if (move.itemCount === undefined) throw badRequest(ORDER_MESSAGES.itemCountRequired, 'itemCount');
        // Every bag or garment is tagged at the door (decision 0034): the tags must match the count confirmed.
        if (state.tagCount !== move.itemCount)
          throw new AppError(409, TAG_MESSAGES.countMismatch(state.tagCount, move.itemCount), {
            code: 'TAG_COUNT_MISMATCH',
            field: 'itemCount',
          });
        // Collected at the door; the drop at the laundry is its own step (the vendor's 'received').
        plan.trip!.itemsCollected = move.itemCount;
        plan.booking.itemsCollected = true;
        plan.events[0]!.note = `${move.itemCount} item${move.itemCount === 1 ? '' : 's'} collected, on the way to the laundry`;
        return plan;
      }
      refuseAtDoor(state.unscanned); // every tag scanned at the door first (decision 0034)
      // The money first: a delivery completes only once what is due is paid, or an admin said to collect it later.
      if (state.moneyDuePaise > 0)
        throw new AppError(409, PAYMENT_MESSAGES.moneyDue(formatRupees(paiseToRupees(state.moneyDuePaise))), {
          code: 'PAYMENT_DUE',
        });
      if (!move.handoverCode) throw badRequest(ORDER_MESSAGES.handoverCodeRequired, 'handoverCode');
      if (move.handoverCode !== state.handoverCode)
        throw new AppError(400, ORDER_MESSAGES.handoverCodeWrong, { code: 'HANDOVER_CODE_WRONG', field: 'handoverCode' });
      plan.booking.status = 'completed';
      plan.booking.completedAt = at;
      plan.events.push(statusEvent(state.status, 'completed', 'Delivered with the handover code'));
      return plan;
    },
  },
  assignVendor: {
    who: ['admin'],
    plan(state, _actor, move, at) {
      if (state.vendorStage) throw conflict(ORDER_MESSAGES.vendorTooLate);
      return {
        booking: { vendorId: move.vendor.id, vendorAssignedAt: at },
        events: [{ trip: null, from: state.vendorId ? 'vendor_assigned' : null, to: 'vendor_assigned', note: move.vendor.name }],
      };
    },
  },
  vendorStage: {
    // The laundry's own staff mark their stages too, audited by name (docs/decisions/0034-garment-tags-and-vendor-staff.md).
    who: ['admin', 'vendor'],
    plan(state, actor, move) {
      // The access policy already answers 404 for another vendor's order; the book says so too.
      if (actor.role === 'vendor' && state.vendorId !== actor.vendorId) throw notFound(BOOKING_MESSAGES.notFound);
      const needs: Record<VendorStage, [VendorStage | null, string]> = {
        received: [null, 'delivered to the vendor by the pickup rider'],
        processing: ['received', 'received'],
        ready: ['processing', 'processing'],
      };
      const [before, description] = needs[move.stage];
      if (move.stage === 'received' && !state.vendorId) throw conflict(ORDER_MESSAGES.vendorRequired);
      const arrived = move.stage !== 'received' || state.trips.pickup?.status === 'completed';
      if (state.vendorStage !== before || !arrived) throw conflict(ORDER_MESSAGES.stageOrder(move.stage, description));
      // The laundry packs every tag before ready; operations marking it for a laundry off its screens are flagged instead.
      if (move.stage === 'ready' && actor.role === 'vendor') refuseUnpacked(state.unscanned);
      const step: OrderEventDraft = {
        trip: null,
        from: state.vendorStage,
        to: move.stage,
        note: actor.role === 'vendor' ? `by ${actor.name} (laundry)` : null,
      };
      // Received closes intake (and an admin's ready, packing): unscanned tags are recorded missing and flagged (garment-gates.ts).
      return { booking: { vendorStage: move.stage }, ...closeStage(state.unscanned, [step]) };
    },
  },
  cancel: {
    who: ['customer', 'admin'],
    plan(state, actor, move, at) {
      const reason = move.reason?.trim() || null;
      if (
        actor.role === 'customer' &&
        (!(CANCELLABLE_STATUSES as readonly string[]).includes(state.status) || pickupStarted(state))
      ) {
        throw conflict(BOOKING_MESSAGES.cannotCancel);
      }
      if (actor.role === 'admin' && pickupStarted(state) && !reason)
        throw badRequest(ORDER_MESSAGES.cancelReasonRequired, 'reason');
      return {
        booking: { status: 'cancelled', cancelledAt: at },
        releaseCoupon: true,
        events: [statusEvent(state.status, 'cancelled', reason)],
      };
    },
  },
  adminEdit: {
    who: ['admin'],
    plan(state, actor, move, at) {
      return planAdminEdit(state, actor, move, at);
    },
  },
  reschedulePickup: reschedulePickupRule,
};

/** Decides a move without touching the database: the plan to write, or the refusal (an AppError). */
export function planMove(state: OrderState, actor: Actor, move: Move, at: Date): Plan {
  const rule = RULES[move.type] as Rule<Move>;
  if (!rule.who.includes(actor.role)) throw forbidden();
  // A customer's only move is cancelling, refused in the words they already know.
  if (!OPEN_STATUSES.includes(state.status))
    throw conflict(
      actor.role !== 'customer'
        ? ORDER_MESSAGES.orderClosed(state.status)
        : move.type === 'reschedulePickup'
          ? BOOKING_MESSAGES.cannotEdit
          : BOOKING_MESSAGES.cannotCancel,
    );
  return rule.plan(state, actor, move, at);
}

/** Customer edits follow the same rule book: only before anything has moved past confirmation. */
export function assertCustomerMayEdit(status: BookingStatus): void {
  if (!(EDITABLE_STATUSES as readonly string[]).includes(status)) throw conflict(BOOKING_MESSAGES.cannotEdit);
}

/** What a move runs with: the database, the app's clock, and the audit trail's listeners and log. */
export interface TransitionDeps extends AuditDeps {
  db: Db;
  now: () => Date;
}

/**
 * What a caller writes in the move's own transaction: `before` the order's lock (a lock of its own taken first, as
 * everywhere else), `after` the booking is written (a record that must agree with it, or a refusal that undoes the
 * move: a pickup's new slot takes its seat there, slot-capacity.ts), with the booking as it was before the move.
 */
export interface MoveHooks {
  before?: (tx: DbOrTx) => Promise<void>;
  after?: (tx: DbOrTx, at: Date, before: typeof bookings.$inferSelect) => Promise<void>;
}

/**
 * Runs one move under the booking's row lock (SELECT ... FOR UPDATE): of two actors moving one order at once the
 * second sees the first's result and gets a 409; the write is also conditional on the status read. The audit events
 * go in the same transaction.
 */
export async function moveOrder(
  deps: TransitionDeps,
  bookingId: string,
  actorRef: ActorRef,
  request: MoveRequest,
  hooks: MoveHooks = {},
): Promise<OrderMovedEvent[]> {
  const moved = await deps.db.transaction(async (tx) => {
    await hooks.before?.(tx);
    const { row, state } = await lockOrder(tx, bookingId, actorRef, request);
    const actor = await resolveActor(tx, actorRef);
    const move = await resolveMove(tx, request, row);
    const at = deps.now();
    const plan = planMove(state, actor, move, at);

    const [updated] = await tx
      .update(bookings)
      .set({ ...plan.booking, updatedAt: at })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, state.status)))
      .returning({ id: bookings.id });
    if (!updated) throw conflict(ORDER_MESSAGES.orderClosed(state.status));
    if (plan.newTrip) {
      await tx.insert(trips).values({
        bookingId,
        kind: plan.newTrip.kind,
        riderId: plan.newTrip.riderId,
        assignedAt: at,
        assignedByAdminId: actor.role === 'admin' ? actor.id : null,
        assignedBy: actor.role === 'planner' ? 'planner' : 'operator',
      });
    }
    if (plan.reassignTrip) {
      await tx
        .update(trips)
        .set({
          riderId: plan.reassignTrip.riderId,
          status: 'assigned',
          assignedAt: at,
          acceptedAt: null,
          assignedByAdminId: actor.role === 'admin' ? actor.id : null,
          assignedBy: actor.role === 'planner' ? 'planner' : 'operator',
        })
        .where(and(eq(trips.bookingId, bookingId), eq(trips.kind, plan.reassignTrip.kind)));
    }
    if (plan.trip) {
      const stamp = { accepted: { acceptedAt: at }, picked_up: { pickedUpAt: at }, completed: { completedAt: at }, assigned: {} }[
        plan.trip.status
      ];
      await tx
        .update(trips)
        .set({
          status: plan.trip.status,
          ...stamp,
          ...(plan.trip.itemsCollected !== undefined ? { itemsCollected: plan.trip.itemsCollected } : {}),
        })
        .where(and(eq(trips.bookingId, bookingId), eq(trips.kind, plan.trip.kind)));
    }
    if (plan.lines) {
      // A custom line has no service: the admin set its price.
      await replaceLines(
        tx,
        bookingId,
        plan.lines.map((l) => ({ ...l, priceSetByAdmin: !l.serviceId })),
      );
    }
    if (plan.charges) {
      const { basePricePaise, discountPaise } = plan.charges;
      await tx
        .insert(bookingCharges)
        .values({ bookingId, basePricePaise, discountPaise })
        .onConflictDoUpdate({ target: bookingCharges.bookingId, set: { basePricePaise, discountPaise } });
      await tx
        .update(couponRedemptions)
        .set({ orderAmountPaise: basePricePaise, discountPaise })
        .where(eq(couponRedemptions.bookingId, bookingId));
    }
    // Only a person's move closes a stage (the planner only assigns).
    if (plan.missingTags && actorRef.role !== 'planner') await recordMissing(tx, bookingId, plan.missingTags, actorRef, at);
    if (plan.releaseCoupon) await tx.delete(couponRedemptions).where(eq(couponRedemptions.bookingId, bookingId));
    await hooks.after?.(tx, at, row);
    return writeOrderEvents(tx, deps, { bookingId, customerId: row.customerId }, actorRef, plan.events, at);
  });
  await announceMoves(deps, moved);
  return moved.steps;
}
