import type { BookingMoney } from '@washday/core';
import type { CustomerBooking } from '../api/booking-keys';
import { isAwaitingItems, normalizeStatus } from './booking-format';

// What a booking card shows of its money (docs/decisions/0033-money.md): the server's bill when it has been read,
// else what the booking itself says.

/**
 * Whether the card needs the server's bill. Before the pickup starts (pending, confirmed) the bill can only be the
 * estimate the booking already carries, and a cancelled order with nothing paid has no money to show: no request.
 */
export function needsBill(booking: Pick<CustomerBooking, 'status' | 'payment_status' | 'service_type' | 'item_prices'>) {
  if (isAwaitingItems(booking)) return false;
  const status = normalizeStatus(booking.status);
  if (status === 'cancelled') return booking.payment_status !== 'pending';
  return status !== 'pending' && status !== 'confirmed';
}

/** 'estimate' until the pickup is completed, 'final' after; 'unknown' while an order under way has not been read. */
export type BillKind = 'estimate' | 'final' | 'unknown';

export function billKind(booking: Pick<CustomerBooking, 'status'>, money: BookingMoney | undefined): BillKind {
  if (money) return money.bill.final ? 'final' : 'estimate';
  const status = normalizeStatus(booking.status);
  if (status === 'pending' || status === 'confirmed') return 'estimate';
  // A completed order's pickup was completed, so its bill is final.
  return status === 'completed' ? 'final' : 'unknown';
}

/** What the customer may pay online now: the bill is final, something is due and the order is not cancelled. */
export function amountToPayOnline(booking: Pick<CustomerBooking, 'status'>, money: BookingMoney | undefined): number {
  if (!money || !money.bill.final || normalizeStatus(booking.status) === 'cancelled') return 0;
  return money.bill.due > 0 ? money.bill.due : 0;
}
