import { and, eq, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  ORDER_MESSAGES,
  VENDOR_STAFF_MESSAGES,
  amountDue,
  type PricedService,
  type TripAssigner,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, coupons, riders, trips, vendorStaff, vendors } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { catalogueInDb, storedLines } from '../booking-records/booking-lines.js';
import type { BookingRow } from '../booking-records/booking-dto.js';
import { lockCustomer } from '../booking-records/customer-lock.js';
import { capturedPaiseOf } from '../booking-records/booking-money.js';
import { decodeJsonRow, jsonRow, parsedJson, qualified } from '../../db/json-rows.js';
import { countBookingTags } from '../garments/tag-count.js';
import { refuseWhileAwaitingCustomer } from '../garments/inspection-gate.js';
import { tagsGatingMove } from '../garments/garment-gates.js';
import type { ActorRef } from './order-audit.js';
import type { Actor, EditableOrder, Move, MoveRequest, OrderState } from './order-moves.js';

// What the rule book reads before it plans a move (order-transitions.ts, in the move's transaction): the order under its
// row lock, the actor as they stand now, and the records a move names (the rider, the vendor, an edit's order).

/**
 * The booking under its row lock (SELECT ... FOR UPDATE) and its state as the rules judge it; a customer's request
 * for someone else's booking reads like a missing one. Cancelling releases a coupon and an admin edit re-prices it,
 * so both first queue behind the customer's other booking writes (the customer's lock).
 */
export async function lockOrder(
  tx: DbOrTx,
  bookingId: string,
  actorRef: ActorRef,
  request: MoveRequest,
): Promise<{ row: BookingRow; state: OrderState }> {
  if (request.type === 'cancel' || request.type === 'adminEdit' || request.type === 'reschedulePickup') {
    const [owner] = await tx.select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, bookingId));
    if (owner) await lockCustomer(tx, owner.customerId);
  }
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row || (actorRef.role === 'customer' && row.customerId !== actorRef.id)) throw notFound(BOOKING_MESSAGES.notFound);
  // Read after the lock is held (a statement that waited for it would see the trips as they were when it began), in
  // one statement: the trips and what was paid.
  const [found] = await tx
    .select({
      trips: sql<unknown>`(select coalesce(json_agg(${jsonRow(trips)}), '[]') from ${trips} where ${qualified(trips.bookingId)} = ${bookingId})`,
      captured: capturedPaiseOf(bookingId),
    })
    .from(sql`(select 1) as one`);
  const tripRows = (parsedJson(found?.trips ?? []) as Record<string, unknown>[]).map((t) => decodeJsonRow(trips, t));
  const capturedPaise = Number(found?.captured ?? 0);
  const state: OrderState = {
    status: row.status,
    vendorStage: row.vendorStage,
    vendorId: row.vendorId,
    handoverCode: row.handoverCode,
    trips: Object.fromEntries(
      tripRows.map((t) => [
        t.kind,
        { riderId: t.riderId, status: t.status, assignedBy: t.assignedBy as TripAssigner, locked: t.lockedAt !== null },
      ]),
    ),
    moneyDuePaise: row.collectLaterReason === null ? amountDue(row.finalPaise, capturedPaise) : 0,
    tagCount: request.type === 'complete' ? await countBookingTags(tx, bookingId) : 0,
    unscanned: await tagsGatingMove(tx, bookingId, request, tripRows.find((t) => t.kind === 'delivery')?.status),
  };
  if (request.type === 'vendorStage' && request.stage === 'processing') await refuseWhileAwaitingCustomer(tx, bookingId);
  return { row, state };
}

/**
 * The actor as the rules judge them, read now: a rider with their approval and whether they are active; a laundry's
 * staff member with their vendor and name (for the audit), refused once deactivated.
 */
export async function resolveActor(tx: DbOrTx, actor: ActorRef): Promise<Actor> {
  if (actor.role === 'vendor') {
    const [staff] = await tx
      .select({ name: vendorStaff.name, vendorId: vendorStaff.vendorId, isActive: vendorStaff.isActive })
      .from(vendorStaff)
      .where(eq(vendorStaff.id, actor.id));
    if (!staff?.isActive) throw forbidden(VENDOR_STAFF_MESSAGES.inactive);
    return { role: 'vendor', id: actor.id, vendorId: staff.vendorId, name: staff.name };
  }
  if (actor.role !== 'rider') return actor as Actor;
  const [rider] = await tx
    .select({ status: riders.status, isActive: riders.isActive })
    .from(riders)
    .where(eq(riders.id, actor.id));
  if (!rider) throw forbidden(ORDER_MESSAGES.riderNotFound);
  return { role: 'rider', id: actor.id, status: rider.status, isActive: rider.isActive };
}

/** The booking, its lines, its coupon's rule and (for new lines) the catalogue, as an admin edit starts from them. */
async function resolveEdit(tx: DbOrTx, move: Extract<MoveRequest, { type: 'adminEdit' }>, row: BookingRow): Promise<Move> {
  const [lines, rule, catalogue] = await Promise.all([
    storedLines(tx, row.id),
    row.couponCode ? tx.select().from(coupons).where(eq(coupons.code, row.couponCode)) : [],
    move.edit.items?.some((i) => i.serviceId) ? catalogueInDb(tx) : new Map<string, PricedService>(),
  ]);
  const order: EditableOrder = {
    schedule: {
      scheduled_date: row.scheduledDate,
      scheduled_time: row.scheduledTime,
      delivery_date: row.deliveryDate,
      delivery_time: row.deliveryTime,
    },
    serviceType: row.serviceType,
    lines,
    subtotalPaise: row.subtotalPaise,
    discountPaise: row.discountPaise,
    finalPaise: row.finalPaise,
    coupon: rule[0] ?? null,
  };
  return { type: 'adminEdit', edit: move.edit, status: move.status, order, catalogue };
}

/** A move with the records it names looked up: refused here when the rider or the (active) vendor does not exist. */
export async function resolveMove(tx: DbOrTx, move: MoveRequest, row: BookingRow): Promise<Move> {
  if (move.type === 'adminEdit') return resolveEdit(tx, move, row);
  if (move.type === 'reschedulePickup') {
    const before = {
      scheduled_date: row.scheduledDate,
      scheduled_time: row.scheduledTime,
      delivery_date: row.deliveryDate,
      delivery_time: row.deliveryTime,
    };
    return { ...move, before };
  }
  if (move.type === 'assign') {
    const [rider] = await tx.select({ id: riders.id, status: riders.status }).from(riders).where(eq(riders.id, move.riderId));
    if (!rider) throw notFound(ORDER_MESSAGES.riderNotFound);
    const trip =
      move.trip !== 'next'
        ? move.trip
        : (await tx.select({ kind: trips.kind }).from(trips).where(eq(trips.bookingId, row.id))).some((t) => t.kind === 'pickup')
          ? 'delivery'
          : 'pickup';
    return { type: 'assign', trip, rider, currentRiderId: move.currentRiderId };
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
