import type { VendorOrder } from '@washday/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RackPositionForm } from './rack-position-form';
import { StageButton } from './stage-button';
import { RackChip, StageChip } from './vendor-order-chips';
import { formatSlot, formatTime, useVendorLocale } from './vendor-order-format';

/** An order's details: every line, the people and times, its instructions, the rack position and the next stage. */
export function VendorOrderDialog({ order, onClose }: { order: VendorOrder | null; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const locale = useVendorLocale();
  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order ? (
        <DialogContent placement="right" widthClassName="min-[48rem]:max-w-lg">
          <div className="p-6">
            <div className="flex items-center gap-2">
              <StageChip order={order} />
              <RackChip rack={order.rackPosition} />
            </div>
            <DialogTitle className="mt-2 pr-12 font-mono text-xl font-bold">{order.orderNumber}</DialogTitle>
            <DialogDescription className="text-slate-600">
              {order.customerFirstName} · {t('order.items', { count: order.itemCount })}
              {order.itemsCollected !== null ? ` · ${t('order.collected', { count: order.itemsCollected })}` : ''}
            </DialogDescription>

            <ul className="mt-5 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200/70">
              {order.items.map((item, index) => (
                <li key={index} className="flex items-center justify-between gap-3 px-4 py-3 text-[15px]">
                  <span className="text-ink">{item.name}</span>
                  <span className="font-semibold tabular-nums text-slate-700">
                    × {item.quantity} <span className="text-xs font-medium text-slate-400">{item.unit}</span>
                  </span>
                </li>
              ))}
            </ul>

            <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Fact label={t('order.facts.rider')}>
                {order.pickupRider ? `${order.pickupRider.name} · +91 ${order.pickupRider.phone}` : t('order.noRider')}
              </Fact>
              <Fact label={t('order.facts.pickup')}>
                {order.pickup.completedAt
                  ? t('order.pickedUpAt', { time: formatTime(order.pickup.completedAt, locale) })
                  : Object.values(formatSlot(order.pickup.date, order.pickup.time, locale)).join(', ')}
              </Fact>
              <Fact label={t('order.facts.delivery')}>
                {Object.values(formatSlot(order.delivery.date, order.delivery.time, locale)).join(', ')}
              </Fact>
              {order.specialInstructions ? <Fact label={t('order.instructions')}>{order.specialInstructions}</Fact> : null}
            </dl>

            <div className="mt-6 border-t border-slate-100 pt-5">
              <RackPositionForm key={order.id} order={order} />
            </div>
            <StageButton order={order} className="mt-6 w-full" />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
