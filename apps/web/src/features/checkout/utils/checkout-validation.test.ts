import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { checkoutErrors, checkoutFailureToast } from './checkout-validation';

// 09:00 IST on 10 March 2026.
const NOW = new Date('2026-03-10T03:30:00.000Z');
const empty = { pickupDate: null, pickupTime: null, deliveryDate: null, deliveryTime: null, phone: '' };
const complete = {
  pickupDate: '2026-03-11',
  pickupTime: '10:00',
  deliveryDate: '2026-03-12',
  deliveryTime: '10:00',
  phone: '9876543210',
};

describe('checkout validation (customer-app.md §5 Checkout, exact messages)', () => {
  it('lists everything missing, in order', () => {
    expect(checkoutErrors({ form: empty, signedIn: true, addressId: null, categories: ['laundry'], now: NOW })).toEqual([
      'Pickup address is required',
      'Phone number is required',
      'Pickup date is required',
      'Pickup time is required',
      'Delivery date is required',
      'Delivery time is required',
    ]);
  });

  it('asks a guest to sign in first (their saved addresses come after sign-in)', () => {
    expect(checkoutErrors({ form: complete, signedIn: false, addressId: null, categories: ['laundry'], now: NOW })).toEqual([
      'Please sign in to complete your booking',
    ]);
  });

  it('refuses a phone that is not a 10-digit Indian mobile', () => {
    for (const phone of ['12345', '5876543210', '98765432']) {
      expect(
        checkoutErrors({ form: { ...complete, phone }, signedIn: true, addressId: 'a1', categories: ['laundry'], now: NOW }),
      ).toEqual(['Please enter a valid 10-digit mobile number']);
    }
  });

  it('passes a complete form', () => {
    expect(checkoutErrors({ form: complete, signedIn: true, addressId: 'a1', categories: ['laundry'], now: NOW })).toEqual([]);
  });

  it('applies the server schedule rules: dry cleaning needs 48 hours', () => {
    expect(
      checkoutErrors({ form: complete, signedIn: true, addressId: 'a1', categories: ['womens-dry-clean'], now: NOW }),
    ).toEqual(['Delivery must be at least 24 hours after pickup (48 hours for dry cleaning). Please choose a later slot.']);
  });
});

describe('the toast for a failed Place Order (customer-app.md §8 Checkout)', () => {
  const refusal = (status: number, code: string) => new ApiError('Refused', status, { body: { success: false, error: code } });

  it.each([
    ['a session that ended on the server', refusal(401, 'UNAUTHORIZED'), 'sessionEnded'],
    ["the server's check of the fields", refusal(400, 'VALIDATION_ERROR'), 'invalid'],
    ['a refusal with its reason', refusal(409, 'SLOT_FULL'), 'refused'],
    ['an answer off the contract', new ApiError('Invalid server response', 200, { code: 'INVALID_RESPONSE' }), 'unreadable'],
    ['a server failure', refusal(503, 'INTERNAL_ERROR'), 'serverFailed'],
    ['a fault in the app', new TypeError('boom'), 'unexpected'],
  ])('%s', (_situation, error, toast) => {
    expect(checkoutFailureToast(error)).toBe(toast);
  });
});
