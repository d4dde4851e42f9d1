import { locationFreshness, type ActiveRider, type LocationFreshness } from '@washday/core';
import { Bike } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { ACTIVE_RIDERS_REFRESH_MS } from '../api/admin-rider-keys';
import { useActiveRiders } from '../api/get-active-riders';
import { useRiderLiveUpdates } from '../hooks/use-rider-live-updates';
import { FRESHNESS_ORDER, FRESHNESS_STYLE } from '../utils/rider-format';
import { ActiveRidersTable } from './active-riders-table';
import { PanelEmpty, PanelError } from '@/components/panel-states';
import { LiveStatus } from '@/components/admin-table/live-status';

/** How many riders are at each freshness, told by `now`. */
export function freshnessCounts(riders: readonly ActiveRider[], now: Date): Record<LocationFreshness, number> {
  const counts: Record<LocationFreshness, number> = { live: 0, recent: 0, stale: 0, old: 0 };
  for (const r of riders) counts[locationFreshness(r.lastLocationUpdate ? new Date(r.lastLocationUpdate) : null, now)] += 1;
  return counts;
}

/**
 * Active riders (admin-and-backend.md §2, §9): refreshed every 30 s and moved live by 'rider.location' events, each
 * with the freshness of their last position, where it was, their open jobs and a call button.
 */
export function ActiveRidersBoard() {
  const live = useRiderLiveUpdates();
  const riders = useActiveRiders({ refetchInterval: ACTIVE_RIDERS_REFRESH_MS });
  // "2 min ago" and the badges move on between refreshes, by the server's clock.
  const tick = useNow(15_000);
  // Never behind the last answer: a fresh list reads "just now", not a tick earlier.
  const now = new Date(Math.max(tick.getTime(), riders.dataUpdatedAt) + (riders.data?.clockOffsetMs ?? 0));
  const list = riders.data?.riders ?? [];
  const counts = freshnessCounts(list, now);
  const withJobs = list.filter((r) => r.jobs.length > 0).length;

  return (
    <section aria-labelledby="active-riders-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="active-riders-title" className="text-lg font-bold text-ink">
            Active riders
          </h2>
          <p className="text-sm text-slate-500">
            Approved riders who are on duty, with where they were last seen and what they carry.
          </p>
        </div>
        <LiveStatus
          connected={live.connected}
          updatedAt={riders.dataUpdatedAt}
          refreshing={riders.isFetching}
          onRefresh={() => void riders.refetch()}
          liveText="Live updates on"
          offText="Live updates off · refreshing every 30 s"
        />
      </div>

      {riders.data ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <Stat label="On duty" value={list.length} />
          <Stat label="With jobs" value={withJobs} />
          {FRESHNESS_ORDER.map((f) => (
            <Stat
              key={f}
              label={`${FRESHNESS_STYLE[f].label} · ${FRESHNESS_STYLE[f].hint}`}
              value={counts[f]}
              colour={FRESHNESS_STYLE[f].colour}
            />
          ))}
        </dl>
      ) : null}

      {riders.isPending ? (
        <div
          className="space-y-3 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5"
          role="status"
          aria-label="Loading active riders"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : riders.isError && !riders.data ? (
        <PanelError
          card
          title="Could not load active riders"
          message={describeError(riders.error, 'Please try again.')}
          retrying={riders.isFetching}
          onRetry={() => void riders.refetch()}
        />
      ) : list.length === 0 ? (
        <PanelEmpty card icon={Bike} title="No riders are active right now">
          Riders appear here when they switch to Active in the rider app and share their location.
        </PanelEmpty>
      ) : (
        <ActiveRidersTable riders={list} now={now} />
      )}
    </section>
  );
}

function Stat({ label, value, colour }: { label: string; value: number; colour?: string }) {
  return (
    <div className="rounded-2xl bg-white px-4 py-3 shadow-soft ring-1 ring-slate-900/5">
      <dt className="flex items-center gap-1.5 truncate text-xs font-semibold text-slate-500">
        {colour ? <span className="h-2 w-2 shrink-0 rounded-full" style={{ background: colour }} aria-hidden="true" /> : null}
        {label}
      </dt>
      <dd className={cn('mt-1 text-2xl font-extrabold text-ink tabular-nums')}>{value}</dd>
    </div>
  );
}
