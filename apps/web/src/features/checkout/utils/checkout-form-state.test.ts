import { describe, expect, it } from 'vitest';
import { chooseSchedule, INITIAL_CHECKOUT_FORM, toCouponInput, type CheckoutFormState } from './checkout-form-state';

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
    const next = chooseSchedule(scheduled, { type: 'pickupDate', date: '2026-03-12', keepTime: true });
    expect(next).toMatchObject({
      pickupDate: '2026-03-12',
      pickupTime: '10:00',
      deliveryDate: null,
      deliveryTime: null,
      showAllDeliveryDates: false,
    });
    expect(chooseSchedule(scheduled, { type: 'pickupDate', date: '2026-03-12', keepTime: false }).pickupTime).toBeNull();
  });

  it('resets the delivery whenever the pickup time changes', () => {
    expect(chooseSchedule(scheduled, { type: 'pickupTime', time: '11:00' })).toMatchObject({
      pickupTime: '11:00',
      deliveryDate: null,
      deliveryTime: null,
    });
  });

  it('keeps the delivery when the same pickup is chosen again', () => {
    expect(chooseSchedule(scheduled, { type: 'pickupTime', time: '10:00' })).toBe(scheduled);
    expect(chooseSchedule(scheduled, { type: 'pickupDate', date: '2026-03-11', keepTime: true })).toBe(scheduled);
  });

  it('clears the delivery time when the delivery date changes', () => {
    expect(chooseSchedule(scheduled, { type: 'deliveryDate', date: '2026-03-14' })).toMatchObject({
      deliveryDate: '2026-03-14',
      deliveryTime: null,
    });
  });

  it('upper-cases the coupon and drops spaces', () => {
    expect(toCouponInput('new 20')).toBe('NEW20');
  });
});
