import { formatRupees } from '@washday/core';
import { ChevronRight, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useAdminStats } from '../api/get-admin-stats';
import { formatCount } from '../utils/stats-format';

/**
 * Claims on the Overview (issue 27): open claims waiting for a decision and what was paid out this month, with the way
 * to the Claims list. Amber while any claim is open, since each is a customer waiting.
 */
export function ClaimsSummary() {
  const stats = useAdminStats();
  const claims = stats.data?.stats.claims;
  if (!claims) return null;
  const waiting = claims.open > 0;
  return (
    <section aria-labelledby="claims-summary-title" className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
      <Link
        to="/admin?tab=payments&sub=claims"
        className="group flex items-center gap-3 rounded-3xl p-4 transition-colors hover:bg-brand-50/70 focus-visible:bg-brand-50/70"
      >
        <span
          className={cn(
            'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
            waiting ? 'bg-amber-50 text-amber-700' : 'bg-slate-100 text-slate-600',
          )}
        >
          <ShieldAlert className="h-5 w-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span id="claims-summary-title" className="block text-sm font-semibold text-ink">
            Claims: {formatCount(claims.open)} open
          </span>
          <span className="block text-xs text-slate-500 tabular-nums">
            {formatRupees(claims.compensated_this_month)} compensated this month
          </span>
        </span>
        <span className="text-xs font-semibold text-brand-700">Review</span>
        <ChevronRight
          className="h-4 w-4 text-slate-500 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
          aria-hidden="true"
        />
      </Link>
    </section>
  );
}
