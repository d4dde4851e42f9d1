import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_EDIT_MESSAGES,
  BOOKING_MESSAGES,
  CANCELLABLE_STATUSES,
  EDITABLE_STATUSES,
  ORDER_MESSAGES,
  PricingError,
  adminEditScheduleProblem,
  couponDiscountPaise,
  formatRupees,
  paiseToRupees,
  priceLines,
  type AdminEditLine,
  type AdminEditSchedule,
  type CouponRule,
  type OrderLine,
  type PricedService,
  type BookingStatus,
  type RiderOrderStatus,
  type RiderStatus,
  type SessionSubject,
  type TripKind,
  type TripStatus,
  type VendorStage,
} from '@washday/core';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  bookingCharges,
  bookingItems,
  bookings,
  coupons,
  couponRedemptions,
  orderEvents,
  riders,
  services,
  trips,
  vendors,
} from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';

/**
 * The one place an order moves (docs/decisions/0008-order-lifecycle.md): a table of every allowed
 * move, for whom and from which state, and one executor that runs a move in a transaction under
 * the booking's row lock, writes the audit events with it, lets the lifecycle listeners store their
 * notifications and live events in the same transaction, and has them publish after the commit.
 */

export type Actor =
  | { role: 'customer'; id: string }
  | { role: 'rider'; id: string; status: RiderStatus; isActive: boolean }
  | { role: 'admin'; id: string };
export type ActorRef = { role: 'customer' | 'admin' | 'rider'; id: string };

/** A move as a caller asks for it. */
export type MoveRequest =
  | { type: 'confirm' }
  | { type: 'assign'; trip: TripKind; riderId: string; currentRiderId?: string | undefined }
  | { type: 'accept' }
  | { type: 'start' }
  | { type: 'complete'; itemCount?: number | undefined; handoverCode?: string | undefined }
  | { type: 'assignVendor'; vendorId: string }
  | { type: 'vendorStage'; stage: VendorStage }
  | { type: 'cancel'; reason?: string | undefined }
  | { type: 'adminEdit'; edit: AdminEditRequest; status?: StatusMoveRequest | undefined };

/** The status moves an admin edit may carry (PUT /api/admin/bookings/:id maps a status to one of them). */
export type StatusMoveRequest = Extract<MoveRequest, { type: 'confirm' | 'vendorStage' | 'cancel' }>;

/** What an admin's edit asks to change; amounts in paise. */
export interface AdminEditRequest {
  schedule?: Partial<AdminEditSchedule> | undefined;
  items?: readonly AdminEditLine[] | undefined;
  discountPaise?: number | undefined;
  finalPaise?: number | undefined;
  /** Why, for the audit trail (a cancellation's reason goes to the cancellation). */
  note?: string | undefined;
}

/** The booking as an admin edit starts from, read under the row lock. A custom line has no service id ('' here, null stored). */
export interface EditableOrder {
  schedule: AdminEditSchedule;
  serviceType: string;
  lines: readonly OrderLine[];
  subtotalPaise: number;
  discountPaise: number;
  finalPaise: number;
  coupon: Pick<CouponRule, 'discountPercent' | 'maxDiscountPaise' | 'discountKind'> | null;
}

/** A move with the records it names looked up (the planner reads no database). */
export type Move =
  | Exclude<MoveRequest, { type: 'assign' } | { type: 'assignVendor' } | { type: 'adminEdit' }>
  | { type: 'assign'; trip: TripKind; rider: { id: string; status: RiderStatus }; currentRiderId?: string | undefined }
  | { type: 'assignVendor'; vendor: { id: string; name: string } }
  | {
      type: 'adminEdit';
      edit: AdminEditRequest;
      status?: StatusMoveRequest | undefined;
      order: EditableOrder;
      catalogue: ReadonlyMap<string, PricedService>;
    };

export interface TripState {
  riderId: string | null;
  status: TripStatus;
}

export interface OrderState {
  status: BookingStatus;
  vendorStage: VendorStage | null;
  vendorId: string | null;
  handoverCode: string;
  trips: Partial<Record<TripKind, TripState>>;
}

export interface OrderEventDraft {
  trip: TripKind | null;
  from: string | null;
  to: string;
  note: string | null;
  /** A trip taken from one rider and given to another: the rider it was taken from. */
  previousRiderId?: string;
}

