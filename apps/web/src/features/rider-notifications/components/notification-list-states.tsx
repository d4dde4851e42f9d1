import { BellOff, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export function NotificationsLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('rider');
  return (
    <div role="status" aria-label={t('notifications.loading')} className="grid gap-2">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 rounded-2xl" />
      ))}
    </div>
  );
}

/** The spec's empty state (rider-portal.md §2.2). */
export function NotificationsEmpty({ unreadOnly, compact = false }: { unreadOnly: boolean; compact?: boolean }) {
  const { t } = useTranslation('rider');
  return (
    <div className={cn('flex flex-col items-center text-center', compact ? 'py-6' : 'py-12')}>
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <BellOff className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-3 font-bold text-ink">{unreadOnly ? t('notifications.emptyUnread') : t('notifications.empty')}</p>
      <p className="mt-0.5 max-w-xs text-sm text-slate-500">{t('notifications.emptyHint')}</p>
    </div>
  );
}

/** A load that failed. With `stale`, what was last loaded stays below it, marked as not current. */
export function NotificationsError({
  message,
  retrying,
  onRetry,
  stale = false,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
  stale?: boolean;
}) {
  const { t } = useTranslation('rider');
  return (
    <div role="alert" className="flex items-start gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
      <TriangleAlert className="mt-0.5 h-4.5 w-4.5 shrink-0 text-red-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{t('notifications.loadFailed')}</p>
        <p className="mt-0.5 text-red-800">{stale ? t('notifications.staleSuffix', { message }) : message}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} className="min-h-12 shrink-0">
        <RotateCw className={cn('h-4 w-4', retrying && 'animate-spin')} aria-hidden="true" />
        {retrying ? t('notifications.retrying') : t('notifications.retry')}
      </Button>
    </div>
  );
}
