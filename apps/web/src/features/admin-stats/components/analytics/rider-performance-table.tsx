import { formatIndianMobile } from '@washday/core';
import { Bike } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { AnalyticsAnswer } from '../../api/get-admin-analytics';
import { formatCount, formatPercent } from '../../utils/stats-format';
import { PanelEmpty } from '@/components/panel-states';

const shareTone = (share: number | null) =>
  share === null ? 'bg-slate-300' : share >= 90 ? 'bg-emerald-500' : share >= 75 ? 'bg-amber-500' : 'bg-rose-500';

/** Trips each rider completed in the range, and how many were in the promised slot. */
export function RiderPerformanceTable({ riders }: { riders: AnalyticsAnswer['riders'] }) {
  if (riders.length === 0) return <PanelEmpty icon={Bike} title="No trips completed in this range" />;
  const head = 'px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
  const num = 'px-3 py-3 text-right tabular-nums';
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">Rider performance</caption>
        <thead className="border-b border-slate-100 bg-slate-50/70">
          <tr>
            <th scope="col" className={cn(head, 'pl-5')}>
              Rider
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Trips
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Pickups
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Deliveries
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              On time
            </th>
            <th scope="col" className={cn(head, 'pr-5')}>
              On-time share
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {riders.map((r) => (
            <tr key={r.rider_id} className="hover:bg-slate-50/60">
              <th scope="row" className="py-3 pr-3 pl-5 text-left font-normal">
                <span className="block font-semibold wrap-anywhere text-ink">{r.name}</span>
                <span className="block text-xs text-slate-500 tabular-nums">{formatIndianMobile(r.phone)}</span>
              </th>
              <td className={cn(num, 'font-semibold text-ink')}>{formatCount(r.trips)}</td>
              <td className={num}>{formatCount(r.pickups)}</td>
              <td className={num}>{formatCount(r.deliveries)}</td>
              <td className={num}>{formatCount(r.on_time)}</td>
              <td className="py-3 pr-5 pl-3">
                <div className="flex items-center gap-2">
                  <div className="h-2 w-24 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    <div
                      className={cn('h-full rounded-full', shareTone(r.on_time_share))}
                      style={{ width: `${r.on_time_share ?? 0}%` }}
                    />
                  </div>
                  <span className="font-semibold text-ink tabular-nums">{formatPercent(r.on_time_share)}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
