import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminRatingsAnswer } from '../../api/get-admin-ratings';
import { formatDay } from '../../utils/stats-format';
import { AXIS_TICK, CHART, chartStart } from './chart-theme';

const HEIGHT = 260;

/** Average stars per week: the order's (solid) and the rider's (dashed), on a 1–5 axis. */
export function RatingsTrendChart({ weekly }: { weekly: AdminRatingsAnswer['weekly'] }) {
  return (
    <div className="h-[260px]" role="img" aria-label={`Average ratings per week, ${weekly.length} weeks`}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={chartStart(HEIGHT)}>
        <LineChart data={weekly} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke={CHART.grid} />
          <XAxis dataKey="week" tickFormatter={formatDay} tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tick={AXIS_TICK} tickLine={false} axisLine={false} width={28} />
          <Tooltip
            formatter={(value, name) => [typeof value === 'number' ? value.toFixed(2) : '—', name]}
            labelFormatter={(week) => `Week of ${formatDay(String(week))}`}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line name="Order" dataKey="order_average" stroke={CHART.bookings} strokeWidth={2.5} dot={{ r: 3 }} connectNulls />
          <Line
            name="Rider"
            dataKey="rider_average"
            stroke={CHART.booked}
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={{ r: 3 }}
            connectNulls
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
