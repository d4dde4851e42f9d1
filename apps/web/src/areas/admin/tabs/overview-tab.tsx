import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { CalendarPlus, ChevronRight, ClipboardList, MapPinned } from 'lucide-react';
import { Link } from 'react-router';
import { LiveStatus } from '@/components/admin-table/live-status';
import { adminStatsKeys } from '@/features/admin-stats/api/admin-stats-keys';
import { ActivityFeed } from '@/features/admin-stats/components/activity-feed';
import { ClaimsSummary } from '@/features/admin-stats/components/claims-summary';
import { OverviewStats } from '@/features/admin-stats/components/overview-stats';
import { useOverviewLive } from '@/features/admin-stats/hooks/use-overview-live';

interface QuickAction {
  tab: string;
  label: string;
  hint: string;
  icon: LucideIcon;
}

// The spec's three quick actions; each opens its tab through the address (?tab=), like the tab bar.
const QUICK_ACTIONS: readonly QuickAction[] = [
  { tab: 'bookings', label: 'Bookings', hint: 'Search, confirm and edit orders', icon: ClipboardList },
  { tab: 'user-booking', label: 'Book for User', hint: 'Place an order for a customer on the phone', icon: CalendarPlus },
  { tab: 'locations', label: 'Locations', hint: 'Where the service is offered', icon: MapPinned },
];

function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title" className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
      <h3 id="quick-actions-title" className="border-b border-slate-100 px-5 py-4 text-[15px] font-bold text-ink">
        Quick actions
      </h3>
      <ul className="space-y-2 p-3">
        {QUICK_ACTIONS.map(({ tab, label, hint, icon: Icon }) => (
          <li key={tab}>
            <Link
              to={`/admin?tab=${tab}`}
              className="group flex items-center gap-3 rounded-2xl px-3 py-3 transition-colors hover:bg-brand-50/70 focus-visible:bg-brand-50/70"
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-soft">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-ink">{label}</span>
                <span className="block truncate text-xs text-slate-500">{hint}</span>
              </span>
              <ChevronRight
                className="h-4 w-4 text-slate-500 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Whether order moves arrive live, and a Refresh for the impatient. */
function LiveState({ connected }: { connected: boolean }) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: adminStatsKeys.all }) > 0;
  return (
    <LiveStatus
      connected={connected}
      liveText="Live · refreshes every minute"
      offText="Refreshes every minute"
      refreshing={fetching}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: adminStatsKeys.all })}
    />
  );
}

/** Overview (admin-and-backend.md §2): the four figures with their weekly change, quick actions and recent activity. */
export function OverviewTab() {
  const { connected } = useOverviewLive();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink">Overview</h2>
          <p className="text-sm text-slate-500">Today&apos;s figures against the week before, and what just happened.</p>
        </div>
        <LiveState connected={connected} />
      </div>
      <OverviewStats />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ActivityFeed />
        </div>
        <div className="space-y-6">
          <ClaimsSummary />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
