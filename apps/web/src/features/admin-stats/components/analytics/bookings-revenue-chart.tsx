import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsAnswer } from '../../api/get-admin-analytics';
import { formatCount, formatDay, formatLongDay, formatMoney, formatMoneyShort } from '../../utils/stats-format';
import { zeroAlignedAxes } from '../../utils/zero-aligned-axes';
import { AXIS_TICK, CHART, chartStart } from './chart-theme';

const HEIGHT = 300;

type Day = AnalyticsAnswer['daily'][number];

const VALUE_AXIS = { tick: AXIS_TICK, tickLine: false, axisLine: false } as const;
const MONEY_LINE = { yAxisId: 'revenue', type: 'linear' } as const;

function DayTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: Day }> }) {
  const day = payload?.[0]?.payload;
  if (!active || !day) return null;
  return (
    <div className="rounded-xl bg-white px-3 py-2 text-xs shadow-lift ring-1 ring-slate-900/10">
      <p className="font-semibold text-ink">{formatLongDay(day.date)}</p>
      <p className="mt-1 text-slate-600 tabular-nums">
        <span className="font-semibold" style={{ color: CHART.bookings }}>
          {formatCount(day.bookings)}
        </span>{' '}
        bookings placed
      </p>
      <p className="text-slate-600 tabular-nums">
        <span className="font-semibold" style={{ color: CHART.money }}>
          {formatMoney(day.collected)}
        </span>{' '}
        collected
      </p>
      <p className="text-slate-600 tabular-nums">
        <span className="font-semibold" style={{ color: CHART.booked }}>
          {formatMoney(day.revenue)}
        </span>{' '}
        booked from {formatCount(day.completed)} completed
      </p>
    </div>
  );
}

/**
 * Bookings placed per day as bars; on their own axis, the money collected that day (less refunds) as the main line
 * and the booked revenue of the orders completed that day dashed beside it.
 */
export function BookingsRevenueChart({ daily }: { daily: AnalyticsAnswer['daily'] }) {
  // Below zero (a day that refunded more than it took), the two axes share their zero line.
  const aligned = zeroAlignedAxes(
    daily.map((d) => d.bookings),
    daily.flatMap((d) => [d.collected, d.revenue]),
  );
  return (
    <div className="h-[300px]" role="img" aria-label={`Bookings and revenue per day, ${daily.length} days`}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={chartStart(HEIGHT)}>
        <ComposedChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={CHART.grid} />
          <XAxis
            dataKey="date"
            tickFormatter={formatDay}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: CHART.grid }}
            // As many labels as fit, evenly spaced whatever the width.
            interval="equidistantPreserveStart"
            minTickGap={12}
          />
          <YAxis yAxisId="bookings" allowDecimals={false} width={40} {...VALUE_AXIS} {...aligned?.counts} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tickFormatter={formatMoneyShort}
            width={56}
            {...VALUE_AXIS}
            {...aligned?.money}
          />
          <Tooltip content={<DayTooltip />} cursor={{ fill: '#f1f5f9' }} />
          {/* In the order drawn (not by name): bookings, then collected before booked. */}
          <Legend
            verticalAlign="top"
            align="right"
            height={28}
            iconType="circle"
            iconSize={8}
            itemSorter={null}
            wrapperStyle={{ fontSize: 12 }}
          />
          <Bar
            yAxisId="bookings"
            dataKey="bookings"
            name="Bookings placed"
            fill={CHART.bookings}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
          />
          <Line
            {...MONEY_LINE}
            dataKey="collected"
            name="Collected (₹)"
            stroke={CHART.revenue}
            strokeWidth={2.5}
            dot={daily.length <= 31 ? { r: 2.5 } : false}
            activeDot={{ r: 5 }}
          />
          <Line
            {...MONEY_LINE}
            dataKey="revenue"
            name="Booked (₹)"
            stroke={CHART.booked}
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={false}
            activeDot={{ r: 4 }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
