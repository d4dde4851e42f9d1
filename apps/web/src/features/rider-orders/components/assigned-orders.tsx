import type { Rider } from '@washday/core';
import { ClipboardList, History, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OrderCardSkeleton } from '@/components/order-card-skeleton';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLivePollInterval } from '@/hooks/use-live-poll-interval';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { useRiderOrders } from '../api/get-rider-orders';
import { RIDER_ORDERS_POLL_MS } from '../api/rider-order-keys';
import { listErrorMessage } from '../utils/order-actions';
import { formatClock } from '../utils/rider-order-format';
import { RiderOrderCard } from './rider-order-card';

export interface AssignedOrdersProps {
  rider: Rider;
  /** Polling while the live stream is down; by default the area's live-poll rule (off while the stream is open). */
  refetchInterval?: number | false;
}

function OrderSkeleton() {
  return (
    <OrderCardSkeleton
      className="rounded-3xl p-4"
      titleBars={['h-3.5 w-32', 'h-5 w-28', 'h-5 w-20 rounded-full']}
      pillClassName="w-20"
      iconClassName="h-9 w-9"
      footer={
        <>
          <Skeleton className="mt-5 h-12 w-full rounded-xl" />
          <Skeleton className="mt-2 h-12 w-full rounded-xl" />
        </>
      }
    />
  );
}

function RetryButton({ retrying, onRetry, className }: { retrying: boolean; onRetry: () => void; className?: string }) {
  const { t } = useTranslation('rider');
  return (
    <Button variant="secondary" size="lg" className={className} onClick={onRetry} disabled={retrying}>
      <RotateCw className={cn('h-4 w-4', retrying && 'animate-spin')} aria-hidden="true" />
      {retrying ? t('orders.retrying') : t('orders.retry')}
    </Button>
  );
}

/**
 * The rider's jobs in the server's order (pickup date and time, earliest first; rider-portal.md §2.3). A failed load
 * shows the spec's reason (§8.4) with Retry, and keeps what was loaded before, marked as not current. Never demo data.
 */
export function AssignedOrders({ rider, refetchInterval }: AssignedOrdersProps) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const livePoll = useLivePollInterval(RIDER_ORDERS_POLL_MS);
  const orders = useRiderOrders({ refetchInterval: refetchInterval === undefined ? livePoll : refetchInterval });
  const { data, isPending, isError, error, isFetching, dataUpdatedAt } = orders;
  const retry = () => void orders.refetch();
  const outdated = isError && data !== undefined;

  return (
    <section aria-labelledby="assigned-orders-title" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="assigned-orders-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink">
          {t('orders.title')}
          {data && data.length > 0 ? (
            <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-brand-600 px-2 text-xs font-bold text-white tabular-nums">
              {data.length}
            </span>
          ) : null}
        </h2>
      </div>

      {isError ? (
        <div role="alert" className="flex flex-col gap-3 rounded-2xl bg-red-50 px-4 py-3.5 ring-1 ring-red-200">
          <div className="flex gap-3">
            <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-500" aria-hidden="true" />
            <div className="min-w-0 text-sm text-red-900">
              <p className="font-bold">{listErrorMessage(error, t)}</p>
              {outdated ? (
                <p className="mt-0.5 flex items-center gap-1.5 font-medium">
                  <History className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {t('orders.lastUpdated', { time: formatClock(dataUpdatedAt, locale) })}
                </p>
              ) : (
                <p className="mt-0.5">{t('orders.notLoaded')}</p>
              )}
            </div>
          </div>
          <RetryButton retrying={isFetching} onRetry={retry} className="w-full" />
        </div>
      ) : null}

      {isPending ? (
        <div role="status" aria-label={t('orders.loading')} className="grid gap-4">
          <OrderSkeleton />
          <OrderSkeleton />
        </div>
      ) : null}

      {data && data.length === 0 ? (
        <div
          className={cn(
            'flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-soft ring-1 ring-slate-900/5',
            outdated && 'opacity-60',
          )}
        >
          <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <ClipboardList className="h-8 w-8" aria-hidden="true" />
          </span>
          <p className="mt-4 text-lg font-extrabold tracking-tight text-ink">{t('orders.empty')}</p>
          <p className="mt-1 max-w-xs text-[15px] text-slate-500">{t('orders.emptyHint')}</p>
        </div>
      ) : null}

      {data && data.length > 0 ? (
        <ul className="grid gap-4" aria-label={outdated ? t('orders.listLabelOutdated') : t('orders.listLabel')}>
          {data.map((order) => (
            <li key={`${order._id}-${order.tripType}`}>
              <RiderOrderCard order={order} rider={rider} outdated={outdated} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
