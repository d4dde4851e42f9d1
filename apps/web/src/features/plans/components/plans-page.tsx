import '@/locales/plans-strings';
import { formatRupeesIn, type PlanView } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { myPlanQuery, planKeys, plansOfferQuery, subscribeToPlan } from '../api/plans-api';
import { usePlanPayment } from '../hooks/use-plan-payment';
import { PastPlanInvoices } from './past-plan-invoices';
import { PlanCard } from './plan-card';
import { PlanCheckoutDialog } from './plan-checkout-dialog';
import { PlanIncludes } from './plan-includes';

function PlanOffer({
  plan,
  canChoose,
  onChoose,
  choosing,
}: {
  plan: PlanView;
  canChoose: boolean;
  onChoose: () => void;
  choosing: boolean;
}) {
  const { t, i18n } = useTranslation('plans');
  const locale = useLocale();
  return (
    <li className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="plan-offer">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-base font-extrabold text-ink">{plan.name}</h3>
        <p className="shrink-0 text-lg font-extrabold text-ink tabular-nums">
          {t('perMonth', { price: formatRupeesIn(locale, plan.price) })}
        </p>
      </div>
      {/* An admin writes the description in English (admin screens are English): shown to English readers only. */}
      {plan.description && i18n.resolvedLanguage === 'en' ? (
        <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
      ) : null}
      <div className="mt-3">
        <PlanIncludes plan={plan} />
      </div>
      {canChoose ? (
        <Button size="lg" className="mt-4 w-full" disabled={choosing} onClick={onChoose}>
          {choosing ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {choosing ? t('choosing') : t('choose', { name: plan.name })}
        </Button>
      ) : null}
    </li>
  );
}

/** Laundry plans (decision 0042): the customer's plan card on top, then the plans on offer. */
export function PlansPage() {
  const { t } = useTranslation('plans');
  const queryClient = useQueryClient();
  const offer = useQuery(plansOfferQuery());
  const mine = useQuery(myPlanQuery());
  const pay = usePlanPayment();
  const choose = useMutation({
    mutationFn: subscribeToPlan,
    onSuccess: async (answer) => {
      queryClient.setQueryData(planKeys.mine, answer.subscription);
      await pay.start();
    },
  });
  const subscription = mine.data ?? null;
  const others = (offer.data ?? []).filter((plan) => plan.id !== subscription?.plan.id);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-5 pb-28 md:px-6 md:pt-8">
      <h1 className="text-[28px] leading-tight font-extrabold tracking-tight text-ink md:text-4xl">{t('title')}</h1>
      <p className="mt-1 max-w-2xl text-[15px] text-slate-500">{t('subtitle')}</p>
      <div className="mt-4 grid gap-4">
        {subscription ? <PlanCard subscription={subscription} pay={pay} /> : null}
        {offer.isPending ? <p className="text-sm text-slate-500">{t('loading')}</p> : null}
        {offer.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
            {t('loadFailed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void offer.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {offer.data && offer.data.length === 0 ? <p className="text-sm text-slate-500">{t('none')}</p> : null}
        {others.length > 0 && subscription ? <h2 className="mt-2 text-lg font-extrabold text-ink">{t('otherPlans')}</h2> : null}
        {others.length > 0 ? (
          <ul className="grid gap-4 min-[48rem]:grid-cols-2">
            {others.map((plan) => (
              <PlanOffer
                key={plan.id}
                plan={plan}
                canChoose={!subscription && !mine.isPending}
                choosing={choose.isPending && choose.variables === plan.id}
                onChoose={() => choose.mutate(plan.id)}
              />
            ))}
          </ul>
        ) : null}
        {mine.isSuccess ? <PastPlanInvoices liveSubscriptionId={subscription?.id ?? null} /> : null}
      </div>
      <PlanCheckoutDialog pay={pay} planName={subscription?.plan.name ?? null} />
    </div>
  );
}
