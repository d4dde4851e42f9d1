import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The charting library is most of this tab's weight: it loads when Analytics is first opened, not with the portal.
const AnalyticsDashboard = lazy(() =>
  import('@/features/admin-stats/components/analytics/analytics-dashboard').then((m) => ({ default: m.AnalyticsDashboard })),
);

/** Analytics (issue 11): bookings, revenue, statuses, services, turnaround and riders for a range of days. */
export function AnalyticsTab() {
  return (
    <Suspense
      fallback={
        <div className="space-y-6" role="status" aria-label="Loading analytics">
          <Skeleton className="h-24 rounded-3xl" />
          <Skeleton className="h-[380px] rounded-3xl" />
        </div>
      }
    >
      <AnalyticsDashboard />
    </Suspense>
  );
}
