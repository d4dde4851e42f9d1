import { formatRupeesIn } from '@washday/core';
import type { CustomerVerification } from '@washday/core';
import { CircleCheck, CircleX, Clock, Hourglass, LoaderCircle, Save, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatDifference, formatStamp } from '../../utils/order-edit-format';
import { DetailCard } from './detail-card';

interface VerificationCardProps {
  verification: CustomerVerification;
  /** The page is in edit mode: its own buttons act on the draft. */
  editing: boolean;
  canEdit: boolean;
  saving: boolean;
  cancelling: boolean;
  /** A failed Save Now or Cancel Request made from this card, in the interface language. */
  failure: string | null;
  onSaveNow: () => void;
  onModify: () => void;
  onCancelRequest: () => void;
}

const TONES = {
  pending: { icon: Hourglass, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  approved: { icon: CircleCheck, className: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  rejected: { icon: CircleX, className: 'bg-red-50 text-red-900 ring-red-200' },
  expired: { icon: Clock, className: 'bg-slate-100 text-slate-800 ring-slate-200' },
  cancelled: { icon: CircleX, className: 'bg-slate-100 text-slate-800 ring-slate-200' },
} as const;

/** The customer's answer to the rider's changes: Pending, Approved (Save Now), Rejected, Expired (rider-portal.md §2.4, §4.4). */
export function VerificationCard(props: VerificationCardProps) {
  const { verification, editing, canEdit, saving, cancelling, failure, onSaveNow, onModify, onCancelRequest } = props;
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { bookedName } = useCatalogueText();
  const tone = TONES[verification.status];
  const Icon = tone.icon;
  const data = verification.orderData;

  const message: Record<CustomerVerification['status'], ReactNode> = {
    pending: (
      <Trans
        t={t}
        i18nKey="verification.pending"
        values={{ time: formatStamp(verification.expiresAt, locale) }}
        components={{ 1: <strong className="font-semibold" /> }}
      />
    ),
    approved: t('verification.approved'),
    // The customer's reason is shown as they wrote it.
    rejected: verification.responseReason ? (
      <Trans
        t={t}
        i18nKey="verification.rejectedWithReason"
        values={{ reason: verification.responseReason }}
        components={{ 1: <q translate="no" className="font-semibold" /> }}
      />
    ) : (
      t('verification.rejected')
    ),
    expired: t('verification.expired'),
    cancelled: t('verification.cancelled'),
  };

  return (
    <DetailCard
      title={t('verification.title')}
      icon={<ShieldCheck className="h-5 w-5" />}
      action={
        <span
          className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1', tone.className)}
        >
          <Icon className="h-3.5 w-3.5" aria-hidden="true" />
          {t(`verification.status.${verification.status}`)}
        </span>
      }
    >
      <p className={cn('rounded-2xl px-3.5 py-3 text-sm ring-1', tone.className)} role="status">
        {message[verification.status]}
      </p>

      <div className="mt-3 rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('verification.proposed')}</p>
        <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
          {data.updatedItems.map((item, index) => (
            <li key={`${item.serviceId ?? item.name}-${index}`} className="flex justify-between gap-3 tabular-nums">
              <span className="min-w-0">
                <span translate={bookedName(item.serviceId, item.name).translate}>
                  {bookedName(item.serviceId, item.name).text}
                </span>{' '}
                × {item.quantity}
              </span>
              <span className="shrink-0 font-medium">{formatRupeesIn(locale, item.total)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold text-ink tabular-nums">
          <span>{t('verification.newTotal')}</span>
          <span>
            {formatRupeesIn(locale, data.updatedTotal)}{' '}
            <span
              className={data.priceChange > 0 ? 'text-amber-700' : data.priceChange < 0 ? 'text-emerald-700' : 'text-slate-500'}
            >
              ({formatDifference(data.priceChange, locale)})
            </span>
          </span>
        </p>
      </div>

      {failure ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-2xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-100"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {failure}
        </p>
      ) : null}

      {verification.status === 'approved' ? (
        <Button size="lg" className="mt-3 w-full" onClick={onSaveNow} disabled={saving}>
          {/* While editing, the items card's own button says 'Saving...'. */}
          {saving && !editing ? (
            <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="h-5 w-5" aria-hidden="true" />
          )}
          {saving && !editing ? t('verification.saving') : t('verification.saveNow')}
        </Button>
      ) : null}
      {verification.status === 'pending' && !editing ? (
        <Button variant="danger-ghost" size="lg" className="mt-3 w-full" onClick={onCancelRequest} disabled={cancelling}>
          {cancelling ? t('verification.cancelling') : t('verification.cancelRequest')}
        </Button>
      ) : null}
      {(verification.status === 'rejected' || verification.status === 'expired') && !editing && canEdit ? (
        <Button variant="secondary" size="lg" className="mt-3 w-full text-brand-700" onClick={onModify}>
          {t('verification.modify')}
        </Button>
      ) : null}
    </DetailCard>
  );
}
