import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One labelled fact of a card (a <dt>/<dd> pair inside a <dl>) with its icon on the left. The icon sits inside the
 * <dt>, placed by CSS: a <dl>'s row may hold only its <dt> and <dd> (axe: definition-list).
 */
export function IconDetailRow({
  icon,
  label,
  children,
  iconSize = 'md',
  className,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  iconSize?: 'sm' | 'md';
  /** The row's place in its <dl>'s grid (a column span, say). */
  className?: string;
}) {
  return (
    <div className={cn('relative min-w-0', iconSize === 'sm' ? 'min-h-8.5 pl-11' : 'min-h-9.5 pl-12', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span
          className={cn(
            'absolute top-0.5 left-0 inline-flex items-center justify-center rounded-xl bg-slate-50 text-slate-500 ring-1 ring-slate-100',
            iconSize === 'sm' ? 'h-8 w-8' : 'h-9 w-9',
          )}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-[15px] leading-snug font-medium text-ink">{children}</dd>
    </div>
  );
}
