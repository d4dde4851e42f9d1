import { formatRupees } from '@washday/core';
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Gift, Hourglass, IndianRupee, TicketCheck, Trophy, Users } from 'lucide-react';
import { ListError } from '@/components/admin-table/table-states';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReferralStatsAnswer } from '../api/get-referral-stats';
import { countText } from '../utils/referral-format';

interface Card {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  tone: string;
}

// Every figure is the server's; the details only say what the figure counts.
function cards({ stats, terms }: ReferralStatsAnswer): Card[] {
  return [
    {
      label: 'Total referrals',
      value: countText(stats.totalReferrals),
      detail: `${countText(stats.referrersWithCode)} ${stats.referrersWithCode === 1 ? 'customer has' : 'customers have'} a code`,
      icon: Users,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Completed',
      value: countText(stats.completedReferrals),
      detail: "The friend's first order was completed",
      icon: BadgeCheck,
      tone: 'bg-emerald-50 text-emerald-700',
    },
    {
      label: 'Pending',
      value: countText(stats.pendingReferrals),
      detail: "Waiting for the friend's first order",
      icon: Hourglass,
      tone: 'bg-amber-50 text-amber-700',
    },
    {
      label: 'Welcome coupons used',
      value: countText(stats.welcomeCouponsRedeemed),
      detail: `Friends' ${terms.refereeDiscountPercent}% first-order coupons redeemed`,
      icon: TicketCheck,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      label: 'Rewards issued',
      value: countText(stats.rewardsIssued),
      detail: `${countText(stats.rewardsRedeemed)} redeemed · ${terms.referrerRewardPercent}% coupons for referrers`,
      icon: Gift,
      tone: 'bg-violet-50 text-violet-700',
    },
    {
      label: 'Discount given',
      value: formatRupees(stats.discountGiven),
      detail: "Taken off orders by the programme's coupons",
      icon: IndianRupee,
      tone: 'bg-rose-50 text-rose-700',
    },
  ];
}

function StatCard({ label, value, detail, icon: Icon, tone }: Card) {
  return (
    <article aria-label={label} className="flex flex-col rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-600">{label}</h3>
        <span className={cn('inline-flex h-9 w-9 items-center justify-center rounded-2xl', tone)}>
          <Icon className="h-[18px] w-[18px]" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-1 text-3xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
      <p className="mt-1.5 text-xs text-slate-500 tabular-nums">{detail}</p>
    </article>
  );
}

function TopReferrers({ referrers }: { referrers: ReferralStatsAnswer['stats']['topReferrers'] }) {
  return (
    <section
      aria-labelledby="top-referrers-title"
      className="flex flex-col rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5"
    >
      <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4">
        <Trophy className="h-4 w-4 text-amber-500" aria-hidden="true" />
        <h3 id="top-referrers-title" className="text-[15px] font-bold text-ink">
          Top referrers
        </h3>
      </div>
      {referrers.length === 0 ? (
        <p className="flex flex-1 items-center justify-center px-5 py-8 text-center text-sm text-slate-500">
          No one has referred a friend yet.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {referrers.map((r, i) => (
            <li key={r._id} className="flex items-center gap-3 px-5 py-2.5">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-600 tabular-nums">
                {i + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink" title={r.name}>
                {r.name}
              </span>
              <span className="text-right text-xs text-slate-500 tabular-nums">
                <span className="font-semibold text-ink">{countText(r.referrals)}</span> referred · {countText(r.completed)}{' '}
                completed
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The programme's figures (admin-and-backend.md §7, GET /api/referrals/admin/stats) and its top referrers. */
export function ReferralStats({ stats }: { stats: UseQueryResult<ReferralStatsAnswer> }) {
  if (stats.data) {
    return (
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards(stats.data).map((card) => (
            <StatCard key={card.label} {...card} />
          ))}
        </div>
        <TopReferrers referrers={stats.data.stats.topReferrers} />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <ListError
          title="Could not load the referral figures"
          message={describeError(stats.error, 'The server did not answer.')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      </div>
    );
  }
  return (
    <div role="status" aria-label="Loading the referral figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-3 h-8 w-20" />
          <Skeleton className="mt-3 h-3 w-40" />
        </div>
      ))}
    </div>
  );
}
