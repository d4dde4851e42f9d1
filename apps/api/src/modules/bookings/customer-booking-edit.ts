import { and, eq, inArray } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  EDITABLE_STATUSES,
  QUICK_PICKUP_MESSAGES,
  isQuickPickupOrder,
  type AdminEditSchedule,
  type OrderLine,
  type Totals,
} from '@washday/core';
import { bookings } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { BookingRow } from '../booking-records/booking-dto.js';
import {
  priceFromCatalogue,
  replaceLines,
  repriceWithCoupon,
  storedLines,
  writeCharges,
} from '../booking-records/booking-lines.js';
import { loadBooking } from '../booking-records/booking-read-model.js';
import { lockCustomer } from '../booking-records/customer-lock.js';
import { announceMoves, writeOrderEvents } from '../orders/order-audit.js';
import { amountNotes, itemsNote, linesDiff, scheduleNotes } from '../orders/order-edit-notes.js';
import { assertCustomerMayEdit, type TransitionDeps } from '../orders/order-transitions.js';
import { assertSchedule, ownBookingRow } from './customer-bookings.service.js';
import { takePickupSeat } from './slot-capacity.js';

// A customer changes their booking (customer-app.md, My Bookings): slots, instructions or services, while it is still
// pending or confirmed, re-priced by the server and written to the order's audit trail like every change to an order.

export interface UpdateBookingInput {
  pickupDate?: string | undefined;
  pickupTime?: string | undefined;
  deliveryDate?: string | undefined;
  deliveryTime?: string | undefined;
  instructions?: string | undefined;
  services?: ReadonlyArray<{ id: string; quantity: number }> | undefined;
}

/** A booking's two slots in the words the audit notes compare (order-edit-notes.ts). */
const slotsOf = (s: {
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
}): AdminEditSchedule => ({
  scheduled_date: s.pickupDate,
  scheduled_time: s.pickupTime,
  delivery_date: s.deliveryDate,
  delivery_time: s.deliveryTime,
});

/** What a customer's edit changed, in the words of an admin's edit: moved slots, changed lines, instructions, amounts. */
function editNotes(
  row: BookingRow,
  stored: readonly OrderLine[],
  edited: {
    schedule: Parameters<typeof slotsOf>[0];
    lines: readonly OrderLine[] | null;
    instructions?: string | null;
    totals: Totals;
  },
): string[] {
  const notes = scheduleNotes(
    slotsOf({
      pickupDate: row.scheduledDate,
      pickupTime: row.scheduledTime,
      deliveryDate: row.deliveryDate,
      deliveryTime: row.deliveryTime,
    }),
    slotsOf(edited.schedule),
  );
  const lineChanges = edited.lines ? linesDiff(stored, edited.lines) : [];
  if (lineChanges.length) notes.push(itemsNote(lineChanges));
  if (edited.instructions !== undefined && edited.instructions !== row.specialInstructions)
    notes.push(edited.instructions === null ? 'Instructions removed' : `Instructions: ${edited.instructions}`);
  const { subtotalPaise, discountPaise, totalPaise } = edited.totals;
  notes.push(...amountNotes(row, { subtotalPaise, discountPaise, finalPaise: totalPaise }));
  return notes;
}

/**
 * Changes date, time, instructions or services while the booking is pending or confirmed; re-priced here.
 * The status is read under a row lock and the write is conditional on it, so a booking a rider or admin
 * moved on meanwhile is never overwritten (409). What changed is an 'edited' step of the order's audit trail, in the
 * same transaction, heard by the lifecycle listeners like every change to an order (a moved pickup gets its reminder).
 */
export async function updateBooking(deps: TransitionDeps, customerId: string, id: string, input: UpdateBookingInput) {
  const { db, now } = deps;
  for (const value of [input.pickupDate, input.pickupTime, input.deliveryDate, input.deliveryTime]) {
    if (value !== undefined && !value.trim()) throw badRequest(BOOKING_MESSAGES.editRequired);
  }
  const requestedLines = input.services ? await priceFromCatalogue(db, input.services) : null;

  const { booking, moved } = await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const row = await ownBookingRow(tx, customerId, id, true);
    assertCustomerMayEdit(row.status);
    const stored = await storedLines(tx, id);
    // Its items are the rider's to list at the door (with the customer's approval), and its slot follows other rules.
    if (isQuickPickupOrder(row.serviceType, stored.length)) throw conflict(QUICK_PICKUP_MESSAGES.cannotEdit);
    const lines = requestedLines ?? stored;
    const schedule = {
      pickupDate: input.pickupDate ?? row.scheduledDate,
      pickupTime: input.pickupTime ?? row.scheduledTime,
      deliveryDate: input.deliveryDate ?? row.deliveryDate,
      deliveryTime: input.deliveryTime ?? row.deliveryTime,
    };
    const scheduleChanged = [input.pickupDate, input.pickupTime, input.deliveryDate, input.deliveryTime].some(
      (v) => v !== undefined,
    );
    const at = now();
    if (scheduleChanged || input.services) assertSchedule(schedule, lines, at);
    if (schedule.pickupDate !== row.scheduledDate || schedule.pickupTime !== row.scheduledTime) {
      await takePickupSeat(tx, {
        areaId: row.serviceAreaId,
        date: schedule.pickupDate,
        time: schedule.pickupTime,
        bookingId: id,
      });
    }

    const totals = await repriceWithCoupon(tx, row.couponCode, lines);
    if (totals.totalPaise <= 0) throw badRequest(BOOKING_MESSAGES.totalInvalid);
    const instructions = input.instructions === undefined ? undefined : input.instructions.trim() || null;
    const [updated] = await tx
      .update(bookings)
      .set({
        scheduledDate: schedule.pickupDate,
        scheduledTime: schedule.pickupTime,
        deliveryDate: schedule.deliveryDate,
        deliveryTime: schedule.deliveryTime,
        ...(instructions !== undefined ? { specialInstructions: instructions } : {}),
        serviceType: lines[0]!.category || row.serviceType,
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        finalPaise: totals.totalPaise,
        updatedAt: at,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, [...EDITABLE_STATUSES])))
      .returning({ id: bookings.id });
    if (!updated) throw conflict(BOOKING_MESSAGES.cannotEdit);
    if (input.services) await replaceLines(tx, id, lines);
    await writeCharges(tx, id, totals);
    const notes = editNotes(row, stored, { schedule, lines: requestedLines, instructions, totals });
    const customer = { role: 'customer', id: customerId } as const;
    const edited = { trip: null, from: null, to: 'edited', note: notes.join('; ') };
    return {
      moved: notes.length ? await writeOrderEvents(tx, deps, { bookingId: id, customerId }, customer, [edited], at) : null,
      booking: (await loadBooking(tx, id))!,
    };
  });
  if (moved) await announceMoves(deps, moved);
  return booking;
}