type BookingPatch = Partial<{
  status: BookingStatus;
  vendorStage: VendorStage;
  vendorId: string;
  vendorAssignedAt: Date;
  riderId: string | null;
  riderStatus: RiderOrderStatus;
  assignedAt: Date;
  itemsCollected: boolean;
  cancelledAt: Date;
  completedAt: Date;
  scheduledDate: string;
  scheduledTime: string;
  deliveryDate: string;
  deliveryTime: string;
  serviceType: string;
  subtotalPaise: number;
  discountPaise: number;
  finalPaise: number;
}>;

export interface Plan {
  booking: BookingPatch;
  newTrip?: { kind: TripKind; riderId: string };
  reassignTrip?: { kind: TripKind; riderId: string };
  trip?: { kind: TripKind; status: TripStatus; itemsCollected?: number };
  releaseCoupon?: boolean;
  /** An admin edit's new lines (replacing the booking's) and its charges. */
  lines?: OrderLine[];
  charges?: { basePricePaise: number; discountPaise: number };
  events: OrderEventDraft[];
}

type Role = Actor['role'];
interface Rule<M extends Move> {
  who: readonly Role[];
  plan(state: OrderState, actor: Actor, move: M, at: Date): Plan;
}
type Rules = { [T in Move['type']]: Rule<Extract<Move, { type: T }>> };

const OPEN_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];
const pickupCollected = (state: OrderState) =>
  state.trips.pickup !== undefined && state.trips.pickup.status !== 'assigned' && state.trips.pickup.status !== 'accepted';
const statusEvent = (from: BookingStatus, to: BookingStatus, note: string | null = null): OrderEventDraft => ({
  trip: null,
  from,
  to,
  note,
});

/** The rider's job on this order: their trip that is not completed yet. */
function riderTrip(state: OrderState, riderId: string): [TripKind, TripState] {
  const mine = (Object.entries(state.trips) as Array<[TripKind, TripState]>).filter(([, t]) => t.riderId === riderId);
  const open = mine.find(([, t]) => t.status !== 'completed');
  if (open) return open;
  if (mine.length) throw conflict(ORDER_MESSAGES.alreadyCompleted);
  throw forbidden(ORDER_MESSAGES.notYourJob);
}

function requireApproved(actor: Actor) {
  if (actor.role === 'rider' && actor.status !== 'approved') {
    throw new AppError(403, ORDER_MESSAGES.riderNotApproved(actor.status), {
      code: 'RIDER_NOT_APPROVED',
      extra: { status: actor.status },
    });
  }
}

