import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeBodyText } from '@/components/notice-body-text';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import type { RiderNotification } from '../api/rider-notification-keys';
import { notificationDetails, notificationOrderId, notificationType } from '../utils/notification-details';
import { riderNotificationBody } from '../utils/rider-notice-body';
import { relativeTime } from '../utils/relative-time';
import { ActionRequiredBadge, NotificationTypeIcon, PriorityBadge } from './notification-badges';

export interface RiderNotificationItemProps {
  notification: RiderNotification;
  now: Date;
  /** Called for an unread item the rider taps (marks it read). */
  onRead: (notification: RiderNotification) => void;
  /** Where a job opens; without it (the dashboard's short list) no link is offered. */
  orderHref?: ((orderId: string) => string) | undefined;
  /** The dashboard's short form: no data block, the message cut to two lines. */
  compact?: boolean;
}

function ItemBody({ notification, now, compact }: Pick<RiderNotificationItemProps, 'notification' | 'now' | 'compact'>) {
  const { t, i18n } = useTranslation('rider');
  const locale = useLocale();
  const unread = !notification.read;
  const details = compact ? [] : notificationDetails(notification, t, locale);
  const body = riderNotificationBody(notification, i18n.resolvedLanguage === 'hi' ? 'hi' : 'en');
  return (
    <span className="flex gap-3">
      <NotificationTypeIcon type={notificationType(notification)} />
      <span className="block min-w-0 flex-1">
        <span className="flex items-start gap-2">
          <span className={cn('block flex-1 text-[15px] leading-snug text-ink', unread ? 'font-bold' : 'font-semibold')}>
            {/* The server's fixed titles have Hindi under their English text. */}
            {translateMessage(notification.title)}
            {unread ? <span className="sr-only">{t('notifications.unreadMark')}</span> : null}
          </span>
          {unread ? (
            <span data-testid="unread-dot" aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-500" />
          ) : null}
        </span>
        <span className={cn('mt-0.5 block text-sm leading-snug text-slate-600', compact && 'line-clamp-2')}>
          <NoticeBodyText parts={body.parts} />
        </span>
        {details.length > 0 ? (
          <span className="mt-2.5 grid gap-1.5 rounded-xl bg-slate-50 px-3 py-2.5 text-[13px] ring-1 ring-slate-100">
            {details.map(({ label, value }) => (
              <span key={label} className="flex gap-3">
                <span className="w-24 shrink-0 text-slate-500">{label}</span>
                <span translate="no" className="min-w-0 font-semibold break-words text-ink">
                  {value}
                </span>
              </span>
            ))}
          </span>
        ) : null}
        <span className="mt-2 flex flex-wrap items-center gap-1.5">
          <PriorityBadge priority={notification.priority} />
          {notification.action_required ? <ActionRequiredBadge /> : null}
          <time dateTime={notification.createdAt} className="ml-auto text-xs font-medium text-slate-500">
            {relativeTime(notification.createdAt, now, { locale, justNow: t('notifications.justNow') })}
          </time>
        </span>
      </span>
    </span>
  );
}

/**
 * One notification (rider-portal.md §2.2): tapping an unread one marks it read; one about a job the rider still has
 * offers to open it.
 */
export function RiderNotificationItem({ notification, now, onRead, orderHref, compact = false }: RiderNotificationItemProps) {
  const { t } = useTranslation('rider');
  const unread = !notification.read;
  const orderId = orderHref ? notificationOrderId(notification) : null;
  const body = <ItemBody notification={notification} now={now} compact={compact} />;
  return (
    <li
      data-unread={unread || undefined}
      className={cn(
        'overflow-hidden rounded-2xl ring-1 transition-colors',
        unread ? 'bg-brand-50/60 ring-brand-100' : 'bg-white ring-slate-900/5',
      )}
    >
      {unread ? (
        <button
          type="button"
          onClick={() => onRead(notification)}
          className="block min-h-12 w-full px-3.5 py-3 text-left transition-colors hover:bg-brand-50 active:bg-brand-100/60"
        >
          {body}
        </button>
      ) : (
        <div className="px-3.5 py-3">{body}</div>
      )}
      {orderId && orderHref ? (
        <Link
          to={orderHref(orderId)}
          onClick={() => {
            if (unread) onRead(notification);
          }}
          className="flex min-h-12 items-center justify-between border-t border-slate-900/5 px-4 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50"
        >
          {t('notifications.openOrder')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </li>
  );
}
