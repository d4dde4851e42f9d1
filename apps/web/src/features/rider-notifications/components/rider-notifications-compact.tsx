import { Bell, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useRiderNotifications } from '../api/get-rider-notifications';
import { useMarkRiderNotificationRead } from '../api/mark-rider-notifications-read';
import { NotificationsEmpty, NotificationsError, NotificationsLoading } from './notification-list-states';
import { RiderNotificationItem } from './rider-notification-item';

/** The dashboard shows this many (rider-portal.md §9). */
export const COMPACT_NOTIFICATION_COUNT = 3;

function FilterToggle({ unreadOnly, onChange }: { unreadOnly: boolean; onChange: (unreadOnly: boolean) => void }) {
  const { t } = useTranslation('rider');
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={unreadOnly === value}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-12 flex-1 rounded-lg px-3 text-sm font-semibold transition-colors',
        unreadOnly === value ? 'bg-white text-ink shadow-soft ring-1 ring-slate-900/5' : 'text-slate-500 hover:text-ink',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('notifications.filterLabel')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {option(false, t('notifications.showAll'))}
      {option(true, t('notifications.unreadOnly'))}
    </div>
  );
}

/**
 * The dashboard's notifications panel (rider-portal.md §2.2 compact): the unread count, Show All / Unread Only, the
 * first 3 and how many more, with the full page (data, links to the jobs) a tap away.
 */
export function RiderNotificationsCompact({ allHref }: { allHref: string }) {
  const { t } = useTranslation('rider');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const list = useRiderNotifications();
  const markRead = useMarkRiderNotificationRead();
  const now = useNow(30_000);
  const notifications = list.data?.notifications ?? [];
  const unreadCount = list.data?.unread_count ?? 0;
  const shown = unreadOnly ? notifications.filter((n) => !n.read) : notifications;
  const first = shown.slice(0, COMPACT_NOTIFICATION_COUNT);
  const more = shown.length - first.length;

  return (
    <section
      aria-labelledby="rider-notifications-compact-title"
      className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Bell className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="rider-notifications-compact-title" className="text-lg font-extrabold text-ink">
          {t('notifications.title')}
        </h2>
        {unreadCount > 0 ? (
          <span
            data-testid="compact-unread-count"
            aria-label={t('notifications.unread', { count: unreadCount })}
            className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white tabular-nums"
          >
            {unreadCount}
          </span>
        ) : null}
        <Link
          to={allHref}
          className="ml-auto inline-flex min-h-12 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('notifications.viewAll')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>

      <div className="mt-3">
        <FilterToggle unreadOnly={unreadOnly} onChange={setUnreadOnly} />
      </div>

      <div className="mt-3 grid gap-2">
        {list.isError ? (
          <NotificationsError
            message={describeError(list.error, 'Unable to connect to server')}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
            stale={Boolean(list.data)}
          />
        ) : null}
        {list.isPending ? (
          <NotificationsLoading />
        ) : !list.data ? null : shown.length === 0 ? (
          <NotificationsEmpty unreadOnly={unreadOnly} compact />
        ) : (
          <ul aria-label={t('notifications.latest')} className={cn('grid gap-2', list.isError && 'opacity-60')}>
            {first.map((n) => (
              <RiderNotificationItem key={n.id} notification={n} now={now} onRead={(item) => markRead.mutate(item.id)} compact />
            ))}
          </ul>
        )}
        {more > 0 ? (
          <Link
            to={allHref}
            className="inline-flex min-h-12 items-center justify-center rounded-xl text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('notifications.more', { count: more })}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