/** A trip step by its rider: from `from` to `to`, with what it means for the booking. */
function tripStep(
  state: OrderState,
  actor: Actor,
  from: TripStatus,
  to: TripStatus,
  refuse: Partial<Record<TripStatus, string>>,
) {
  requireApproved(actor);
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
function reassign(kind: TripKind, trip: TripState, move: Extract<Move, { type: 'assign' }>, at: Date): Plan {
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

const slotText = (date: string, time: string) => `${date} ${time}`;
const lineKey = (line: OrderLine) => (line.serviceId ? line.serviceId : `custom:${line.name.toLowerCase()}`);
const lineText = (line: OrderLine) => `${line.name} ×${line.quantity}`;

/**
 * An admin's lines priced: a catalogue service by core's pricing (a service already on the order keeps the price it
 * was booked at, since a price change applies to new orders only), a custom line at the admin's price. Refusals name
 * the line's field (items.2.quantity).
 */
function priceEditLines(
  items: readonly AdminEditLine[],
  current: readonly OrderLine[],
  catalogue: ReadonlyMap<string, PricedService>,
): OrderLine[] {
  const booked = new Map(current.filter((l) => l.serviceId).map((l) => [l.serviceId, l]));
  const seen = new Set<string>();
  return items.map((item, index) => {
    const field = `items.${index}`;
    if (!item.serviceId) {
      const unitPricePaise = Math.round(item.price! * 100);
      return {
        serviceId: '',
        name: item.name!.trim(),
        category: '',
        unit: item.unit ?? 'PC',
        quantity: item.quantity,
        unitPricePaise,
        totalPricePaise: unitPricePaise * item.quantity,
      };
    }
    const bookedLine = booked.get(item.serviceId);
    const listed = catalogue.get(item.serviceId);
    const service: PricedService | undefined = bookedLine
      ? {
          id: item.serviceId,
          name: bookedLine.name,
          category: bookedLine.category,
          unit: bookedLine.unit,
          pricePaise: bookedLine.unitPricePaise,
          minQuantity: listed?.minQuantity ?? 1,
          enabled: true,
        }
      : listed;
    if (seen.has(item.serviceId))
      throw badRequest(ADMIN_EDIT_MESSAGES.duplicateService(service?.name ?? item.serviceId), `${field}.serviceId`);
    seen.add(item.serviceId);
    try {
      return priceLines(
        [{ id: item.serviceId, quantity: item.quantity }],
        new Map(service ? [[item.serviceId, service]] : []),
      )[0]!;
    } catch (error) {
      if (error instanceof PricingError)
        throw badRequest(error.message, `${field}.${error.field.endsWith('.id') ? 'serviceId' : 'quantity'}`);
      throw error;
    }
  });
}

/** What changed between two sets of lines, for the audit note: added, removed and re-counted lines. */
function linesDiff(before: readonly OrderLine[], after: readonly OrderLine[]): string[] {
  const old = new Map(before.map((l) => [lineKey(l), l]));
  const changes: string[] = [];
  for (const line of after) {
    const was = old.get(lineKey(line));
    old.delete(lineKey(line));
    const price = line.serviceId ? '' : ` at ${formatRupees(paiseToRupees(line.unitPricePaise))} (admin-set price)`;
    if (!was) changes.push(`+ ${lineText(line)}${price}`);
    else if (was.quantity !== line.quantity || was.unitPricePaise !== line.unitPricePaise || was.unit !== line.unit)
      changes.push(`${line.name} ×${was.quantity} → ×${line.quantity}${price}`);
  }
  for (const gone of old.values()) changes.push(`− ${lineText(gone)}`);
  return changes;
}

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
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

  const before = order.schedule;
  const after: AdminEditSchedule = { ...before };
  for (const [key, value] of Object.entries(edit.schedule ?? {}) as Array<[keyof AdminEditSchedule, string | undefined]>)
    if (value !== undefined) after[key] = value;
  const pickupMoved = after.scheduled_date !== before.scheduled_date || after.scheduled_time !== before.scheduled_time;
  const deliveryMoved = after.delivery_date !== before.delivery_date || after.delivery_time !== before.delivery_time;
  if (pickupMoved && pickupCollected(state))
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
    if (pickupMoved)
      notes.push(
        `Pickup ${slotText(before.scheduled_date, before.scheduled_time)} → ${slotText(after.scheduled_date, after.scheduled_time)}`,
      );
    if (deliveryMoved)
      notes.push(
        `Delivery ${slotText(before.delivery_date, before.delivery_time)} → ${slotText(after.delivery_date, after.delivery_time)}`,
      );
  }

  const lines = edit.items ? priceEditLines(edit.items, order.lines, move.catalogue) : [...order.lines];
  const itemChanges = edit.items ? linesDiff(order.lines, lines) : [];
  const subtotal = lines.reduce((sum, l) => sum + l.totalPricePaise, 0);
  let discount = order.discountPaise;
  if (edit.discountPaise !== undefined) {
    if (edit.discountPaise > subtotal) throw badRequest(ADMIN_EDIT_MESSAGES.discountTooHigh(rupees(subtotal)), 'discount_amount');
    discount = edit.discountPaise;
  } else if (itemChanges.length) {
    // New lines keep the booking's coupon under its own rule, as a customer's edit does; a manual discount stays, within the new total.
    discount = order.coupon ? couponDiscountPaise(subtotal, order.coupon) : Math.min(discount, subtotal);
  }
  const derived = subtotal - discount;
  let final = order.finalPaise;
  if (edit.finalPaise !== undefined) final = edit.finalPaise;
  else if (itemChanges.length || discount !== order.discountPaise) final = derived;

  if (itemChanges.length) {
    plan.lines = lines;
    plan.booking.serviceType = lines[0]?.category || order.serviceType;
    notes.push(`Items: ${itemChanges.join(', ')}`);
  }
  if (itemChanges.length || discount !== order.discountPaise || final !== order.finalPaise) {
    Object.assign(plan.booking, { subtotalPaise: subtotal, discountPaise: discount, finalPaise: final });
    plan.charges = { basePricePaise: subtotal, discountPaise: discount };
    if (subtotal !== order.subtotalPaise) notes.push(`Items total ${rupees(order.subtotalPaise)} → ${rupees(subtotal)}`);
    if (discount !== order.discountPaise) notes.push(`Discount ${rupees(order.discountPaise)} → ${rupees(discount)}`);
    if (final !== order.finalPaise) notes.push(`Final ${rupees(order.finalPaise)} → ${rupees(final)}`);
    if (final !== derived) notes.push(`final amount set by admin (items − discount: ${rupees(derived)})`);
  }

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
    who: ['admin'],
    plan(state, _actor, move, at) {
      if (move.rider.status !== 'approved') throw conflict(ORDER_MESSAGES.riderMustBeApproved(move.rider.status));
      const existing = state.trips[move.trip];
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
        // The items have left the customer's door: from here only an admin cancels, with a reason.
        plan.booking.itemsCollected = true;
        plan.booking.status = 'in_progress';
        plan.events.push(statusEvent(state.status, 'in_progress', 'Items collected'));
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
        plan.trip!.itemsCollected = move.itemCount;
        plan.events[0]!.note = `${move.itemCount} item${move.itemCount === 1 ? '' : 's'} delivered to the vendor`;
        return plan;
      }
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
    who: ['admin'],
    plan(state, _actor, move) {
      const needs: Record<VendorStage, [VendorStage | null, string]> = {
        received: [null, 'delivered to the vendor by the pickup rider'],
        processing: ['received', 'received'],
        ready: ['processing', 'processing'],
      };
      const [before, description] = needs[move.stage];
      if (move.stage === 'received' && !state.vendorId) throw conflict(ORDER_MESSAGES.vendorRequired);
      const arrived = move.stage !== 'received' || state.trips.pickup?.status === 'completed';
      if (state.vendorStage !== before || !arrived) throw conflict(ORDER_MESSAGES.stageOrder(move.stage, description));
      return {
        booking: { vendorStage: move.stage },
        events: [{ trip: null, from: state.vendorStage, to: move.stage, note: null }],
      };
    },
  },
  cancel: {
    who: ['customer', 'admin'],
    plan(state, actor, move, at) {
      const reason = move.reason?.trim() || null;
      if (
        actor.role === 'customer' &&
        (!(CANCELLABLE_STATUSES as readonly string[]).includes(state.status) || pickupCollected(state))
      ) {
        throw conflict(BOOKING_MESSAGES.cannotCancel);
      }
      if (actor.role === 'admin' && pickupCollected(state) && !reason)
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
};

/** Decides a move without touching the database: the plan to write, or the refusal (an AppError). */
export function planMove(state: OrderState, actor: Actor, move: Move, at: Date): Plan {
  const rule = RULES[move.type] as Rule<Move>;
  if (!rule.who.includes(actor.role)) throw forbidden();
  // A customer's only move is cancelling, refused in the words they already know.
  if (!OPEN_STATUSES.includes(state.status))
    throw conflict(actor.role === 'customer' ? BOOKING_MESSAGES.cannotCancel : ORDER_MESSAGES.orderClosed(state.status));
  return rule.plan(state, actor, move, at);
}

/** Customer edits follow the same rule book: only before anything has moved past confirmation. */
export function assertCustomerMayEdit(status: BookingStatus): void {
  if (!(EDITABLE_STATUSES as readonly string[]).includes(status)) throw conflict(BOOKING_MESSAGES.cannotEdit);
}

/** What listeners (notifications, live events) hear of each audit step of a move. */
export interface OrderMovedEvent extends OrderEventDraft {
  bookingId: string;
  customerId: string;
  actor: ActorRef;
  at: Date;
}

/** Work a listener leaves for after the commit (publishing what it stored). */
export type AfterCommit = () => Promise<void>;

/** The hook points for whatever reacts to an order's moves. */
export interface LifecycleEvents {
  /**
   * Inside the move's transaction, after its writes, with all its steps: stores what must commit with the move
   * (notifications, live events), so a crash loses both or neither. What it returns runs after the commit. A
   * failure here fails the move.
   */
  recordMove?(tx: Tx, steps: OrderMovedEvent[]): Promise<AfterCommit | void>;
  /** After the commit, once per audit step; a failure is logged and never undoes the move. */
  orderMoved?(event: OrderMovedEvent): void | Promise<void>;
}
export const noLifecycleListeners: LifecycleEvents = {};

export interface TransitionDeps {
  db: Db;
  now: () => Date;
  events: LifecycleEvents;
  log?: { error(obj: unknown, msg?: string): void };
}

/** The lock that serialises one customer's booking writes (creation's coupon checks rely on it), as a call to select. */
export const customerLockCall = (customerId: string) => sql`pg_advisory_xact_lock(hashtext(${`bookings:${customerId}`}))`;
export const lockCustomer = (tx: DbOrTx, customerId: string) => tx.execute(sql`select ${customerLockCall(customerId)}`);

async function resolveActor(tx: DbOrTx, actor: ActorRef): Promise<Actor> {
  if (actor.role !== 'rider') return actor as Actor;
  const [rider] = await tx
    .select({ status: riders.status, isActive: riders.isActive })
    .from(riders)
    .where(eq(riders.id, actor.id));
  if (!rider) throw forbidden(ORDER_MESSAGES.riderNotFound);
  return { role: 'rider', id: actor.id, status: rider.status, isActive: rider.isActive };
}

/** The booking, its lines, its coupon's rule and (for new lines) the catalogue, as an admin edit starts from them. */
async function resolveEdit(
  tx: DbOrTx,
  move: Extract<MoveRequest, { type: 'adminEdit' }>,
  row: typeof bookings.$inferSelect,
): Promise<Move> {
  const [items, rule, listed] = await Promise.all([
    tx.select().from(bookingItems).where(eq(bookingItems.bookingId, row.id)).orderBy(asc(bookingItems.sortOrder)),
    row.couponCode ? tx.select().from(coupons).where(eq(coupons.code, row.couponCode)) : [],
    move.edit.items?.some((i) => i.serviceId) ? tx.select().from(services) : [],
  ]);
  const order: EditableOrder = {
    schedule: {
      scheduled_date: row.scheduledDate,
      scheduled_time: row.scheduledTime,
      delivery_date: row.deliveryDate,
      delivery_time: row.deliveryTime,
    },
    serviceType: row.serviceType,
    lines: items.map((i) => ({
      serviceId: i.serviceId ?? '',
      name: i.serviceName,
      category: i.categoryId ?? '',
      unit: i.unit,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      totalPricePaise: i.totalPricePaise,
    })),
    subtotalPaise: row.subtotalPaise,
    discountPaise: row.discountPaise,
    finalPaise: row.finalPaise,
    coupon: rule[0] ?? null,
  };
  const catalogue = new Map(
    listed.map((s): [string, PricedService] => [
      s.id,
      {
        id: s.id,
        name: s.name,
        category: s.categoryId,
        unit: s.unit,
        pricePaise: s.pricePaise,
        minQuantity: s.minQuantity,
        enabled: s.enabled,
      },
    ]),
  );
  return { type: 'adminEdit', edit: move.edit, status: move.status, order, catalogue };
}

async function resolveMove(tx: DbOrTx, move: MoveRequest, row: typeof bookings.$inferSelect): Promise<Move> {
  if (move.type === 'adminEdit') return resolveEdit(tx, move, row);
  if (move.type === 'assign') {
    const [rider] = await tx.select({ id: riders.id, status: riders.status }).from(riders).where(eq(riders.id, move.riderId));
    if (!rider) throw notFound(ORDER_MESSAGES.riderNotFound);
    return { type: 'assign', trip: move.trip, rider, currentRiderId: move.currentRiderId };
  }
  if (move.type === 'assignVendor') {
    const [vendor] = await tx
      .select({ id: vendors.id, name: vendors.name })
      .from(vendors)
      .where(and(eq(vendors.id, move.vendorId), eq(vendors.isActive, true)));
    if (!vendor) throw badRequest(ORDER_MESSAGES.vendorNotFound, 'vendorData.vendorId');
    return { type: 'assignVendor', vendor };
  }
  return move;
}

/**
 * Runs one move: under the booking's row lock (SELECT ... FOR UPDATE), so of two actors moving one
 * order at once the second sees the first's result and is refused with a 409; the write is also
 * conditional on the status read. The audit events go in the same transaction.
 */
export async function moveOrder(
  deps: TransitionDeps,
  bookingId: string,
  actorRef: ActorRef,
  request: MoveRequest,
): Promise<OrderMovedEvent[]> {
  const moved = await deps.db.transaction(async (tx) => {
    if (request.type === 'cancel' || request.type === 'adminEdit') {
      // Cancelling releases a coupon and an admin edit re-prices it, so both queue behind the customer's other booking writes.
      const [owner] = await tx.select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, bookingId));
      if (owner) await lockCustomer(tx, owner.customerId);
    }
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!row || (actorRef.role === 'customer' && row.customerId !== actorRef.id)) throw notFound(BOOKING_MESSAGES.notFound);
    const tripRows = await tx.select().from(trips).where(eq(trips.bookingId, bookingId));
    const state: OrderState = {
      status: row.status,
      vendorStage: row.vendorStage,
      vendorId: row.vendorId,
      handoverCode: row.handoverCode,
      trips: Object.fromEntries(tripRows.map((t) => [t.kind, { riderId: t.riderId, status: t.status }])),
    };
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
      await tx
        .insert(trips)
        .values({
          bookingId,
          kind: plan.newTrip.kind,
          riderId: plan.newTrip.riderId,
          assignedAt: at,
          assignedByAdminId: actor.role === 'admin' ? actor.id : null,
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
      await tx.delete(bookingItems).where(eq(bookingItems.bookingId, bookingId));
      const lines = plan.lines.map((l, sortOrder) => ({
        bookingId,
        // A custom line has no service: the admin set its price.
        serviceId: l.serviceId || null,
        serviceName: l.name,
        categoryId: l.category || null,
        unit: l.unit,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        totalPricePaise: l.totalPricePaise,
        priceSetByAdmin: !l.serviceId,
        sortOrder,
      }));
      if (lines.length) await tx.insert(bookingItems).values(lines);
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
    if (plan.releaseCoupon) await tx.delete(couponRedemptions).where(eq(couponRedemptions.bookingId, bookingId));
    return writeOrderEvents(tx, deps, { bookingId, customerId: row.customerId }, actorRef, plan.events, at);
  });
  await announceMoves(deps, moved);
  return moved.steps;
}

