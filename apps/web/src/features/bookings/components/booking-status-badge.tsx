import type { PaymentStatus } from '@washday/core';
import { CircleCheck, Clock3, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { paymentState, statusMeta, type StatusTone } from '../utils/booking-format';

const toneClasses: Record<StatusTone, string> = {
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  grey: 'bg-slate-100 text-slate-600 ring-slate-200',
  neutral: 'bg-white text-slate-700 ring-slate-300',
};

const dotClasses: Record<StatusTone, string> = {
  amber: 'bg-amber-500',
  blue: 'bg-blue-500',
  violet: 'bg-violet-500',
  green: 'bg-emerald-500',
  grey: 'bg-slate-400',
  neutral: 'bg-slate-400',
};

/** A known status in the interface language; one this version does not know in the server's own words. */
export function BookingStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('bookings');
  const meta = statusMeta(status);
  const label = meta.status ? t(`status.${meta.status}`) : meta.fallback || t('status.unknown');
  return (
    <span
      data-tone={meta.tone}
      translate={meta.status || !meta.fallback ? undefined : 'no'}
      className={cn(
        'inline-flex h-7 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-[13px] font-semibold whitespace-nowrap ring-1 ring-inset',
        toneClasses[meta.tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('h-1.5 w-1.5 rounded-full', dotClasses[meta.tone])} />
      {label}
    </span>
  );
}

const paymentLooks: Record<PaymentStatus, { icon: LucideIcon; className: string }> = {
  pending: { icon: Clock3, className: 'text-slate-500' },
  paid: { icon: CircleCheck, className: 'text-emerald-700' },
  partially_refunded: { icon: Undo2, className: 'text-blue-700' },
  refunded: { icon: Undo2, className: 'text-blue-700' },
};

/** Payment pending, Paid, Partially refunded or Refunded; a status this version does not know reads as pending. */
export function PaymentStatusLabel({ paymentStatus, className }: { paymentStatus: string; className?: string }) {
  const { t } = useTranslation('bookings');
  const state = paymentState(paymentStatus);
  const { icon: Icon, className: tone } = paymentLooks[state];
  return (
    <span data-payment-status={state} className={cn('inline-flex items-center gap-1 text-[13px] font-medium', tone, className)}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {t(`payment.${state}`)}
    </span>
  );
}
