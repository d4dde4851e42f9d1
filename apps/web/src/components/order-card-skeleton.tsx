import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * Grey bars in the shape of an order card (the customer's booking, the rider's job): its title lines and status pill,
 * three icon rows, and the card's own buttons below.
 */
export function OrderCardSkeleton({
  className,
  titleBars,
  pillClassName,
  iconClassName,
  footer,
}: {
  /** The card's frame: its corners and padding. */
  className: string;
  /** The title lines' classes, top to bottom. */
  titleBars: readonly string[];
  pillClassName: string;
  iconClassName: string;
  footer: ReactNode;
}) {
  return (
    <div className={cn('bg-white shadow-soft ring-1 ring-slate-900/5', className)} aria-hidden="true">
      <div className="flex items-start justify-between">
        <div className="space-y-2">
          {titleBars.map((bar, index) => (
            <Skeleton key={index} className={bar} />
          ))}
        </div>
        <Skeleton className={cn('h-7 rounded-full', pillClassName)} />
      </div>
      <div className="mt-5 space-y-4">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className={cn('rounded-xl', iconClassName)} />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          </div>
        ))}
      </div>
      {footer}
    </div>
  );
}
