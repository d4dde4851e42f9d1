import type { CustomerBooking } from '../api/booking-keys';

const tripOf = (booking: Pick<CustomerBooking, 'trips'>, kind: 'pickup' | 'delivery') =>
  booking.trips.find((trip) => trip.kind === kind);

/**
 * Whether a rider may be on the way to the customer's door: a pickup not yet collected, or a delivery once the order
 * is ready or has its rider and is not handed over. Only then is the arrival asked for (and its code loaded).
 */
export function awaitsRider(booking: Pick<CustomerBooking, 'status' | 'trips' | 'vendor_stage'>): boolean {
  if (booking.status === 'pending' || booking.status === 'confirmed') return tripOf(booking, 'pickup')?.status !== 'completed';
  if (booking.status !== 'in_progress') return false;
  const delivery = tripOf(booking, 'delivery');
  return delivery ? delivery.status !== 'completed' : booking.vendor_stage === 'ready';
}
