import type { NotificationView } from '@washday/core';
import { useEffect } from 'react';
import { bookingKeys } from '@/features/bookings/api/booking-keys';
import { notificationKeys } from '@/features/notifications/api/notification-keys';
import { referralKeys } from '@/features/referrals/api/referral-keys';
import { verificationKeys } from '@/features/verifications/api/verification-keys';
import { useServerEvents } from '@/hooks/use-server-events';
import { decisionToastId, toast } from '@/lib/toast';

// With the first notification, not the home screen: a body is composed with core's checks of its data (zod), and the
// stream has loaded those by the time an event arrives (lib/lazy-endpoints).
const loadNotificationToast = () => import('@/features/notifications/utils/notification-toast');

/**
 * The signed-in customer's live stream: a notification refreshes the bell, the list and the bookings (it says an order
 * moved) and the referral rewards (it may bring one), and shows a toast; a booking change refreshes the bookings and
 * their timelines. Mounted only for a signed-in customer (customer-live-events.tsx), so a guest never loads it.
 */
export function CustomerLiveStream({ onConnected }: { onConnected: (connected: boolean) => void }) {
  const { connected } = useServerEvents({
    as: 'customer',
    invalidate: {
      notification: [notificationKeys.all, bookingKeys.all, verificationKeys.all, referralKeys.all],
      'booking.updated': [bookingKeys.all],
      'verification.requested': [notificationKeys.all, bookingKeys.all, verificationKeys.all],
      'verification.decided': [notificationKeys.all, bookingKeys.all, verificationKeys.all],
    },
    onEvent: (name, data) => {
      // Decided on another device: the request's toast goes here too.
      if (name === 'verification.decided') toast.dismiss(decisionToastId((data as { verification_id: string }).verification_id));
      if (name !== 'notification') return;
      void loadNotificationToast().then(({ showNotificationToast }) => showNotificationToast(data as NotificationView));
    },
  });
  useEffect(() => {
    onConnected(connected);
    return () => onConnected(false);
  }, [connected, onConnected]);
  return null;
}
