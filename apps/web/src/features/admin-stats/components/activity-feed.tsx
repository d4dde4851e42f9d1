import type { ActivityEntry } from '@washday/core';
import { History, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useAdminActivity } from '../api/get-admin-activity';
import { activityLook, ROLE_LABEL } from '../utils/activity-look';
import { formatDayAndClock, formatTimeAgo } from '../utils/stats-format';
import { Panel, PanelEmpty, PanelError } from '@/components/panel-states';

/** Entries per page of the feed. */
export const ACTIVITY_PAGE_SIZE = 10;

function ActivityItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const { icon: Icon, tone } = activityLook(entry);
  const at = new Date(entry.at);
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span className={cn('mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full ring-1', tone)}>
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="truncate text-sm font-semibold text-ink">{entry.summary}</p>
          <time dateTime={entry.at} title={formatDayAndClock(at)} className="shrink-0 text-xs text-slate-500 tabular-nums">
            {formatTimeAgo(at, now)}
          </time>
        </div>
        <p className="mt-0.5 truncate text-xs text-slate-500">
          <span className="font-mono font-semibold text-slate-700">{entry.custom_order_id}</span>
          <span aria-hidden="true"> · </span>
          {entry.customer_name}
          <span aria-hidden="true"> · </span>
          by <span className="font-medium text-slate-700">{entry.actor.name}</span> ({ROLE_LABEL[entry.actor.role]})
        </p>
        {entry.note ? <p className="mt-1 line-clamp-2 text-xs text-slate-600 italic">“{entry.note}”</p> : null}
      </div>
    </li>
  );
}

/** Recent activity from the orders' audit trail, newest first, refreshed with the cards. */
export function ActivityFeed() {
  const activity = useAdminActivity(ACTIVITY_PAGE_SIZE);
  const now = useNow(30_000);
  const entries = activity.data?.pages.flatMap((page) => page.activity) ?? [];

  return (
    <Panel title="Recent activity" titleId="recent-activity-title" description="Every move of every order, newest first">
      {activity.isPending ? (
        <ul className="space-y-4" role="status" aria-label="Loading recent activity">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className="flex gap-3">
              <Skeleton className="h-9 w-9 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </li>
          ))}
        </ul>
      ) : activity.isError && !activity.data ? (
        <PanelError
          title="Could not load recent activity"
          message={describeError(activity.error, 'Please try again.')}
          retrying={activity.isFetching}
          onRetry={() => void activity.refetch()}
        />
      ) : entries.length === 0 ? (
        <PanelEmpty icon={History} title="No activity yet">
          Confirmations, assignments, pickups and deliveries appear here as they happen.
        </PanelEmpty>
      ) : (
        <>
          <ul aria-labelledby="recent-activity-title" className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
          {activity.hasNextPage ? (
            <div className="mt-4 flex justify-center border-t border-slate-100 pt-4">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void activity.fetchNextPage()}
                disabled={activity.isFetchingNextPage}
              >
                {activity.isFetchingNextPage ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {activity.isFetchingNextPage ? 'Loading…' : 'Show older activity'}
              </Button>
            </div>
          ) : null}
          {activity.isFetchNextPageError ? (
            <p role="alert" className="mt-2 text-center text-xs font-medium text-red-600">
              {describeError(activity.error, 'Could not load older activity. Please try again.')}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}
