import { formatRupees, type CustomerVerification } from '@washday/core';
import { CircleCheck, CircleX, Clock, Hourglass, LoaderCircle, Save, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
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
  /** A failed Save Now or Cancel Request made from this card. */
  failure: string | null;
  onSaveNow: () => void;
  onModify: () => void;
  onCancelRequest: () => void;
}

const TONES = {
  pending: { label: 'Pending', icon: Hourglass, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  approved: { label: 'Approved', icon: CircleCheck, className: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  rejected: { label: 'Rejected', icon: CircleX, className: 'bg-red-50 text-red-900 ring-red-200' },
  expired: { label: 'Expired', icon: Clock, className: 'bg-slate-100 text-slate-800 ring-slate-200' },
  cancelled: { label: 'Cancelled', icon: CircleX, className: 'bg-slate-100 text-slate-800 ring-slate-200' },
} as const;

/** The customer's answer to the rider's changes: Pending, Approved (Save Now), Rejected, Expired (rider-portal.md §2.4, §4.4). */
export function VerificationCard(props: VerificationCardProps) {
  const { verification, editing, canEdit, saving, cancelling, failure, onSaveNow, onModify, onCancelRequest } = props;
  const tone = TONES[verification.status];
  const Icon = tone.icon;
  const data = verification.orderData;

  const message: Record<CustomerVerification['status'], ReactNode> = {
    pending: (
      <>
        Waiting for the customer to approve your changes. The request expires <strong className="font-semibold">{formatStamp(verification.expiresAt)}</strong>.
      </>
    ),
    approved: 'The customer approved your changes. Save the order now to apply them.',
    rejected: (
      <>
        The customer rejected your changes
        {verification.responseReason ? (
          <>
            : <q className="font-semibold">{verification.responseReason}</q>
          </>
        ) : null}
        . Modify the items and send them again.
      </>
    ),
    expired: 'The customer did not answer within 24 hours. Send the changes again if they are still needed.',
    cancelled: 'You cancelled this request.',
  };

  return (
    <DetailCard
      title="Customer Verification"
      icon={<ShieldCheck className="h-5 w-5" />}
      action={
        <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1', tone.className)}>
          <Icon className="h-3.5 w-3.5" aria-hidden="true" />
          {tone.label}
        </span>
      }
    >
      <p className={cn('rounded-2xl px-3.5 py-3 text-sm ring-1', tone.className)} role="status">
        {message[verification.status]}
      </p>

      <div className="mt-3 rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Proposed items</p>
        <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
          {data.updatedItems.map((item, index) => (
            <li key={`${item.serviceId ?? item.name}-${index}`} className="flex justify-between gap-3 tabular-nums">
              <span className="min-w-0">
                {item.name} × {item.quantity}
              </span>
              <span className="shrink-0 font-medium">{formatRupees(item.total)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold text-ink tabular-nums">
          <span>New total</span>
          <span>
            {formatRupees(data.updatedTotal)}{' '}
            <span className={data.priceChange > 0 ? 'text-amber-700' : data.priceChange < 0 ? 'text-emerald-700' : 'text-slate-500'}>
              ({formatDifference(data.priceChange)})
            </span>
          </span>
        </p>
      </div>

      {failure ? (
        <p role="alert" className="mt-3 flex items-start gap-2 rounded-2xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-100">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {failure}
        </p>
      ) : null}

      {verification.status === 'approved' ? (
        <Button size="lg" className="mt-3 w-full" onClick={onSaveNow} disabled={saving}>
          {/* While editing, the items card's own button says 'Saving...'. */}
          {saving && !editing ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : <Save className="h-5 w-5" aria-hidden="true" />}
          {saving && !editing ? 'Saving...' : 'Save Now'}
        </Button>
      ) : null}
      {verification.status === 'pending' && !editing ? (
        <Button variant="danger-ghost" size="lg" className="mt-3 w-full" onClick={onCancelRequest} disabled={cancelling}>
          {cancelling ? 'Cancelling...' : 'Cancel Request'}
        </Button>
      ) : null}
      {(verification.status === 'rejected' || verification.status === 'expired') && !editing && canEdit ? (
        <Button variant="secondary" size="lg" className="mt-3 w-full text-brand-700" onClick={onModify}>
          Modify and Resend
        </Button>
      ) : null}
    </DetailCard>
  );
}
