import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Inbox } from 'lucide-react';
import type { AnalyticsAnswer } from '../../api/get-admin-analytics';
import { formatCount, formatPercent, STATUS_LABEL } from '../../utils/stats-format';
import { PanelEmpty } from '@/components/panel-states';
import { chartStart, STATUS_COLOUR } from './chart-theme';

const SIZE = 200;

/** Bookings placed in the range by their status now: a donut, and the same figures as a list beside it. */
export function StatusChart({ byStatus }: { byStatus: AnalyticsAnswer['by_status'] }) {
  const total = byStatus.reduce((sum, s) => sum + s.count, 0);
  if (total === 0) return <PanelEmpty icon={Inbox} title="No bookings in this range" />;
  const slices = byStatus
    .filter((s) => s.count > 0)
    .map((s) => ({ name: STATUS_LABEL[s.status], value: s.count, fill: STATUS_COLOUR[s.status] }));
  return (
    <div className="flex flex-col items-center gap-5">
      <div className="relative h-[200px] w-[200px] shrink-0" role="img" aria-label="Orders by status">
        <ResponsiveContainer width="100%" height={SIZE} initialDimension={chartStart(SIZE)}>
          <PieChart>
            {/* Drawn at once: a sweeping donut only delays reading it. */}
            <Pie
              data={slices}
              dataKey="value"
              nameKey="name"
              innerRadius={62}
              outerRadius={92}
              paddingAngle={slices.length > 1 ? 2 : 0}
              stroke="none"
              isAnimationActive={false}
            />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
          </PieChart>
        </ResponsiveContainer>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-2xl font-bold text-ink tabular-nums">{formatCount(total)}</span>
          <span className="text-xs text-slate-500">bookings</span>
        </div>
      </div>
      <ul className="w-full space-y-2 text-sm">
        {byStatus.map((s) => (
          <li key={s.status} className="flex items-center gap-2">
            <span
              className="h-2.5 w-2.5 shrink-0 rounded-full"
              style={{ background: STATUS_COLOUR[s.status] }}
              aria-hidden="true"
            />
            <span className="flex-1 text-slate-600">{STATUS_LABEL[s.status]}</span>
            <span className="font-semibold text-ink tabular-nums">{formatCount(s.count)}</span>
            <span className="w-14 text-right text-xs text-slate-500 tabular-nums">
              {formatPercent(Math.round((s.count / total) * 1000) / 10)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
