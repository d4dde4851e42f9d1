import { Download, LoaderCircle, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/request-errors';
import { useAdminAnalytics, type AnalyticsAnswer } from '../../api/get-admin-analytics';
import { useAnalyticsRange } from '../../hooks/use-analytics-range';
import { analyticsCsv, analyticsCsvName } from '../../utils/analytics-csv';
import { downloadCsv } from '../../utils/csv';
import { formatRange } from '../../utils/stats-format';
import { Panel, PanelError } from '@/components/panel-states';
import { AnalyticsTiles } from './analytics-tiles';
import { BookingsRevenueChart } from './bookings-revenue-chart';
import { RangeFilter } from './range-filter';
import { RatingsSection } from './ratings-section';
import { RiderPerformanceTable } from './rider-performance-table';
import { StatusChart } from './status-chart';
import { TopServicesChart } from './top-services-chart';

function AnalyticsBody({ data }: { data: AnalyticsAnswer }) {
  return (
    <>
      <AnalyticsTiles data={data} />
      <Panel
        title="Bookings and revenue per day"
        description="Bars: bookings placed that day. Collected: money taken that day less refunds. Booked (dashed): final amounts of the orders completed that day."
      >
        <BookingsRevenueChart daily={data.daily} />
      </Panel>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Panel title="Top services by quantity" description="Pieces, kilos and sets booked, cancelled orders left out">
          <TopServicesChart services={data.top_services.by_quantity} by="quantity" />
        </Panel>
        <Panel title="Top services by revenue" description="Line totals before discounts, cancelled orders left out">
          <TopServicesChart services={data.top_services.by_revenue} by="revenue" />
        </Panel>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <Panel title="Orders by status" description="Bookings placed in the range, by their status now">
          <StatusChart byStatus={data.by_status} />
        </Panel>
        <Panel
          className="lg:col-span-2"
          title="Rider performance"
          description="Trips completed in the range; on time when done by the end of the promised slot"
        >
          <RiderPerformanceTable riders={data.riders} />
        </Panel>
      </div>
    </>
  );
}

function AnalyticsLoading() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading analytics">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-[104px] rounded-3xl" />
        ))}
      </div>
      <Skeleton className="h-[380px] rounded-3xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-3xl" />
        <Skeleton className="h-64 rounded-3xl" />
      </div>
    </div>
  );
}

/** Analytics (issue 11): a range of days, its figures and charts computed by the server, and the same as CSV. */
export function AnalyticsDashboard() {
  const { range, today, setRange } = useAnalyticsRange();
  const analytics = useAdminAnalytics(range.from, range.to);
  const data = analytics.data;
  // While another range loads (or failed to), the last one stays on screen under its own dates.
  const showing = data ? data.range : range;
  const behind = data !== undefined && (data.range.from !== range.from || data.range.to !== range.to);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5">
        <div className="min-w-0">
          <h2 className="text-xl font-bold text-ink">Analytics</h2>
          <p className="mt-0.5 flex items-center gap-2 text-sm text-slate-500 tabular-nums">
            {formatRange(showing.from, showing.to)} · {showing.days} {showing.days === 1 ? 'day' : 'days'}, India time
            {analytics.isFetching ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-brand-700">
                <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
                Updating…
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <RangeFilter key={`${range.from}/${range.to}`} range={range} today={today} onChange={setRange} />
          <Button
            variant="secondary"
            size="sm"
            className="h-10"
            disabled={!data}
            onClick={() => data && downloadCsv(analyticsCsvName(data), analyticsCsv(data))}
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>

      {analytics.isError && behind ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-100"
        >
          <span>
            Could not load {formatRange(range.from, range.to)}: {describeError(analytics.error, 'Please try again.')}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void analytics.refetch()} disabled={analytics.isFetching}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}

      {data ? (
        <>
          <AnalyticsBody data={data} />
          <RatingsSection from={data.range.from} to={data.range.to} />
        </>
      ) : analytics.isError ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <PanelError
            title="Could not load analytics"
            message={describeError(analytics.error, 'Please try again.')}
            retrying={analytics.isFetching}
            onRetry={() => void analytics.refetch()}
          />
        </div>
      ) : (
        <AnalyticsLoading />
      )}
    </div>
  );
}
