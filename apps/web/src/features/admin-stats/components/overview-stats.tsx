import { ACTIVE_CUSTOMER_DAYS, formatRupees } from '@washday/core';
import { ClipboardList, Hourglass, IndianRupee, Users } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/request-errors';
import { useAdminStats, type AdminStatsAnswer } from '../api/get-admin-stats';
import { formatCount } from '../utils/stats-format';
import { PanelError } from '@/components/panel-states';
import { StatCard, type StatCardProps } from './stat-card';

function cards({ bookings, users, revenue }: AdminStatsAnswer['stats']): StatCardProps[] {
  return [
    {
      label: 'Total Bookings',
      value: formatCount(bookings.total),
      icon: ClipboardList,
      iconTone: 'bg-brand-50 text-brand-700',
      change: bookings.change,
      detail: `${formatCount(bookings.change.this_week)} placed this week · ${formatCount(bookings.change.last_week)} last week`,
    },
    {
      label: 'Pending Orders',
      value: formatCount(bookings.pending),
      icon: Hourglass,
      iconTone: 'bg-amber-50 text-amber-700',
      change: bookings.pending_change,
      upIsGood: false,
      detail: `Waiting to be confirmed · ${formatCount(bookings.pending_change.last_week)} a week ago`,
    },
    {
      label: 'Active Users',
      value: formatCount(users.active),
      icon: Users,
      iconTone: 'bg-sky-50 text-sky-700',
      change: users.change,
      detail: `Booked in the last ${ACTIVE_CUSTOMER_DAYS} days · ${formatCount(users.change.last_week)} a week ago`,
    },
    {
      label: 'Total Revenue',
      value: formatRupees(revenue.total),
      icon: IndianRupee,
      iconTone: 'bg-emerald-50 text-emerald-700',
      change: revenue.change,
      // The figure and its change are booked revenue (the spec's revenue.total); the money collected this week beside it.
      detail: `${formatRupees(revenue.change.this_week)} booked · ${formatRupees(revenue.collected.this_week)} collected this week`,
    },
  ];
}

/** The four Overview cards (admin-and-backend.md §2), each with its real change against last week. */
export function OverviewStats() {
  const stats = useAdminStats();

  if (stats.data) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards(stats.data.stats).map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <PanelError
          title="Could not load the figures"
          message={describeError(stats.error, 'Please try again.')}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" role="status" aria-label="Loading the figures">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-4 h-8 w-24" />
          <Skeleton className="mt-4 h-4 w-40" />
        </div>
      ))}
    </div>
  );
}
