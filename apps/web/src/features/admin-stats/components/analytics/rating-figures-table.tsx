import type { RatingFigure } from '@washday/core';
import { Star } from 'lucide-react';
import { PanelEmpty } from '@/components/panel-states';
import { cn } from '@/lib/cn';
import { formatCount } from '../../utils/stats-format';

const tone = (average: number) => (average >= 4 ? 'text-emerald-700' : average >= 3 ? 'text-amber-700' : 'text-rose-700');

/** Average stars and how many ratings, per rider, vendor or service; the lowest first. */
export function RatingFiguresTable({ figures, label }: { figures: RatingFigure[]; label: string }) {
  if (figures.length === 0) return <PanelEmpty icon={Star} title="No ratings in this range" />;
  const sorted = [...figures].sort((a, b) => a.average - b.average || a.name.localeCompare(b.name));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Ratings per {label.toLowerCase()}</caption>
      <thead className="border-b border-slate-100">
        <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 text-left">
            {label}
          </th>
          <th scope="col" className="py-2 text-right">
            Ratings
          </th>
          <th scope="col" className="py-2 text-right">
            Average
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sorted.map((f) => (
          <tr key={`${f.id ?? ''}${f.name}`}>
            <th scope="row" className="py-2.5 pr-3 text-left font-semibold wrap-anywhere text-ink">
              {f.name}
            </th>
            <td className="py-2.5 text-right text-slate-600 tabular-nums">{formatCount(f.ratings)}</td>
            <td className={cn('py-2.5 text-right font-bold tabular-nums', tone(f.average))}>{f.average.toFixed(2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
