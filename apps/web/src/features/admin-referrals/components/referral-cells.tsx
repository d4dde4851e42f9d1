import { formatIndianMobile, type AdminReferral } from '@washday/core';
import { cn } from '@/lib/cn';
import { momentText, shortId } from '../utils/referral-format';

// The referrals table's cells: people, status, coupons, first order and dates.

export function PersonCell({ person, code }: { person: AdminReferral['referrer']; code?: string }) {
  return (
    <div className="min-w-0">
      <p className="max-w-48 truncate text-sm font-semibold text-ink" title={person.name}>
        {person.name}
      </p>
      <p className="text-xs whitespace-nowrap text-slate-500 tabular-nums">{formatIndianMobile(person.phone)}</p>
      {code ? <p className="mt-0.5 font-mono text-xs font-bold tracking-wider text-brand-700">{code}</p> : null}
    </div>
  );
}

const STATUS_STYLES: Record<AdminReferral['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  completed: { label: 'Completed', className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
};

export function StatusCell({ referral }: { referral: AdminReferral }) {
  const { label, className } = STATUS_STYLES[referral.status];
  return (
    <div>
      <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', className)}>
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-current" />
        {label}
      </span>
      <p className="mt-1 text-xs whitespace-nowrap text-slate-500 tabular-nums">
        {referral.discount_percentage}% off first order
      </p>
    </div>
  );
}

/** A programme coupon's code and whether its owner redeemed it; `missing` says why there is none. */
export function CouponCell({ code, used, missing }: { code: string | null; used: boolean; missing: string }) {
  if (!code) return <span className="text-xs text-slate-500">{missing}</span>;
  return (
    <div>
      <p className="font-mono text-sm font-bold tracking-wider text-ink">{code}</p>
      <p className={cn('mt-0.5 text-xs font-semibold', used ? 'text-emerald-700' : 'text-slate-500')}>
        {used ? 'Redeemed' : 'Not used yet'}
      </p>
    </div>
  );
}

/** The referee's first completed order: the one that settled the referral. */
export function FirstOrderCell({ referral }: { referral: AdminReferral }) {
  if (!referral.first_booking_id) return <span className="text-xs text-slate-500">None completed yet</span>;
  return (
    <p className="font-mono text-sm font-semibold text-ink" title={referral.first_booking_id}>
      <span className="sr-only">Order </span>
      {shortId(referral.first_booking_id)}
    </p>
  );
}

export function DatesCell({ referral }: { referral: AdminReferral }) {
  return (
    <div className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
      <p>
        <span className="font-semibold text-slate-700">Referred</span> {momentText(referral.created_at)}
      </p>
      {referral.completed_at ? (
        <p className="mt-0.5">
          <span className="font-semibold text-slate-700">Completed</span> {momentText(referral.completed_at)}
        </p>
      ) : null}
    </div>
  );
}
