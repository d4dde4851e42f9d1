import { formatRupeesIn } from '@washday/core';
import type { CustomerVerification } from '@washday/core';
import { Check, Clock, MessageSquareText, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { useRespondToVerification } from '../api/respond-verification';
import { formatExpiry, hasExpired } from '../utils/pending-verifications';
import { VerificationDiff } from './verification-diff';

function Totals({ orderData }: { orderData: CustomerVerification['orderData'] }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const difference = orderData.priceChange;
  return (
    <dl className="grid gap-1 rounded-2xl bg-slate-50 px-4 py-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-500">{t('verifications.oldTotal')}</dt>
        <dd className="font-semibold tabular-nums">{formatRupeesIn(locale, orderData.originalTotal)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-500">{t('verifications.newTotal')}</dt>
        <dd className="font-bold text-ink tabular-nums">{formatRupeesIn(locale, orderData.updatedTotal)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-1">
        <dt className="text-slate-500">{t('verifications.difference')}</dt>
        <dd
          className={cn(
            'font-bold tabular-nums',
            difference > 0 ? 'text-red-600' : difference < 0 ? 'text-emerald-700' : 'text-ink',
          )}
        >
          {difference > 0 ? '+' : difference < 0 ? '−' : ''}
          {formatRupeesIn(locale, Math.abs(difference))}
        </dd>
      </div>
    </dl>
  );
}

function RejectForm({ pending, onReject, onBack }: { pending: boolean; onReject: (reason: string) => void; onBack: () => void }) {
  const { t } = useTranslation('bookings');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('verifications.reasonRequired'));
    onReject(reason.trim());
  };
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor="reject-reason" className="text-sm font-semibold text-ink">
        {t('verifications.reasonLabel')}
      </label>
      <textarea
        id="reject-reason"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        maxLength={500}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reject-reason-error' : undefined}
        className="rounded-xl border border-slate-200 px-3 py-2 text-[15px] outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        placeholder={t('verifications.reasonPlaceholder')}
      />
      {error ? (
        <p id="reject-reason-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onBack} disabled={pending}>
          {t('verifications.back')}
        </Button>
        <Button type="submit" className="bg-red-600 hover:bg-red-700" disabled={pending}>
          {t('verifications.rejectChanges')}
        </Button>
      </div>
    </form>
  );
}

/** The rider's proposed change of an order as a priced diff, with Approve, and Reject with a reason. */
export function VerificationDialog({
  verification,
  onOpenChange,
}: {
  verification: CustomerVerification | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const now = useNow(30_000);
  const [rejecting, setRejecting] = useState(false);
  const respond = useRespondToVerification({ onDecided: () => onOpenChange(false) });
  const close = (open: boolean) => {
    if (!open) setRejecting(false);
    onOpenChange(open);
  };
  if (!verification) return null;
  const { orderData } = verification;
  const expired = hasExpired(verification, now);
  const open = verification.status === 'pending' && !expired;
  const state =
    verification.status !== 'pending'
      ? t(`verifications.decided.${verification.status}`)
      : expired
        ? t('verifications.expired')
        : t('verifications.expires', { date: formatExpiry(verification.expiresAt, locale) });
  return (
    <Dialog open onOpenChange={close}>
      <DialogContent mobileLayout="sheet" className="gap-4 p-5 pt-6">
        <div className="pr-10">
          <DialogTitle className="text-xl">{t('verifications.title')}</DialogTitle>
          <DialogDescription>
            {t('verifications.description', {
              rider: orderData.riderName ?? t('verifications.yourRider'),
              orderId: orderData.customOrderId,
            })}
          </DialogDescription>
          <p
            className={cn(
              'mt-1.5 inline-flex items-center gap-1 text-xs font-semibold',
              open ? 'text-amber-700' : 'text-slate-500',
            )}
          >
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {state}
          </p>
        </div>
        <VerificationDiff changes={verification.changes} />
        <Totals orderData={orderData} />
        {orderData.riderNotes ? (
          <div className="flex gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
            <MessageSquareText className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <p>
              <span className="font-semibold">{t('verifications.riderNotes')}</span>
              <span translate="no">{orderData.riderNotes}</span>
            </p>
          </div>
        ) : null}
        {!open ? null : rejecting ? (
          <RejectForm
            pending={respond.isPending}
            onBack={() => setRejecting(false)}
            onReject={(reason) => respond.mutate({ id: verification.id, approved: false, reason })}
          />
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={respond.isPending}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t('verifications.reject')}
            </Button>
            <Button onClick={() => respond.mutate({ id: verification.id, approved: true })} disabled={respond.isPending}>
              <Check className="h-4 w-4" aria-hidden="true" />
              {t('verifications.approve')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
