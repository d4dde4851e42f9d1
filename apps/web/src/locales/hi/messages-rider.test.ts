import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  PICKUP_PHOTO_MESSAGES,
  RIDER_ACTIVITY_MESSAGES,
  RIDER_ORDER_ACTIONS,
  RIDER_STATUSES,
  SCAN_MESSAGES,
  VERIFICATION_MESSAGES,
  resendWaitMessage,
} from '@washday/core';
import { describe, expect, it } from 'vitest';
import { RIDER_NOTIFICATION_MESSAGES } from '@/features/rider-notifications/api/mark-rider-notifications-read';
import { ORDER_ACTION_MESSAGES, ORDER_LIST_MESSAGES } from '@/features/rider-orders/utils/order-actions';
import { EDIT_ITEM_MESSAGES } from '@/features/rider-orders/utils/order-edit';
import { SAVE_MESSAGES } from '@/features/rider-orders/utils/order-edit-save';
import { i18n, translateMessage } from '@/lib/i18n';
import { NETWORK_MESSAGES } from '@/lib/request-errors';

/** Every core, server or spec message the rider screens show (toasts, refusals, notices, field errors). */
const SHOWN: string[] = [
  // Sign-in and registration
  AUTH_MESSAGES.loginSuccess,
  AUTH_MESSAGES.loggedOut,
  AUTH_MESSAGES.sendFailed,
  AUTH_MESSAGES.invalidPhone,
  AUTH_MESSAGES.invalidOtp,
  AUTH_MESSAGES.expired,
  AUTH_MESSAGES.noOtp,
  AUTH_MESSAGES.tooManyAttempts,
  AUTH_MESSAGES.tooManySends,
  AUTH_MESSAGES.otpRequired,
  AUTH_MESSAGES.otpInvalidFormat,
  resendWaitMessage(42),
  AUTH_MESSAGES.riderNotFound,
  AUTH_MESSAGES.riderExists,
  AUTH_MESSAGES.riderPending,
  AUTH_MESSAGES.riderRejected,
  AUTH_MESSAGES.riderRejectedFallback,
  AUTH_MESSAGES.riderFieldsRequired,
  AUTH_MESSAGES.aadharImageRequired,
  AUTH_MESSAGES.selfieRequired,
  AUTH_MESSAGES.fileTooLarge,
  AUTH_MESSAGES.fileNotImage,
  AUTH_MESSAGES.aadharInvalid,
  'Account not approved by admin.',
  'Verification failed',
  'Registration failed',
  'Logout failed. Please try again.',
  // Connection
  ...Object.values(NETWORK_MESSAGES),
  ...Object.values(ORDER_LIST_MESSAGES),
  // Active status and location
  ...Object.values(RIDER_ACTIVITY_MESSAGES).filter((message) => !message.startsWith('Latitude')),
  // Jobs
  ORDER_ACTION_MESSAGES.noRider,
  ORDER_ACTION_MESSAGES.network,
  ...RIDER_ORDER_ACTIONS.flatMap((action) => [ORDER_ACTION_MESSAGES.failed(action), ORDER_MESSAGES.actionDone(action)]),
  ...RIDER_STATUSES.map((status) => ORDER_MESSAGES.riderNotApproved(status)),
  ...BOOKING_STATUSES.map((status) => ORDER_MESSAGES.orderClosed(status)),
  ORDER_MESSAGES.riderInactive,
  ORDER_MESSAGES.notYourJob,
  ORDER_MESSAGES.alreadyAccepted,
  ORDER_MESSAGES.acceptFirst,
  ORDER_MESSAGES.startFirst,
  ORDER_MESSAGES.alreadyCompleted,
  ORDER_MESSAGES.itemCountRequired,
  ORDER_MESSAGES.handoverCodeRequired,
  ORDER_MESSAGES.handoverCodeWrong,
  ORDER_MESSAGES.handoverTooManyTries,
  'The handover code is 4 digits',
  'The count must be a whole number from 1 to 1000',
  BOOKING_MESSAGES.notFound,
  // Proof at the door
  ...Object.values(PICKUP_PHOTO_MESSAGES),
  'The photo could not be uploaded. Please try again.',
  'The photo could not be removed. Please try again.',
  // The check at the door (those with codes or an order are rebuilt: rider-orders/utils/door-messages.ts)
  SCAN_MESSAGES.doorNotNow,
  SCAN_MESSAGES.deliveryRiderOnly,
  'The tags could not be checked. Please try again.',
  // Editing items and the customer's verification
  EDIT_ITEM_MESSAGES.selectService,
  EDIT_ITEM_MESSAGES.invalidQuantity,
  BOOKING_MESSAGES.servicesRequired,
  ...Object.values(SAVE_MESSAGES),
  VERIFICATION_MESSAGES.saveNeedsApproval,
  VERIFICATION_MESSAGES.notFound,
  VERIFICATION_MESSAGES.sent,
  VERIFICATION_MESSAGES.saved,
  VERIFICATION_MESSAGES.cancelled,
  VERIFICATION_MESSAGES.nothingToCancel,
  VERIFICATION_MESSAGES.noChanges,
  VERIFICATION_MESSAGES.pickupOnly,
  VERIFICATION_MESSAGES.itemsNotApproved,
  // Money at the door (those with an amount are rebuilt: features/rider-payments/utils/payment-text.ts)
  PAYMENT_MESSAGES.cashRequired,
  PAYMENT_MESSAGES.notYourDelivery,
  PAYMENT_MESSAGES.deliveryNotStarted,
  'Cash received',
  // Notifications: the spec's failures and the server's fixed titles and messages to riders
  ...Object.values(RIDER_NOTIFICATION_MESSAGES),
  'New Order Assigned',
  'Order Reassigned',
  'Order Cancelled',
  'Order Updated',
  'Customer approved the changes',
  'Customer rejected the changes',
  'Changes expired',
  'The customer did not answer your proposed changes within 24 hours. Send them again if they are still needed.',
  'Account Approved',
  'Account Rejected',
  'Your Washday rider account has been approved. You can now log in and go active to receive orders.',
];

/** Latin words a Hindi message may keep: the brand and what riders read as they are. */
const KEPT = /Washday|OTP|JPEG|PNG|WebP|MB/g;

describe('the messages the rider screens show', () => {
  it('read in Hindi once the interface is in Hindi, and stay as they are in English', async () => {
    expect(SHOWN.map((message) => translateMessage(message))).toEqual(SHOWN);
    await i18n.changeLanguage('hi');
    const untranslated = SHOWN.filter((message) => {
      const hindi = translateMessage(message);
      return hindi === message || /[A-Za-z]{2,}/.test(hindi.replace(KEPT, ''));
    });
    expect(untranslated).toEqual([]);
  });
});