/** An order's committed steps, and what the listeners publish once the transaction has committed. */
export interface RecordedMoves {
  steps: OrderMovedEvent[];
  afterCommit?: AfterCommit | void;
}

/**
 * The audit writer: an order's steps in `order_events`, in the caller's transaction, with the listeners'
 * in-transaction records (notifications, live events), so a crash loses the move and its notices together.
 */
export async function writeOrderEvents(
  tx: Tx,
  deps: Pick<TransitionDeps, 'events'>,
  order: { bookingId: string; customerId: string },
  actor: ActorRef,
  events: readonly OrderEventDraft[],
  at: Date,
): Promise<RecordedMoves> {
  await tx
    .insert(orderEvents)
    .values(
      events.map((e) => ({
        bookingId: order.bookingId,
        trip: e.trip,
        fromState: e.from,
        toState: e.to,
        note: e.note,
        actorId: actor.id,
        actorRole: actor.role as SessionSubject,
        createdAt: at,
      })),
    );
  const steps: OrderMovedEvent[] = events.map((e) => ({ ...e, ...order, actor, at }));
  const afterCommit = await deps.events.recordMove?.(tx, steps);
  return { steps, afterCommit };
}

/** After the commit: publishes, then tells the listeners; a failure here never undoes or fails the step. */
export async function announceMoves(deps: Pick<TransitionDeps, 'events' | 'log'>, moved: RecordedMoves): Promise<void> {
  if (moved.afterCommit) {
    try {
      await moved.afterCommit();
    } catch (error) {
      deps.log?.error(
        { err: error, bookingId: moved.steps[0]?.bookingId },
        'order lifecycle: publishing after the commit failed',
      );
    }
  }
  for (const event of moved.steps) {
    try {
      await deps.events.orderMoved?.(event);
    } catch (error) {
      deps.log?.error({ err: error, bookingId: event.bookingId }, 'order lifecycle listener failed');
    }
  }
}
