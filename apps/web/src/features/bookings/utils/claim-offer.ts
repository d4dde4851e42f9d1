import { claimWindowOpen } from '@washday/core';
import type { CustomerBooking } from '../api/booking-keys';

/** When the delivery was completed, or null before (a claim is about a delivered order). */
export function deliveredAt(booking: Pick<CustomerBooking, 'status' | 'trips'>): Date | null {
  if (booking.status !== 'completed') return null;
  const completed = booking.trips.find((trip) => trip.kind === 'delivery')?.completed_at;
  return completed ? new Date(completed) : null;
}

/** Whether to offer 'Report a problem': within core's 7-day window. Only an offer: the server decides. */
export function canReportProblem(booking: Pick<CustomerBooking, 'status' | 'trips'>, now: Date): boolean {
  return claimWindowOpen(deliveredAt(booking), now);
}
