import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Shirt } from 'lucide-react';
import type { AnalyticsAnswer } from '../../api/get-admin-analytics';
import { formatCount, formatMoney, formatMoneyShort } from '../../utils/stats-format';
import { PanelEmpty } from '@/components/panel-states';
import { AXIS_TICK, CHART, chartStart } from './chart-theme';

type Service = AnalyticsAnswer['top_services']['by_quantity'][number];

const ROW = 34;

function ServiceTooltip({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: Service }> }) {
  const service = payload?.[0]?.payload;
  if (!active || !service) return null;
  return (
    <div className="rounded-xl bg-white px-3 py-2 text-xs shadow-lift ring-1 ring-slate-900/10">
      <p className="font-semibold text-ink">{service.name}</p>
      <p className="mt-1 text-slate-600 tabular-nums">
        {formatCount(service.quantity)} {service.unit} · {formatMoney(service.revenue)} · {formatCount(service.orders)} orders
      </p>
    </div>
  );
}

/** The top services as horizontal bars, by quantity or by line revenue. */
export function TopServicesChart({ services, by }: { services: Service[]; by: 'quantity' | 'revenue' }) {
  if (services.length === 0) return <PanelEmpty icon={Shirt} title="No services booked in this range" />;
  const height = services.length * ROW + 16;
  const label = (value: unknown) => (by === 'quantity' ? formatCount(Number(value)) : formatMoneyShort(Number(value)));
  return (
    <div style={{ height }} role="img" aria-label={`Top services by ${by}`}>
      <ResponsiveContainer width="100%" height={height} initialDimension={chartStart(height)}>
        <BarChart data={services} layout="vertical" margin={{ top: 0, right: 48, bottom: 0, left: 0 }} barCategoryGap={8}>
          <CartesianGrid horizontal={false} stroke={CHART.grid} />
          <XAxis type="number" dataKey={by} hide />
          <YAxis type="category" dataKey="name" width={150} tick={AXIS_TICK} tickLine={false} axisLine={false} interval={0} />
          <Tooltip content={<ServiceTooltip />} cursor={{ fill: '#f8fafc' }} />
          <Bar dataKey={by} fill={by === 'quantity' ? CHART.quantity : CHART.money} radius={[0, 6, 6, 0]} maxBarSize={22}>
            <LabelList
              dataKey={by}
              position="right"
              formatter={label}
              style={{ fill: '#334155', fontSize: 12, fontWeight: 600 }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
