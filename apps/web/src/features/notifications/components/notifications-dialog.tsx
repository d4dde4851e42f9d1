import { INSPECTION_NOTICE_ACTION } from '@washday/core';
import { BellOff, Check, CheckCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { isNoAnswer } from '@/lib/request-errors';
import { useNotificationActions } from '../api/change-notifications';
import { useNotifications } from '../api/get-notifications';
import type { CustomerNotification } from '../api/notification-keys';
import { notificationBody } from '../utils/notification-body';
import { localTimeAgo, notificationTitle } from '../utils/notification-text';
import { NoticeBodyText } from '@/components/notice-body-text';

type ReviewChanges = (verificationId: string) => void;
type OpenOrder = (bookingId: string) => void;

/** A row's own actions (Review, Mark read): a whole 44 px target for a thumb, not a line of small text. */
const ROW_ACTION =
  'inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition-colors hover:bg-brand-50 active:bg-brand-100';

/** The laundry's question before cleaning (decision 0034): answered on the order's Track sheet, which it opens. */
function orderToOpen(notification: CustomerNotification): string | null {
  if (notification.action_type !== INSPECTION_NOTICE_ACTION) return null;
  const fromData = notification.data?.booking_id;
  return notification.related_order?.bookingId ?? (typeof fromData === 'string' ? fromData : null);
}

/** A rider's change waiting for the customer: its verification, or null once decided (the server settles `approved`). */
function changesToReview(notification: CustomerNotification): { verificationId: string; decided: boolean | null } | null {
  const data = notification.data;
  if (notification.action_type !== 'approve_changes' || typeof data?.verification_id !== 'string') return null;
  return { verificationId: data.verification_id, decided: typeof data.approved === 'boolean' ? data.approved : null };
}

function NotificationRow({
  notification,
  actions,
  onReviewChanges,
  onOpenOrder,
}: {
  notification: CustomerNotification;
  actions: ReturnType<typeof useNotificationActions>;
  onReviewChanges?: ReviewChanges | undefined;
  onOpenOrder: OpenOrder;
}) {
  const { t, i18n } = useTranslation('bookings');
  const orderId = orderToOpen(notification);
  const locale = useLocale();
  const unread = !notification.read;
  const body = notificationBody(notification, i18n.resolvedLanguage === 'hi' ? 'hi' : 'en');
  const review = changesToReview(notification);
  const title = notificationTitle(notification.title);
  const timeAgo = localTimeAgo(notification.time_ago, locale, t('notifications.justNow'));
  return (
    <li
      data-unread={unread || undefined}
      className={cn(
        'flex gap-3 rounded-2xl px-3.5 py-3 ring-1',
        unread ? 'bg-brand-50/70 ring-brand-100' : 'bg-white ring-slate-900/5',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', unread ? 'bg-brand-500' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('text-[15px] leading-snug text-ink', unread ? 'font-bold' : 'font-semibold')}>
          <span translate={title.known ? undefined : 'no'}>{title.text}</span>
          {unread ? <span className="sr-only">{t('notifications.unreadMark')}</span> : null}
        </p>
        <p className="mt-0.5 text-sm leading-snug text-slate-600">
          <NoticeBodyText parts={body.parts} />
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-500">
          <time dateTime={notification.createdAt} translate={timeAgo === null ? 'no' : undefined}>
            {timeAgo ?? notification.time_ago}
          </time>
          {review && review.decided !== null ? (
            <span className="font-semibold text-slate-600">
              {review.decided ? t('notifications.approved') : t('notifications.rejected')}
            </span>
          ) : review && onReviewChanges ? (
            <button type="button" className={ROW_ACTION} onClick={() => onReviewChanges(review.verificationId)}>
              {t('notifications.review')}
            </button>
          ) : null}
          {orderId ? (
            <button type="button" className={ROW_ACTION} onClick={() => onOpenOrder(orderId)}>
              {t('card.track')}
            </button>
          ) : null}
          {unread ? (
            <button
              type="button"
              className={ROW_ACTION}
              onClick={() => actions.markRead.mutate(notification.id)}
              aria-label={t('notifications.markReadLabel', { title: title.text })}
            >
              <Check className="h-4 w-4" aria-hidden="true" />
              {t('notifications.markRead')}
            </button>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => actions.remove.mutate(notification.id)}
        aria-label={t('notifications.deleteLabel', { title: title.text })}
        className="-mt-1.5 -mr-1.5 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-red-50 hover:text-red-600"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The customer's notifications: newest first, unread ones highlighted; mark one or all read, delete one or clear all; a rider's
 * change waiting for approval opens its review (onReviewChanges).
 */
export function NotificationsDialog({
  open,
  onOpenChange,
  onReviewChanges,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReviewChanges?: ReviewChanges | undefined;
}) {
  const { t } = useTranslation('bookings');
  const list = useNotifications({ enabled: open });
  const actions = useNotificationActions();
  const [, setParams] = useSearchParams();
  // My Bookings opens the order's Track sheet from ?track= (the customer's screens live in the query: ?view=).
  const openOrder = (bookingId: string) => {
    onOpenChange(false);
    setParams({ view: 'bookings', track: bookingId });
  };
  const notifications = list.data?.notifications ?? [];
  const unread = list.data?.unread_count ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" className="gap-4 p-5 pt-6">
        <div className="pr-10">
          <DialogTitle className="text-xl">{t('notifications.title')}</DialogTitle>
          <DialogDescription>
            {unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.caughtUp')}
          </DialogDescription>
        </div>
        {notifications.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {unread > 0 ? (
              <Button
                variant="secondary"
                size="md"
                onClick={() => actions.markAllRead.mutate()}
                disabled={actions.markAllRead.isPending}
              >
                <CheckCheck className="h-4 w-4" aria-hidden="true" />
                {t('notifications.markAllRead')}
              </Button>
            ) : null}
            <Button variant="ghost" size="md" onClick={() => actions.clearAll.mutate()} disabled={actions.clearAll.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('notifications.clearAll')}
            </Button>
          </div>
        ) : null}
        {list.isPending ? (
          <div className="grid gap-2" aria-label={t('notifications.loading')}>
            <Skeleton className="h-20 rounded-2xl" />
            <Skeleton className="h-20 rounded-2xl" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {isNoAnswer(list.error) ? t('notifications.loadNetwork') : t('notifications.failed')}
          </p>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center text-slate-500">
            <BellOff className="h-8 w-8" aria-hidden="true" />
            <p className="font-semibold text-ink">{t('notifications.emptyTitle')}</p>
            <p className="text-sm">{t('notifications.emptyMessage')}</p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label={t('notifications.listLabel')}>
            {notifications.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                actions={actions}
                onReviewChanges={onReviewChanges}
                onOpenOrder={openOrder}
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
