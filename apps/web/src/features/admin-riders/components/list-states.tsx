import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A list that could not load, with the reason and Retry. */
export function ListError({
  title,
  message,
  retrying,
  onRetry,
  className,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-slate-900/5',
        className,
      )}
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <AlertTriangle className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-base font-bold text-ink">{title}</p>
        <p className="mt-1 text-sm text-slate-500">{message}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCcw className={cn('h-4 w-4', retrying && 'animate-spin')} aria-hidden="true" />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}

/** Nothing to show, said plainly. */
export function ListEmpty({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-14 text-center shadow-soft ring-1 ring-slate-900/5',
        className,
      )}
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div>
        <p className="text-base font-bold text-ink">{title}</p>
        {children ? <p className="mx-auto mt-1 max-w-md text-sm text-slate-500">{children}</p> : null}
      </div>
    </div>
  );
}
