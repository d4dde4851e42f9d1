import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { violates } from '../../db/constraint-violation.js';
import { bookings } from '../../db/schema/index.js';
import { createCustomer } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { withFreshOrderId } from './new-booking.js';

// Six random characters collide now and then (the bench's 15,000 bookings in a fresh database met one in about nine
// runs): the booking is made again with a new order id. The error arrives wrapped by drizzle, on either database.
describe('an order id drawn twice', () => {
  const ctx = useTestApp();

  it('makes the booking again with a fresh one instead of failing', async () => {
    const customer = await createCustomer(ctx.app, '9760000901', 'Meera');
    const taken = await insertBooking(ctx.app, customer.id);
    const other = await insertBooking(ctx.app, customer.id);
    const errors: unknown[] = [];
    let attempts = 0;
    const made = await withFreshOrderId(async () => {
      attempts += 1;
      try {
        // The first draw is the order id another booking holds.
        if (attempts === 1)
          await ctx.database.db.update(bookings).set({ customOrderId: taken.customOrderId }).where(eq(bookings.id, other.id));
      } catch (error) {
        errors.push(error);
        throw error;
      }
      return 'made';
    });
    expect(made).toBe('made');
    expect(attempts).toBe(2);
    expect(errors).toHaveLength(1);
    expect(violates(errors[0], 'bookings_custom_order_id_uq')).toBe(true);
    expect(violates(errors[0], 'coupon_redemptions_one_time_uq')).toBe(false);
  });

  it('does not retry other failures', async () => {
    let attempts = 0;
    await expect(
      withFreshOrderId(async () => {
        attempts += 1;
        throw new Error('the database is down');
      }),
    ).rejects.toThrow('the database is down');
    expect(attempts).toBe(1);
  });
});
