import { DELIVERY_FEE_LIST_PRICE, HANDLING_FEE_LIST_PRICE, formatRupeesIn } from '@washday/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';

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
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <span className="inline-flex items-baseline gap-1.5">
      <s className="font-medium text-slate-500">
        <span className="sr-only">{t('totals.was')}</span>
        {formatRupeesIn(locale, listPrice)}
      </s>
      <span className="font-bold text-emerald-700">{t('totals.free')}</span>
    </span>
  );
}

/** The bill: delivery and handling fees are waived (shown struck out); total = subtotal − discount. */
export function OrderTotals({ subtotal, discount, couponCode, total }: OrderTotalsProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const savings = discount + DELIVERY_FEE_LIST_PRICE + HANDLING_FEE_LIST_PRICE;
  return (
    <div>
      <dl aria-label={t('totals.label')}>
        <Row label={t('totals.subtotal')}>{rupees(subtotal)}</Row>
        {discount > 0 ? (
          <Row label={couponCode ? t('totals.discountWithCode', { code: couponCode }) : t('totals.discount')} tone="discount">
            −{rupees(discount)}
          </Row>
        ) : null}
        <Row label={t('totals.deliveryFee')}>
          <Waived listPrice={DELIVERY_FEE_LIST_PRICE} />
        </Row>
        <Row label={t('totals.handlingFee')}>
          <Waived listPrice={HANDLING_FEE_LIST_PRICE} />
        </Row>
        <div className="mt-2 flex items-baseline justify-between gap-3 border-t border-dashed border-slate-200 pt-3">
          <dt className="text-base font-bold text-ink">{t('totals.total')}</dt>
          <dd className="text-xl font-extrabold tracking-tight text-ink tabular-nums" data-testid="order-total">
            {rupees(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-center text-xs font-semibold text-emerald-800">
        {t('totals.savings', { amount: rupees(savings) })}
      </p>
    </div>
  );
}
