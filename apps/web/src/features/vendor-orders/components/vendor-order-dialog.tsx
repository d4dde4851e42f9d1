import type { VendorOrder } from '@washday/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { InspectionPanel } from './inspection-panel';
import { RackPositionForm } from './rack-position-form';
import { ScanPanel } from './scan-panel';
import { StageButton } from './stage-button';
import { RackChip, StageChip } from './vendor-order-chips';
import { formatSlot, formatTime, useVendorLocale } from './vendor-order-format';

/**
 * An order's details and the work of its stage (decision 0034): scanning its tags in once collected, inspecting its
 * garments once received, packing them while processing; then the next stage, every line, the people and times, its
 * instructions and the rack position.
 */
export function VendorOrderDialog({ order, onClose }: { order: VendorOrder | null; onClose: () => void }) {
  const { t } = useTranslation('vendor');
  const locale = useVendorLocale();
  return (
    <Dialog open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order ? (
        <DialogContent placement="right" widthClassName="min-[48rem]:max-w-2xl">
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

            <div className="mt-5">
              <StageWork order={order} />
            </div>
            <StageButton key={order.id} order={order} className="mt-4" />

            <ul className="mt-5 divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200/70">
              {order.items.map((item, index) => (
                <li key={index} className="flex items-center justify-between gap-3 px-4 py-3 text-[15px]">
                  <span className="text-ink">{item.name}</span>
                  <span className="font-semibold tabular-nums text-slate-700">
                    × {item.quantity} <span className="text-xs font-medium text-slate-500">{item.unit}</span>
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
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The tags scanned in (collected, not yet received), the inspection (received), the packing (processing). */
function StageWork({ order }: { order: VendorOrder }) {
  if (order.vendorStage === null && order.pickup.status === 'completed')
    return <ScanPanel key={`${order.id}-intake`} orderId={order.id} stage="intake" />;
  if (order.vendorStage === 'received') return <InspectionPanel key={order.id} orderId={order.id} />;
  if (order.vendorStage === 'processing') return <ScanPanel key={`${order.id}-packing`} orderId={order.id} stage="packing" />;
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  );
}
