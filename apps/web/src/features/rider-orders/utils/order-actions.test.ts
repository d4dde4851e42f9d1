import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { makeRider, makeRiderOrder } from '../testing/rider-order-fixtures';
import {
  acceptBlocker,
  actionErrorMessage,
  actionRefusal,
  listErrorMessage,
  navigationDestination,
  nextAction,
  ORDER_ACTION_MESSAGES,
} from './order-actions';

/** The screens' English wording (tests render in English). */
const t = i18n.getFixedT('en', 'rider');

describe('next action by rider status', () => {
  it.each([
    ['assigned', 'pickup', 'accept', 'Accept & Navigate'],
    ['accepted', 'pickup', 'start', 'Start & Navigate'],
    ['picked_up', 'pickup', 'complete', 'Complete Pickup'],
    ['picked_up', 'delivery', 'complete', 'Complete Delivery'],
  ] as const)('%s on a %s trip: %s, "%s"', (riderStatus, tripType, action, label) => {
    expect(nextAction({ riderStatus, tripType }, t)).toEqual({ action, label });
  });

  it('offers nothing once the trip is completed', () => {
    expect(nextAction({ riderStatus: 'completed', tripType: 'pickup' }, t)).toBeNull();
  });
});

describe("the spec's checks before an action (rider-portal.md §5.3)", () => {
  it('needs a rider, approval for any action and activity to accept', () => {
    expect(actionRefusal(null, 'start')).toBe('Rider information not found. Please login again.');
    expect(actionRefusal(makeRider({ status: 'pending' }), 'start')).toBe(
      'Only approved riders can accept orders. Your status: pending',
    );
    expect(actionRefusal(makeRider({ isActive: false }), 'accept')).toBe('Please go active to accept orders.');
    expect(actionRefusal(makeRider({ isActive: false }), 'complete')).toBeNull();
    expect(acceptBlocker(makeRider({ status: 'rejected', isActive: false }))).toBe(ORDER_MESSAGES.riderNotApproved('rejected'));
    expect(acceptBlocker(makeRider())).toBeNull();
  });
});

describe('where "& Navigate" leads', () => {
  const vendor = {
    name: 'Sparkle',
    address: 'Sector 14 market',
    coordinates: { lat: 28.47, lng: 77.04 },
    distance: 8.2,
    estimatedTime: 79,
  };

  it('goes to the customer, by coordinates or else by address', () => {
    expect(navigationDestination(makeRiderOrder(), 'accept')).toEqual({ lat: 28.396, lng: 77.037 });
    expect(navigationDestination(makeRiderOrder({ coordinates: null, address: 'Sector 69' }), 'start')).toBe('Sector 69');
    expect(navigationDestination(makeRiderOrder(), 'complete')).toBeNull();
  });

  it('takes an accepted delivery to the vendor first, then the customer', () => {
    const order = makeRiderOrder({ tripType: 'delivery', assignedVendorDetails: vendor });
    expect(navigationDestination(order, 'accept')).toEqual(vendor.coordinates);
    expect(navigationDestination(order, 'start')).toEqual(order.coordinates);
    expect(navigationDestination({ ...order, assignedVendorDetails: { ...vendor, coordinates: null } }, 'accept')).toBe(
      'Sector 14 market',
    );
  });
});

describe('messages for failures', () => {
  it("order actions: the server's message, the network sentence, else the generic failure (§8.5)", () => {
    const refused = new ApiError('This order has already been accepted', 409, {
      body: { message: 'This order has already been accepted' },
    });
    expect(actionErrorMessage(refused, 'accept', t)).toBe('This order has already been accepted');
    expect(actionErrorMessage(new ApiError('Network error: x', 0, { code: 'NETWORK_ERROR' }), 'start', t)).toBe(
      ORDER_ACTION_MESSAGES.network,
    );
    expect(actionErrorMessage(new ApiError('Request timeout', 0, { code: 'TIMEOUT' }), 'start', t)).toBe(
      ORDER_ACTION_MESSAGES.network,
    );
    expect(actionErrorMessage(new ApiError('Internal', 500, { body: { message: 'Internal server error' } }), 'start', t)).toBe(
      'Failed to start order. Please try again.',
    );
    expect(actionErrorMessage(new Error('?'), 'complete', t)).toBe('Failed to complete order. Please try again.');
    expect(ORDER_ACTION_MESSAGES.done('complete')).toBe('Order completed successfully!');
  });

  it('a wrong handover code says how many tries are left before they pause', () => {
    const wrong = (left: number) =>
      new ApiError('wrong', 400, { body: { message: 'The handover code is incorrect.', attemptsRemaining: left } });
    expect(actionErrorMessage(wrong(3), 'complete', t)).toBe('The handover code is incorrect. 3 attempts remaining.');
    expect(actionErrorMessage(wrong(1), 'complete', t)).toBe('The handover code is incorrect. 1 attempt remaining.');
  });

  it('money still due (PAYMENT_DUE) says the amount to collect, in Hindi too', async () => {
    const due = new ApiError('due', 409, { body: { error: 'PAYMENT_DUE', message: PAYMENT_MESSAGES.moneyDue('₹1,040') } });
    expect(actionErrorMessage(due, 'complete', t)).toBe('Collect ₹1,040 before completing the delivery.');
    await i18n.changeLanguage('hi');
    try {
      expect(actionErrorMessage(due, 'complete', i18n.getFixedT('hi', 'rider'))).toBe('डिलीवरी पूरी करने से पहले ₹1,040 लें।');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('the list (§8.4): server error with the status, timeout, else unable to connect', () => {
    expect(listErrorMessage(new ApiError('HTTP 502', 502), t)).toBe('Server error: 502');
    expect(listErrorMessage(new ApiError('Forbidden', 403, { code: 'FORBIDDEN' }), t)).toBe('Server error: 403');
    expect(listErrorMessage(new ApiError('Request timeout', 0, { code: 'TIMEOUT' }), t)).toBe(
      'Request timed out - please check your connection',
    );
    expect(listErrorMessage(new ApiError('Network error', 0, { code: 'NETWORK_ERROR' }), t)).toBe('Unable to connect to server');
    expect(listErrorMessage(new ApiError('Unexpected response from server', 200, { code: 'INVALID_RESPONSE' }), t)).toBe(
      'Unable to connect to server',
    );
  });
});
