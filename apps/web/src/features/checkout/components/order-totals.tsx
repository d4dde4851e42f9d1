import { DELIVERY_FEE_LIST_PRICE, formatRupees, HANDLING_FEE_LIST_PRICE } from '@washday/core';
import type { ReactNode } from 'react';

interface OrderTotalsProps {
  subtotal: number;
  discount: number;
  couponCode: string | null;
  total: number;
}

function Row({ label, children, tone }: { label: ReactNode; children: ReactNode; tone?: 'discount' }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className={tone === 'discount' ? 'font-semibold text-emerald-700 tabular-nums' : 'font-semibold text-ink tabular-nums'}>
        {children}
      </dd>
    </div>
  );
}

function Waived({ listPrice }: { listPrice: number }) {
  return (
    <span className="inline-flex items-baseline gap-1.5">
      <s className="font-medium text-slate-400">
        <span className="sr-only">was </span>
        {formatRupees(listPrice)}
      </s>
      <span className="font-bold text-emerald-700">FREE</span>
    </span>
  );
}

/** The bill: delivery and handling fees are waived (shown struck out); total = subtotal − discount. */
export function OrderTotals({ subtotal, discount, couponCode, total }: OrderTotalsProps) {
  const savings = discount + DELIVERY_FEE_LIST_PRICE + HANDLING_FEE_LIST_PRICE;
  return (
    <div>
      <dl aria-label="Bill summary">
        <Row label="Subtotal">{formatRupees(subtotal)}</Row>
        {discount > 0 ? (
          <Row label={couponCode ? `Discount (${couponCode})` : 'Discount'} tone="discount">
            −{formatRupees(discount)}
          </Row>
        ) : null}
        <Row label="Delivery fee">
          <Waived listPrice={DELIVERY_FEE_LIST_PRICE} />
        </Row>
        <Row label="Handling fee">
          <Waived listPrice={HANDLING_FEE_LIST_PRICE} />
        </Row>
        <div className="mt-2 flex items-baseline justify-between gap-3 border-t border-dashed border-slate-200 pt-3">
          <dt className="text-base font-bold text-ink">Total</dt>
          <dd className="text-xl font-extrabold tracking-tight text-ink tabular-nums" data-testid="order-total">
            {formatRupees(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-center text-xs font-semibold text-emerald-800">
        You save {formatRupees(savings)} on this order · Pay on delivery
      </p>
    </div>
  );
}
