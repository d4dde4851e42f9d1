import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One labelled fact of a card (a <dt>/<dd> pair inside a <dl>) with its icon on the left. */
export function IconDetailRow({
  icon,
  label,
  children,
  iconSize = 'md',
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  iconSize?: 'sm' | 'md';
}) {
  return (
    <div className="flex items-start gap-3">
      <span
        className={cn(
          'mt-0.5 inline-flex shrink-0 items-center justify-center rounded-xl bg-slate-50 text-slate-500 ring-1 ring-slate-100',
          iconSize === 'sm' ? 'h-8 w-8' : 'h-9 w-9',
        )}
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
        <dd className="mt-0.5 text-[15px] leading-snug font-medium text-ink">{children}</dd>
      </div>
    </div>
  );
}
