import { useTranslation } from 'react-i18next';
import { PushSwitch } from '@/components/pwa/push-switch';
import { RiderNotificationsFull } from '@/features/rider-notifications/components/rider-notifications-full';

const riderOrderHref = (orderId: string) => `/rider/orders/${orderId}`;

/** /rider/notifications: the full notifications panel (rider-portal.md §2.2). */
export function RiderNotificationsPage() {
  const { t } = useTranslation('rider');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <PushSwitch
        as="rider"
        size="xl"
        label={t('dashboard.pushLabel')}
        description={t('dashboard.pushDescription')}
        className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5"
      />
      <RiderNotificationsFull orderHref={riderOrderHref} />
    </div>
  );
}
