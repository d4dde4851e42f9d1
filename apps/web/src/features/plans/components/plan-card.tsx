import { formatRupeesIn, type SubscriptionView } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarX, LoaderCircle, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { cancelPlan, planKeys } from '../api/plans-api';
import type { PlanPayment } from '../hooks/use-plan-payment';
import { PlanInvoices } from './plan-invoices';

const STATUS_STYLE: Record<SubscriptionView['status'], string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-red-50 text-red-800 ring-red-200',
  paused: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function Meter({ label, left, total }: { label: string; left: number; total: number }) {
  const share = total > 0 ? Math.round((left / total) * 100) : 0;
  return (
    <div>
      <p className="text-sm font-semibold text-ink tabular-nums">{label}</p>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/** The customer's plan: what is left of this month's allowance, when it renews, paying what is due, cancelling. */
export function PlanCard({ subscription: sub, pay }: { subscription: SubscriptionView; pay: PlanPayment }) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso))
      : '';
  const cancel = useMutation({
    mutationFn: cancelPlan,
    onSuccess: (answer) => {
      queryClient.setQueryData(planKeys.mine, answer.subscription);
      setConfirming(false);
    },
  });
  const active = sub.status === 'active';
  const note =
    sub.status === 'pending'
      ? t('card.pendingNote')
      : sub.status === 'paused'
        ? t('card.pausedNote')
        : sub.status === 'past_due'
          ? t('card.graceEnds', { date: day(sub.grace_ends_at) })
          : sub.cancel_at_period_end
            ? t('card.ends', { date: day(sub.period_end) })
            : t('card.renews', { date: day(sub.renews_at) });
  const amount = sub.due ? formatRupeesIn(locale, sub.due.amount) : '';

  return (
    <section
      aria-labelledby="my-plan-title"
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-testid="plan-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Sparkles className="h-3.5 w-3.5 text-brand-600" aria-hidden="true" />
            {t('card.title')}
          </p>
          <h2 id="my-plan-title" className="mt-0.5 text-lg font-extrabold text-ink">
            {sub.plan.name}
          </h2>
        </div>
        <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1', STATUS_STYLE[sub.status])}>
          {t(`card.status.${sub.status}`)}
        </span>
      </div>

      {active ? (
        <div className="mt-4 grid gap-3" data-testid="plan-allowance">
          {sub.allowance.kg > 0 ? (
            <Meter
              label={t('card.kgLeft', { left: sub.left.kg, total: sub.allowance.kg })}
              left={sub.left.kg}
              total={sub.allowance.kg}
            />
          ) : null}
          {sub.allowance.pieces > 0 ? (
            <Meter
              label={t('card.piecesLeft', { left: sub.left.pieces, total: sub.allowance.pieces })}
              left={sub.left.pieces}
              total={sub.allowance.pieces}
            />
          ) : null}
          {sub.allowance.pickups !== null ? (
            <Meter
              label={t('card.pickupsLeft', { left: sub.left.pickups ?? 0, total: sub.allowance.pickups })}
              left={sub.left.pickups ?? 0}
              total={sub.allowance.pickups}
            />
          ) : null}
        </div>
      ) : null}

      <p className="mt-3 text-sm text-slate-600" data-testid="plan-renewal">
        {note}
      </p>
      {sub.due && active && sub.due.starts_at ? (
        <p className="mt-1 text-sm text-slate-600">{t('card.dueNote', { amount, date: day(sub.due.starts_at) })}</p>
      ) : null}
      {pay.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {pay.error}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {sub.due ? (
          <Button size="lg" className="grow min-[48rem]:grow-0" disabled={pay.step !== 'idle'} onClick={() => void pay.start()}>
            {pay.step === 'starting' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {pay.step === 'starting' ? t('card.paying') : t('card.pay', { amount })}
          </Button>
        ) : null}
        {!sub.cancel_at_period_end ? (
          <Button size="lg" variant="secondary" className="grow min-[48rem]:grow-0" onClick={() => setConfirming(true)}>
            {t('card.cancel')}
          </Button>
        ) : null}
      </div>
      <PlanInvoices cycles={sub.paid_cycles} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        icon={CalendarX}
        tone="danger"
        title={t('card.cancelTitle')}
        description={active ? t('card.cancelBody') : t('card.cancelBodyNow')}
        confirmLabel={t('card.cancelConfirm')}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </section>
  );
}
