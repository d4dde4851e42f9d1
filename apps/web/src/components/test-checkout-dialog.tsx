import { formatRupeesIn, paiseToRupees } from '@washday/core';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import type { ProviderCheckout } from '@/hooks/use-provider-checkout';

export interface TestCheckoutText {
  title: string;
  description: string;
  /** What is being paid for (the order's number, the plan's name), beside its label. */
  subjectLabel: string;
  amountLabel: string;
  pay: (amount: string) => string;
  paying: string;
  decline: string;
  declining: string;
}

/**
 * The local provider's checkout (development and tests), in place of Razorpay's window: the amount, what it pays for,
 * and what the bank does with it. Pay sends the result to be verified exactly as Razorpay's would be.
 */
export function TestCheckoutDialog({
  pay,
  subject,
  text,
}: {
  pay: Pick<ProviderCheckout<never[]>, 'checkout' | 'localAction' | 'settleLocal' | 'closeLocal'>;
  /** Shown as typed (an order number is not translated). */
  subject: string;
  text: TestCheckoutText;
}) {
  const locale = useLocale();
  const { checkout, localAction } = pay;
  const busy = localAction !== null;
  const amount = checkout ? formatRupeesIn(locale, paiseToRupees(checkout.amount)) : '';

  return (
    <Dialog open={checkout !== null} onOpenChange={(open) => !open && pay.closeLocal()}>
      <DialogContent
        mobileLayout="sheet"
        widthClassName="min-[48rem]:max-w-sm"
        showClose={!busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        {checkout ? (
          <div className="px-5 pt-6 pb-5 min-[48rem]:px-6">
            <div className="flex items-start gap-3 pr-10">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
                <FlaskConical className="h-5 w-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <DialogTitle className="text-lg leading-snug">{text.title}</DialogTitle>
                <DialogDescription className="mt-1">{text.description}</DialogDescription>
              </div>
            </div>

            <dl className="mt-5 divide-y divide-slate-100 rounded-2xl bg-slate-50 px-4 ring-1 ring-slate-100">
              <div className="flex items-baseline justify-between gap-3 py-3">
                <dt className="text-sm text-slate-500">{text.subjectLabel}</dt>
                <dd className="text-right font-semibold text-ink tabular-nums" translate="no">
                  {subject}
                </dd>
              </div>
              <div className="flex items-baseline justify-between gap-3 py-3">
                <dt className="text-sm text-slate-500">{text.amountLabel}</dt>
                <dd className="text-xl font-extrabold text-ink tabular-nums">{amount}</dd>
              </div>
            </dl>

            <div className="mt-5 grid gap-2.5 min-[24rem]:grid-cols-2">
              <Button size="lg" className="min-[24rem]:order-2" disabled={busy} onClick={() => void pay.settleLocal('pay')}>
                {localAction === 'pay' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {localAction === 'pay' ? text.paying : text.pay(amount)}
              </Button>
              <Button
                size="lg"
                variant="secondary"
                className="text-red-700 min-[24rem]:order-1"
                disabled={busy}
                onClick={() => void pay.settleLocal('fail')}
              >
                {localAction === 'fail' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {localAction === 'fail' ? text.declining : text.decline}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
