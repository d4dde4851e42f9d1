import {
  diffLines,
  isQuickPickupOrder,
  paiseToRupees,
  verificationItem,
  type CustomerVerification,
  type OrderLine,
} from '@washday/core';
import type { bookings, customerVerifications } from '../../db/schema/index.js';

// A rider's proposed item change as the customer, the rider and the account export see it
// (rider-portal.md §4.4): the verifications module's answers, and the open proposal in the rider's order view.

export type VerificationRow = typeof customerVerifications.$inferSelect;
type BookingFields = Pick<
  typeof bookings.$inferSelect,
  | 'id'
  | 'customOrderId'
  | 'contactName'
  | 'contactPhone'
  | 'address'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'status'
  | 'serviceType'
  | 'updatedAt'
>;

/** The stored lines of a proposal (priced from the catalogue when it was made, in paise). */
export const linesOf = (json: unknown) => json as OrderLine[];

/** A pending proposal past its expiry reads expired, even before the expiry job has marked it. */
export function effectiveStatus(row: Pick<VerificationRow, 'status' | 'expiresAt'>, now: Date): VerificationRow['status'] {
  return row.status === 'pending' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export function toVerificationView(
  row: VerificationRow,
  booking: BookingFields,
  riderName: string | null,
  now: Date,
): CustomerVerification {
  const original = linesOf(row.originalItems);
  const updated = linesOf(row.updatedItems);
  return {
    id: row.id,
    _id: row.id,
    orderId: row.bookingId,
    type: row.type,
    priority: row.priority,
    status: effectiveStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    responseReason: row.responseReason,
    savedAt: row.savedAt?.toISOString() ?? null,
    orderData: {
      bookingId: booking.id,
      customOrderId: booking.customOrderId,
      customerName: booking.contactName,
      customerPhone: booking.contactPhone,
      address: booking.address,
      pickupDate: booking.scheduledDate,
      pickupTime: booking.scheduledTime,
      riderName,
      updatedAt: booking.updatedAt.toISOString(),
      status: booking.status,
      originalItems: original.map(verificationItem),
      updatedItems: updated.map(verificationItem),
      originalTotal: paiseToRupees(row.originalTotalPaise),
      updatedTotal: paiseToRupees(row.updatedTotalPaise),
      priceChange: paiseToRupees(row.updatedTotalPaise - row.originalTotalPaise),
      riderNotes: row.riderNotes,
      isQuickPickup: row.type === 'quick_pickup_created' || isQuickPickupOrder(booking.serviceType, original.length),
    },
    changes: diffLines(original, updated),
  };
}
