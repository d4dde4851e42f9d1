// The server's answer to a quick pickup, for the home's English and Hindi tests.
import { TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { bookingFixture } from '@/features/checkout/testing/checkout-fixtures';
import { AWAITING_ITEMS } from '@/test/order-fixtures';

/** POST /api/quick-pickup's 201: the express booking with no items and the request it records. */
export function quickPickupCreated(createdAt: Date) {
  const booking = bookingFixture(AWAITING_ITEMS);
  return {
    success: true as const,
    message: 'Quick pickup created successfully! Our rider will contact you soon.',
    booking,
    data: {
      id: 'request-1',
      customer_id: TEST_USER.id,
      customer_name: TEST_USER.name,
      customer_phone: TEST_USER.phone,
      pickup_date: booking.scheduled_date,
      pickup_time: booking.scheduled_time,
      house_number: null,
      address: booking.address,
      status: 'pending' as const,
      created_at: createdAt.toISOString(),
      booking_id: booking.id,
      custom_order_id: booking.custom_order_id,
    },
  };
}
