import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_STATE_KEY, loadCheckoutState } from './checkout-state-storage';

afterEach(() => localStorage.clear());

describe('loadCheckoutState', () => {
  const now = new Date('2026-03-01T09:10:00Z');
  const state = {
    pickupDate: '2026-03-02',
    pickupTime: '10:00',
    deliveryDate: null,
    deliveryTime: null,
    phone: '9810000001',
    instructions: '',
    couponCode: 'WELCOME',
  };

  it('restores a recent form with only its known fields', () => {
    localStorage.setItem(
      CHECKOUT_STATE_KEY,
      JSON.stringify({ savedAt: '2026-03-01T09:00:00Z', state: { ...state, extra: true } }),
    );
    expect(loadCheckoutState(now)).toEqual(state);
  });

  it('removes a saved form with a field of the wrong type', () => {
    localStorage.setItem(
      CHECKOUT_STATE_KEY,
      JSON.stringify({ savedAt: '2026-03-01T09:00:00Z', state: { ...state, phone: 9810000001 } }),
    );
    expect(loadCheckoutState(now)).toBeNull();
    expect(localStorage.getItem(CHECKOUT_STATE_KEY)).toBeNull();
  });
});
