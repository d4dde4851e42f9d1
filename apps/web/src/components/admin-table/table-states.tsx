import { RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

// The states every operations table shows: loading, failed (with Retry) and empty; TablePanel picks one.

/** Rows of grey bars in a table's shape while the first page loads. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-slate-100">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-6 px-5 py-4">
          <Skeleton className="h-10 w-56" />
          <Skeleton className="h-6 flex-1" />
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-6 w-16" />
          <Skeleton className="h-9 w-40" />
        </div>
      ))}
    </div>
  );
}

/** A list that could not load: what went wrong (under a title, if given) and a Retry. */
export function ListError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <TriangleAlert className="h-5 w-5" aria-hidden="true" />
      </span>
      {title ? (
        <div>
          <p className="text-base font-bold text-ink">{title}</p>
          <p className="mt-1 max-w-md text-sm text-slate-500">{message}</p>
        </div>
      ) : (
        <p className="max-w-md text-sm font-medium text-slate-700">{message}</p>
      )}
      <Button size="sm" variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCcw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}

/** Nothing to show, why, and what to do about it. */
export function ListEmpty({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{icon}</span>
      <p className="mt-1 text-base font-bold text-ink">{title}</p>
      <p className="max-w-md text-sm text-slate-500">{children}</p>
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
