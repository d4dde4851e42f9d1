import {
  BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  QUICK_PICKUP_MESSAGES,
  SLOT_CAPACITY_MESSAGES,
  SLOT_MESSAGES,
  VERIFICATION_MESSAGES,
} from '@washday/core';
import { describe, expect, it } from 'vitest';
import { i18n, translateMessage } from '@/lib/i18n';

/** Every core or server message the bookings screens show (My Bookings' cancel and edit, order-change approvals). */
const SHOWN = [
  BOOKING_MESSAGES.cancelled,
  BOOKING_MESSAGES.updated,
  BOOKING_MESSAGES.cannotCancel,
  BOOKING_MESSAGES.cannotEdit,
  BOOKING_MESSAGES.notFound,
  BOOKING_MESSAGES.editRequired,
  BOOKING_MESSAGES.servicesRequired,
  BOOKING_MESSAGES.totalInvalid,
  BOOKING_MESSAGES.instructionsInvalid,
  QUICK_PICKUP_MESSAGES.cannotEdit,
  // Paying online.
  PAYMENT_MESSAGES.billNotFinal,
  PAYMENT_MESSAGES.nothingDue,
  PAYMENT_MESSAGES.orderCancelled,
  PAYMENT_MESSAGES.signatureInvalid,
  PAYMENT_MESSAGES.paymentNotFound,
  SLOT_CAPACITY_MESSAGES.full,
  ...Object.values(SLOT_MESSAGES),
  VERIFICATION_MESSAGES.approved,
  VERIFICATION_MESSAGES.rejected,
  VERIFICATION_MESSAGES.notFound,
  ...(['expired', 'cancelled', 'approved', 'rejected'] as const).map((status) => VERIFICATION_MESSAGES.decided(status)),
  // The server's fixed notification titles (the messages under them stay as the server wrote them).
  'Booking Confirmed',
  'Rider Assigned',
  'Order Picked Up',
  'At the Laundry',
  'Out for Delivery',
  'Order Ready',
  'Order Delivered',
  'Booking Cancelled',
  'Booking Placed',
  'Pickup Reminder',
  'Order changes need your approval',
  'Welcome to Washday!',
  'A friend joined with your code',
  'You earned a referral reward!',
];

describe('the messages the bookings screens show', () => {
  it('read in Hindi once the interface is in Hindi, and stay as they are in English', async () => {
    expect(SHOWN.map((message) => translateMessage(message))).toEqual(SHOWN);
    await i18n.changeLanguage('hi');
    const untranslated = SHOWN.filter(
      (message) => translateMessage(message) === message || /[A-Za-z]{3,}/.test(translateMessage(message).replace('Washday', '')),
    );
    expect(untranslated).toEqual([]);
  });
});
