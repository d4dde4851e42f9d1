import { describe, expect, it } from 'vitest';
import { checkoutFormReducer, INITIAL_CHECKOUT_FORM, type CheckoutFormState } from './checkout-form-state';

const scheduled: CheckoutFormState = {
  ...INITIAL_CHECKOUT_FORM,
  pickupDate: '2026-03-11',
  pickupTime: '10:00',
  deliveryDate: '2026-03-13',
  deliveryTime: '18:00',
  showAllDeliveryDates: true,
};

describe('checkout form state', () => {
  it('resets the delivery whenever the pickup date changes', () => {
    const next = checkoutFormReducer(scheduled, { type: 'pickupDate', date: '2026-03-12', keepTime: true });
    expect(next).toMatchObject({
      pickupDate: '2026-03-12',
      pickupTime: '10:00',
      deliveryDate: null,
      deliveryTime: null,
      showAllDeliveryDates: false,
    });
    expect(checkoutFormReducer(scheduled, { type: 'pickupDate', date: '2026-03-12', keepTime: false }).pickupTime).toBeNull();
  });

  it('resets the delivery whenever the pickup time changes', () => {
    expect(checkoutFormReducer(scheduled, { type: 'pickupTime', time: '11:00' })).toMatchObject({
      pickupTime: '11:00',
      deliveryDate: null,
      deliveryTime: null,
    });
  });

  it('keeps the delivery when the same pickup is chosen again', () => {
    expect(checkoutFormReducer(scheduled, { type: 'pickupTime', time: '10:00' })).toBe(scheduled);
    expect(checkoutFormReducer(scheduled, { type: 'pickupDate', date: '2026-03-11', keepTime: true })).toBe(scheduled);
  });

  it('clears the delivery time when the delivery date changes', () => {
    expect(checkoutFormReducer(scheduled, { type: 'deliveryDate', date: '2026-03-14' })).toMatchObject({
      deliveryDate: '2026-03-14',
      deliveryTime: null,
    });
  });

  it('keeps the phone to 10 digits and upper-cases the coupon', () => {
    expect(checkoutFormReducer(INITIAL_CHECKOUT_FORM, { type: 'phone', phone: '+91 98765-43210' }).phone).toBe('9876543210');
    expect(checkoutFormReducer(INITIAL_CHECKOUT_FORM, { type: 'phone', phone: 'abc98' }).phone).toBe('98');
    expect(checkoutFormReducer(INITIAL_CHECKOUT_FORM, { type: 'couponInput', code: 'new 20' }).couponInput).toBe('NEW20');
  });

  it('limits instructions to 500 characters', () => {
    expect(
      checkoutFormReducer(INITIAL_CHECKOUT_FORM, { type: 'instructions', instructions: 'x'.repeat(600) }).instructions,
    ).toHaveLength(500);
  });
});
