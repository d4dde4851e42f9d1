import { CheckCheck, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useRiderNotifications } from '../api/get-rider-notifications';
import { useRiderUnreadCount } from '../api/get-rider-unread-count';
import { useMarkAllRiderNotificationsRead, useMarkRiderNotificationRead } from '../api/mark-rider-notifications-read';
import { RIDER_NOTIFICATION_POLL_MS } from '../api/rider-notification-keys';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notification-list-states';
import { RiderNotificationItem } from './rider-notification-item';

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-2">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
        <span className="block text-[15px] font-semibold text-ink">{label}</span>
        <span className="block text-xs text-slate-500">{hint}</span>
      </label>
      <Switch id={id} size="xl" checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * The full notifications panel (rider-portal.md §2.2): Refresh, 'Show unread only', 'Auto refresh' every 30 s, Mark All
 * Read while unread ones exist, and a scrolling list.
 */
export function RiderNotificationsFull({ orderHref }: { orderHref: (orderId: string) => string }) {
  const { t } = useTranslation('rider');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const list = useRiderNotifications({ refetchInterval: autoRefresh ? RIDER_NOTIFICATION_POLL_MS : false });
  const count = useRiderUnreadCount();
  const markRead = useMarkRiderNotificationRead();
  const markAll = useMarkAllRiderNotificationsRead();
  const now = useNow(30_000);
  const notifications = list.data?.notifications ?? [];
  const unreadCount = list.data?.unread_count ?? 0;
  const shown = unreadOnly ? notifications.filter((n) => !n.read) : notifications;
  const refresh = () => {
    void list.refetch();
    void count.refetch();
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">{t('notifications.title')}</h1>
          <p className="mt-0.5 text-sm text-slate-500" aria-live="polite">
            {list.data
              ? unreadCount > 0
                ? t('notifications.unread', { count: unreadCount })
                : t('notifications.allCaughtUp')
              : '\u00a0'}
          </p>
        </div>
        <Button variant="secondary" size="lg" onClick={refresh} disabled={list.isFetching}>
          <RefreshCw className={cn('h-4 w-4', list.isFetching && 'animate-spin')} aria-hidden="true" />
          {list.isFetching ? t('notifications.refreshing') : t('notifications.refresh')}
        </Button>
      </div>

      <div className="divide-y divide-slate-100 overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <SwitchRow
          label={t('notifications.showUnreadOnly')}
          hint={t('notifications.showUnreadOnlyHint')}
          checked={unreadOnly}
          onChange={setUnreadOnly}
        />
        <SwitchRow
          label={t('notifications.autoRefresh')}
          hint={t('notifications.autoRefreshHint')}
          checked={autoRefresh}
          onChange={setAutoRefresh}
        />
        {unreadCount > 0 ? (
          <div className="px-4 py-3">
            <Button size="lg" className="w-full" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
              <CheckCheck className="h-4 w-4" aria-hidden="true" />
              {markAll.isPending ? t('notifications.marking') : t('notifications.markAllRead')}
            </Button>
          </div>
        ) : null}
      </div>

      {list.isError ? (
        <NotificationsError
          message={describeError(list.error, 'Unable to connect to server')}
          retrying={list.isFetching}
          onRetry={refresh}
          stale={Boolean(list.data)}
        />
      ) : null}

      {list.isPending ? (
        <NotificationsLoading rows={4} />
      ) : !list.data ? null : shown.length === 0 ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <NotificationsEmpty unreadOnly={unreadOnly} />
        </div>
      ) : (
        // About 24rem high (the spec), scrolling inside so the controls stay in reach of the thumb.
        <ul
          aria-label={t('notifications.title')}
          className={cn('grid max-h-96 gap-2 overflow-y-auto overscroll-contain p-1', list.isError && 'opacity-60')}
        >
          {shown.map((n) => (
            <RiderNotificationItem
              key={n.id}
              notification={n}
              now={now}
              onRead={(item) => markRead.mutate(item.id)}
              orderHref={orderHref}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
