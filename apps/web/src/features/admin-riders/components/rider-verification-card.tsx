import { formatIndianMobile, type AdminRider } from '@washday/core';
import { BadgeCheck, CalendarClock, Check, LoaderCircle, Phone, ShieldX, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime, timeAgo } from '../utils/rider-format';
import { AadhaarReveal } from './aadhaar-reveal';
import { RiderDocument } from './rider-document';

const STATUS_BADGE: Record<AdminRider['status'], { label: string; className: string }> = {
  pending: { label: 'Pending review', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  approved: { label: 'Approved', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  rejected: { label: 'Rejected', className: 'bg-red-50 text-red-700 ring-red-200' },
};

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export interface RiderVerificationCardProps {
  rider: AdminRider;
  now: Date;
  /** Which decision is being sent for this rider, if any. */
  deciding: 'approved' | 'rejected' | null;
  /** Another rider's decision is being sent: hold the buttons. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** A rider's registration as the verifying admin checks it: documents, details, and the decision. */
export function RiderVerificationCard({ rider, now, deciding, busy, onApprove, onReject }: RiderVerificationCardProps) {
  const badge = STATUS_BADGE[rider.status];
  const phone = formatIndianMobile(rider.phone);
  return (
    <article aria-label={rider.name} className="flex flex-col rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5">
      <header className="flex items-start gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-100">
          {initials(rider.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-bold text-ink">{rider.name}</h3>
          <div className="mt-0.5 space-y-0.5 text-sm text-slate-500">
            <a
              href={`tel:+91${rider.phone}`}
              className="flex w-fit items-center gap-1.5 font-medium text-slate-600 tabular-nums hover:text-brand-700"
            >
              <Phone className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {phone}
            </a>
            <p className="flex items-center gap-1.5 whitespace-nowrap" title={formatDateTime(rider.createdAt)}>
              <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              Registered {formatDate(rider.createdAt)} · {timeAgo(rider.createdAt, now)}
            </p>
          </div>
        </div>
        {/* The pending tab says it already; decided riders carry their outcome. */}
        {rider.status === 'pending' ? null : (
          <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ring-1', badge.className)}>{badge.label}</span>
        )}
      </header>

      <div className="mt-4 grid grid-cols-2 gap-3">
        <RiderDocument url={rider.aadharImageUrl} label="Aadhaar card" riderName={rider.name} />
        <RiderDocument url={rider.selfieImageUrl} label="Selfie" riderName={rider.name} />
      </div>

      <dl className="mt-4 rounded-2xl bg-slate-50 px-4 py-3 ring-1 ring-slate-100">
        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Aadhaar number</dt>
        <dd className="mt-0.5">
          {rider.status === 'pending' ? (
            <AadhaarReveal riderId={rider._id} masked={rider.aadharNumber} />
          ) : (
            <span className="font-mono text-[15px] font-semibold tracking-wide text-ink tabular-nums">{rider.aadharNumber}</span>
          )}
        </dd>
      </dl>

      {rider.status === 'pending' ? (
        <div className="mt-4 flex justify-end gap-2 border-t border-slate-100 pt-4">
          <Button
            variant="secondary"
            size="sm"
            onClick={onReject}
            disabled={busy || deciding !== null}
            className="text-red-600 ring-red-200 hover:bg-red-50"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Reject
          </Button>
          <Button
            size="sm"
            onClick={onApprove}
            disabled={busy || deciding !== null}
            aria-busy={deciding === 'approved'}
            className="bg-emerald-600 hover:bg-emerald-700 active:bg-emerald-800"
          >
            {deciding === 'approved' ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Check className="h-4 w-4" aria-hidden="true" />
            )}
            Approve
          </Button>
        </div>
      ) : (
        <Decision rider={rider} />
      )}
    </article>
  );
}

function Decision({ rider }: { rider: AdminRider }) {
  const approved = rider.status === 'approved';
  const Icon = approved ? BadgeCheck : ShieldX;
  return (
    <div
      className={cn(
        'mt-4 flex gap-2.5 rounded-2xl px-4 py-3 text-sm',
        approved ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900',
      )}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">
          {approved ? 'Approved' : 'Rejected'}
          {rider.verifiedAt ? ` on ${formatDateTime(rider.verifiedAt)}` : ''}
          {rider.verifiedBy ? ` by ${rider.verifiedBy}` : ''}
        </p>
        {!approved ? <p className="mt-0.5">Reason: {rider.rejectionReason?.trim() || 'none recorded'}</p> : null}
      </div>
    </div>
  );
}
