import { RotateCcw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiderOrder } from '@washday/core';
import { CatalogueOnHand } from '@/hooks/use-catalogue-text';
import { useRiderOrderDetail } from '../../hooks/use-rider-order-detail';
import { orderLoadError } from '../../utils/order-edit-format';
import type { OrderCatalogue } from './add-service-panel';
import { OrderDetail } from './order-detail';
import { OrderDetailError, OrderDetailSkeleton, OrderNotFound } from './order-detail-states';

interface RiderOrderDetailProps {
  orderId: string;
  catalogue: OrderCatalogue;
  /** The trip's next action under the cards (accept, start, complete), given the order as loaded. */
  renderActions?: (order: RiderOrder) => ReactNode;
}

/**
 * /rider/orders/:orderId: one of the rider's jobs, loaded from the server (rider-portal.md §2.4). A failed load says
 * why with Retry; a 404 says it is not this rider's order. Never demo data.
 */
export function RiderOrderDetail({ orderId, catalogue, renderActions }: RiderOrderDetailProps) {
  const { t } = useTranslation('rider');
  const query = useRiderOrderDetail(orderId);
  const failure = query.error ? orderLoadError(query.error, t) : null;
  const retry = () => void query.refetch();

  if (failure?.notFound) return <OrderNotFound message={failure.message} />;
  if (!query.data) {
    if (failure) return <OrderDetailError message={failure.message} onRetry={retry} retrying={query.isFetching} />;
    return <OrderDetailSkeleton />;
  }

  // A refresh failed: what was last loaded stays, marked as not current.
  const notice = failure ? (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-2xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <WifiOff className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{t('detail.notUpToDate')}</span> {failure.message}
      </p>
      <button
        type="button"
        onClick={retry}
        disabled={query.isFetching}
        className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl bg-white px-3 font-semibold text-amber-900 ring-1 ring-amber-200 disabled:opacity-60"
      >
        <RotateCcw className="h-4 w-4" aria-hidden="true" />
        {query.isFetching ? t('detail.retrying') : t('detail.retry')}
      </button>
    </div>
  ) : null;

  // The cards name the order's lines from the catalogue on hand (hooks/use-catalogue-text.ts).
  return (
    <CatalogueOnHand value={catalogue.categories}>
      <OrderDetail key={orderId} order={query.data} catalogue={catalogue} notice={notice} footer={renderActions?.(query.data)} />
    </CatalogueOnHand>
  );
}
