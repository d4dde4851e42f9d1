import { RiderNotificationsFull } from '@/features/rider-notifications/components/rider-notifications-full';

const riderOrderHref = (orderId: string) => `/rider/orders/${orderId}`;

/** /rider/notifications: the full notifications panel (rider-portal.md §2.2). */
export function RiderNotificationsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <RiderNotificationsFull orderHref={riderOrderHref} />
    </div>
  );
}
