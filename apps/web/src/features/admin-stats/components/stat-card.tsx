import type { WeekChange } from '@washday/core';
import type { LucideIcon } from 'lucide-react';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { describeChange } from '../utils/stats-format';

export interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon tile. */
  iconTone: string;
  change: WeekChange;
  /** Pending orders: a rise is bad news. */
  upIsGood?: boolean;
  /** What the two weeks held, e.g. '45 placed this week · 40 last week'. */
  detail: string;
}

const TONE = {
  good: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  bad: 'bg-rose-50 text-rose-700 ring-rose-200',
  neutral: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** One Overview card: the figure, and this week against last week with an arrow coloured by whether it is good news. */
export function StatCard({ label, value, icon: Icon, iconTone, change, upIsGood = true, detail }: StatCardProps) {
  const { direction, text } = describeChange(change);
  const tone = direction === 'up' || direction === 'down' ? ((direction === 'up') === upIsGood ? 'good' : 'bad') : 'neutral';
  const Arrow = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : direction === 'flat' ? Minus : null;
  return (
    <article aria-label={label} className="flex flex-col rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-600">{label}</h3>
        <span className={cn('inline-flex h-10 w-10 items-center justify-center rounded-2xl', iconTone)}>
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-xs">
        <span
          className={cn('inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 font-bold tabular-nums ring-1', TONE[tone])}
          data-tone={tone}
          title={direction === 'none' ? 'Nothing last week to compare with' : undefined}
        >
          {Arrow ? <Arrow className="h-3.5 w-3.5" aria-hidden="true" /> : null}
          {text}
          {direction === 'none' ? <span className="sr-only">nothing last week to compare with</span> : null}
        </span>
        <span className="font-medium text-slate-500">vs last week</span>
      </p>
      <p className="mt-1.5 text-xs text-slate-500 tabular-nums">{detail}</p>
    </article>
  );
}
