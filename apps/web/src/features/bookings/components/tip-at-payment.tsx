import { formatRupeesIn } from '@washday/core';
import { HandCoins, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import '@/locales/ratings-strings';
import type { CustomerBooking } from '../api/booking-keys';
import { useOrderRating } from '../api/ratings';
import { useTipPayment } from '../hooks/use-tip-payment';
import { orderIdOf } from '../utils/booking-format';
import { LocalCheckoutDialog } from './local-checkout-dialog';
import { TipChips, tipAmountOf, type TipChoice } from './tip-chips';

/**
 * 'Tip Ravi' under 'Pay ₹X now': the delivery rider's tip while paying, the same tip as at rating time (one per
 * order, decision 0041). Shown once the order has a delivery rider; after a tip, what was given.
 */
export function TipAtPayment({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('ratings');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const rating = useOrderRating(booking.id, { enabled: true });
  const pay = useTipPayment(booking.id, () => setOpen(false));
  const rider = rating.data?.rider ?? null;
  const given = rating.data?.tip ?? null;
  if (!rider) return null;
  const title = t('sheet.tipTitle', { name: rider.name });
  if (given)
    return (
      <p className="text-sm font-semibold text-emerald-800">
        {t('sheet.tipDone', { amount: formatRupeesIn(locale, given.amount) })}
      </p>
    );
  if (!open)
    return (
      <Button variant="ghost" size="md" className="w-full" onClick={() => setOpen(true)}>
        <HandCoins className="h-4 w-4" aria-hidden="true" />
        {title}
      </Button>
    );
  const amount = tipAmountOf(tip);
  const busy = pay.step !== 'idle';
  return (
    <section aria-label={title} className="rounded-2xl bg-amber-50/60 p-4 ring-1 ring-amber-100">
      <p className="mb-3 text-sm text-slate-600">{t('sheet.tipNote')}</p>
      <TipChips value={tip} onChange={setTip} label={title} />
      {pay.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {pay.error}
        </p>
      ) : null}
      <Button
        size="md"
        className="mt-3 w-full"
        disabled={amount === null || busy}
        aria-busy={busy || undefined}
        onClick={() => amount !== null && void pay.start(amount)}
      >
        {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {busy ? t('sheet.paying') : amount !== null ? t('sheet.tipOnly', { amount: formatRupeesIn(locale, amount) }) : title}
      </Button>
      <LocalCheckoutDialog orderId={orderIdOf(booking)} pay={pay} />
    </section>
  );
}
