import { describe, expect, it } from 'vitest';
import { createBookingBodySchema } from './booking-schemas.js';

// The spec's checkout request carries the client's totals (customer-app.md, "Checkout request": totalAmount,
// discount_amount, original_total); the server prices the order itself and ignores them.

describe('the checkout request', () => {
  it.each(['totalAmount', 'discount_amount', 'original_total'] as const)('accepts %s and documents it as ignored', (field) => {
    expect(createBookingBodySchema.shape[field].description).toBe('accepted and ignored: the server computes totals');
  });
});
