import type { LucideIcon } from 'lucide-react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const CARD = 'rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5';

/**
 * A panel (or, as `card`, a list standing on its own) that could not load: why, and Retry. The card is larger: it
 * stands where a whole list would.
 */
export function PanelError({
  title,
  message,
  retrying,
  onRetry,
  className,
  card = false,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
  card?: boolean;
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-3 px-6 text-center', card ? cn(CARD, 'py-12') : 'py-10', className)}
    >
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100',
          card ? 'h-12 w-12' : 'h-11 w-11',
        )}
      >
        <AlertTriangle className={card ? 'h-6 w-6' : 'h-5 w-5'} aria-hidden="true" />
      </span>
      <div>
        <p className={cn('font-bold text-ink', card ? 'text-base' : 'text-sm')}>{title}</p>
        <p className="mt-1 text-sm text-slate-500">{message}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCcw className={cn('h-4 w-4', retrying && 'animate-spin')} aria-hidden="true" />
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}

/** Nothing to show, said plainly (as `card`, a list standing on its own). */
export function PanelEmpty({
  icon: Icon,
  title,
  children,
  className,
  card = false,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
  card?: boolean;
}) {
  return (
    <div className={cn('flex flex-col items-center px-6 text-center', card ? cn(CARD, 'gap-3 py-14') : 'gap-2 py-10', className)}>
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-2xl bg-slate-100 text-slate-500',
          card ? 'h-12 w-12' : 'h-11 w-11',
        )}
      >
        <Icon className={card ? 'h-6 w-6' : 'h-5 w-5'} aria-hidden="true" />
      </span>
      <div>
        <p className={cn('font-bold text-ink', card ? 'text-base' : 'text-sm')}>{title}</p>
        {children ? (
          <p className={cn('mx-auto mt-1 text-sm text-slate-500', card ? 'max-w-md' : 'max-w-sm')}>{children}</p>
        ) : null}
      </div>
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
    <section aria-labelledby={titleId} className={cn(CARD, className)}>
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
