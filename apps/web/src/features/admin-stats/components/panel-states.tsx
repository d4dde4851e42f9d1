import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A panel that could not load: why, and Retry. */
export function PanelError({
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
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-6 py-10 text-center', className)}>
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <AlertTriangle className="h-5 w-5" aria-hidden="true" />
      </span>
      <div>
        <p className="text-sm font-bold text-ink">{title}</p>
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
export function PanelEmpty({
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
    <div className={cn('flex flex-col items-center gap-2 px-6 py-10 text-center', className)}>
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <p className="text-sm font-bold text-ink">{title}</p>
      {children ? <p className="mx-auto max-w-sm text-sm text-slate-500">{children}</p> : null}
    </div>
  );
}

/** A white card with a title row: the frame of every Overview and Analytics section. */
export function Panel({
  title,
  description,
  actions,
  children,
  className,
  titleId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  titleId?: string;
}) {
  return (
    <section aria-labelledby={titleId} className={cn('rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="min-w-0">
          <h3 id={titleId} className="text-[15px] font-bold text-ink">
            {title}
          </h3>
          {description ? <p className="mt-0.5 text-xs text-slate-500">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="p-5">{children}</div>
    </section>
  );
}
