import type { VendorOrder } from '@washday/core';
import { Bike, Clock, MessageSquareText, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { StageButton } from './stage-button';
import { formatSlot, formatTime, useVendorLocale } from './vendor-order-format';
import { RackChip, StageChip } from './vendor-order-chips';

/** One order on the board: what the counter reads at a glance, and its next stage. Opens its details when tapped. */
export function VendorOrderCard({ order, onOpen }: { order: VendorOrder; onOpen: () => void }) {
  const { t } = useTranslation('vendor');
  const locale = useVendorLocale();
  const pickup = formatSlot(order.pickup.date, order.pickup.time, locale);
  const delivery = formatSlot(order.delivery.date, order.delivery.time, locale);
  const items = order.items.map((i) => `${i.name} × ${i.quantity}`).join(', ');
  return (
    <li>
      <article
        aria-label={order.orderNumber}
        className="group rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 transition-shadow hover:shadow-lift"
      >
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('order.details', { order: order.orderNumber })}
          className="block w-full rounded-xl text-left outline-offset-4"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-mono text-[15px] font-bold tracking-tight text-ink">{order.orderNumber}</p>
              <p className="mt-0.5 truncate text-sm text-slate-600">{order.customerFirstName}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1.5">
              <StageChip order={order} />
              <RackChip rack={order.rackPosition} />
            </div>
          </div>
          <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
            <Package className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="min-w-0">
              <span className="font-semibold">{t('order.items', { count: order.itemCount })}</span>
              <span className="text-slate-500"> · {items}</span>
            </span>
          </p>
          <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-600">
            <Bike className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">
              {order.pickupRider ? t('order.pickupBy', { name: order.pickupRider.name }) : t('order.noRider')}
            </span>
          </p>
          <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-600">
            <Clock className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="truncate">
              {order.vendorStage === null
                ? order.pickup.completedAt
                  ? t('order.pickedUpAt', { time: formatTime(order.pickup.completedAt, locale) })
                  : t('order.pickupAt', pickup)
                : t('order.deliveryAt', delivery)}
            </span>
          </p>
          {order.specialInstructions ? (
            <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 px-2.5 py-1.5 text-sm text-amber-900">
              <MessageSquareText className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span className="line-clamp-2">{order.specialInstructions}</span>
            </p>
          ) : null}
        </button>
        <StageButton order={order} className={cn('mt-3 w-full')} />
      </article>
    </li>
  );
}
