import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsAnswer } from '../../api/get-admin-analytics';
import { formatCount, formatDay, formatLongDay, formatMoney, formatMoneyShort } from '../../utils/stats-format';
import { AXIS_TICK, CHART, chartStart } from './chart-theme';

const HEIGHT = 300;

type Day = AnalyticsAnswer['daily'][number];

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
          {formatMoney(day.revenue)}
        </span>{' '}
        from {formatCount(day.completed)} completed
      </p>
    </div>
  );
}

/** Bookings placed per day as bars, revenue of the orders completed that day as a line on its own axis. */
export function BookingsRevenueChart({ daily }: { daily: AnalyticsAnswer['daily'] }) {
  // About a dozen labels whatever the range.
  const every = Math.max(1, Math.ceil(daily.length / 12));
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
            interval={every - 1}
            minTickGap={8}
          />
          <YAxis yAxisId="bookings" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} />
          <YAxis
            yAxisId="revenue"
            orientation="right"
            tickFormatter={formatMoneyShort}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={56}
          />
          <Tooltip content={<DayTooltip />} cursor={{ fill: '#f1f5f9' }} />
          <Legend verticalAlign="top" align="right" height={28} iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="bookings"
            dataKey="bookings"
            name="Bookings placed"
            fill={CHART.bookings}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
          />
          <Line
            yAxisId="revenue"
            dataKey="revenue"
            name="Revenue (₹, completed)"
            type="linear"
            stroke={CHART.revenue}
            strokeWidth={2.5}
            dot={daily.length <= 31 ? { r: 2.5 } : false}
            activeDot={{ r: 5 }}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
