import { formatRupeesIn, paiseToRupees } from '@washday/core';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import type { PlanPayment } from '../hooks/use-plan-payment';

/** The local provider's checkout for a plan's cycle (development and tests), in place of Razorpay's window. */
export function PlanCheckoutDialog({ pay, planName }: { pay: PlanPayment; planName: string | null }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const { checkout, busy } = pay;
  const working = busy === 'pay' || busy === 'fail' || busy === 'verifying';
  const amount = checkout ? formatRupeesIn(locale, paiseToRupees(checkout.amount)) : '';
  return (
    <Dialog open={checkout !== null} onOpenChange={(open) => !open && !working && pay.closeLocal()}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-sm" showClose={!working}>
        {checkout ? (
          <div className="px-5 pt-6 pb-5">
            <div className="flex items-start gap-3 pr-10">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
                <FlaskConical className="h-5 w-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <DialogTitle className="text-lg leading-snug">{t('checkout.title')}</DialogTitle>
                <DialogDescription className="mt-1">{t('checkout.description')}</DialogDescription>
              </div>
            </div>
            <dl className="mt-5 divide-y divide-slate-100 rounded-2xl bg-slate-50 px-4 ring-1 ring-slate-100">
              <div className="flex items-baseline justify-between gap-3 py-3">
                <dt className="text-sm text-slate-500">{t('checkout.plan')}</dt>
                <dd className="text-right font-semibold text-ink">{planName ?? checkout.description}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 py-3">
                <dt className="text-sm text-slate-500">{t('checkout.amount')}</dt>
                <dd className="text-xl font-extrabold text-ink tabular-nums">{amount}</dd>
              </div>
            </dl>
            <div className="mt-5 grid gap-2.5 min-[24rem]:grid-cols-2">
              <Button size="lg" className="min-[24rem]:order-2" disabled={working} onClick={() => void pay.settleLocal('pay')}>
                {busy === 'pay' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {busy === 'pay' ? t('checkout.paying') : t('checkout.pay', { amount })}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="text-red-700 min-[24rem]:order-1"
                disabled={working}
                onClick={() => void pay.settleLocal('fail')}
              >
                {busy === 'fail' ? t('checkout.declining') : t('checkout.decline')}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
