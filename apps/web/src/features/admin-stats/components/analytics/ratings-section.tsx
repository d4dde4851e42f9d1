import { Skeleton } from '@/components/ui/skeleton';
import { Panel, PanelError } from '@/components/panel-states';
import { describeError } from '@/lib/request-errors';
import { useAdminRatings } from '../../api/get-admin-ratings';
import { formatCount, formatMoney } from '../../utils/stats-format';
import { LowestRatings } from './lowest-ratings';
import { RatingFiguresTable } from './rating-figures-table';
import { RatingsTrendChart } from './ratings-trend-chart';

const stars = (average: number | null) => (average === null ? '—' : `${average.toFixed(2)} ★`);

/** Ratings on Analytics (decision 0041): per week, per rider, vendor and service, the lowest-rated orders first. */
export function RatingsSection({ from, to }: { from: string; to: string }) {
  const ratings = useAdminRatings(from, to);
  const data = ratings.data;
  if (!data)
    return ratings.isError ? (
      <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <PanelError
          title="Could not load ratings"
          message={describeError(ratings.error, 'Please try again.')}
          retrying={ratings.isFetching}
          onRetry={() => void ratings.refetch()}
        />
      </div>
    ) : (
      <Skeleton className="h-64 rounded-3xl" />
    );
  const tiles = [
    { label: 'Ratings', value: formatCount(data.totals.ratings) },
    { label: 'Order average', value: stars(data.totals.order_average) },
    { label: 'Rider average', value: stars(data.totals.rider_average) },
    { label: 'Open follow-ups', value: formatCount(data.totals.open_follow_ups) },
    { label: 'Tips to riders', value: formatMoney(data.totals.tips) },
  ];
  return (
    <section aria-labelledby="ratings-heading" className="space-y-6" data-testid="ratings-section">
      <h2 id="ratings-heading" className="text-xl font-bold text-ink">
        Ratings and tips
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5">
            <dt className="text-sm font-medium text-slate-500">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold text-ink tabular-nums">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <Panel title="Average rating per week" description="Stars given that week (Monday to Sunday, India time)">
        <RatingsTrendChart weekly={data.weekly} />
      </Panel>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <Panel title="Per rider" description="The rider's stars, from the orders they delivered">
          <RatingFiguresTable figures={data.by_rider} label="Rider" />
        </Panel>
        <Panel title="Per vendor" description="The order's stars, by the laundry that cleaned it">
          <RatingFiguresTable figures={data.by_vendor} label="Vendor" />
        </Panel>
        <Panel title="Per service" description="The order's stars, by each service on it">
          <RatingFiguresTable figures={data.by_service} label="Service" />
        </Panel>
      </div>
      <Panel title="Lowest-rated orders" description="Lowest first; 2 stars or fewer opens a follow-up for operations">
        <LowestRatings ratings={data.lowest} />
      </Panel>
    </section>
  );
}
