import type { LucideIcon } from 'lucide-react';
import { AlarmClock, CheckCircle2, ClipboardList, IndianRupee, Receipt, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { AnalyticsAnswer } from '../../api/get-admin-analytics';
import { formatCount, formatHours, formatMoney, formatPercent } from '../../utils/stats-format';

function Tile({
  label,
  value,
  icon: Icon,
  tone,
  children,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5">
      <dt className="flex items-center gap-2 text-xs font-semibold text-slate-500">
        <span className={cn('inline-flex h-7 w-7 items-center justify-center rounded-xl', tone)}>
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</dd>
      {children ? <dd className="mt-1 text-xs text-slate-500 tabular-nums">{children}</dd> : null}
    </div>
  );
}

/** The range's totals, and the turnaround and late-delivery figures, above the charts. */
export function AnalyticsTiles({ data }: { data: AnalyticsAnswer }) {
  const { totals, turnaround } = data;
  const slower =
    turnaround.average_hours !== null &&
    turnaround.promised_hours !== null &&
    turnaround.average_hours > turnaround.promised_hours;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <Tile label="Bookings placed" value={formatCount(totals.bookings)} icon={ClipboardList} tone="bg-brand-50 text-brand-700">
        {formatCount(totals.cancelled)} cancelled
      </Tile>
      <Tile
        label="Orders completed"
        value={formatCount(totals.completed)}
        icon={CheckCircle2}
        tone="bg-emerald-50 text-emerald-700"
      >
        By delivery date
      </Tile>
      {/* Collected revenue is the money in, refunds out (the Payments tab's net); booked revenue beside it. */}
      <Tile label="Collected revenue" value={formatMoney(totals.collected)} icon={IndianRupee} tone="bg-amber-50 text-amber-700">
        <span className="font-semibold text-slate-700">Booked {formatMoney(totals.revenue)}</span>
      </Tile>
      <Tile
        label="Average order value"
        value={formatMoney(totals.average_order_value)}
        icon={Receipt}
        tone="bg-sky-50 text-sky-700"
      >
        Booked, per completed order
      </Tile>
      <Tile
        label="Average turnaround"
        value={formatHours(turnaround.average_hours)}
        icon={Timer}
        tone="bg-violet-50 text-violet-700"
      >
        <span className={cn(slower && 'font-semibold text-rose-700')}>{formatHours(turnaround.promised_hours)} promised</span> ·{' '}
        {formatCount(turnaround.delivered)} delivered
      </Tile>
      <Tile
        label="Late deliveries"
        value={formatCount(turnaround.late)}
        icon={AlarmClock}
        tone={turnaround.late > 0 ? 'bg-rose-50 text-rose-700' : 'bg-slate-100 text-slate-600'}
      >
        {formatPercent(turnaround.late_share)} delivered after the slot
      </Tile>
    </dl>
  );
}
