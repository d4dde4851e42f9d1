import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DetailCardProps {
  title: string;
  icon: ReactNode;
  /** Beside the title: a button or a badge. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the order page: a titled region, so a screen reader can jump between them. */
export function DetailCard({ title, icon, action, className, children }: DetailCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 sm:p-5', className)}
    >
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2.5 text-[17px] font-bold text-ink">
          <span
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600"
            aria-hidden="true"
          >
            {icon}
          </span>
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3.5">{children}</div>
    </section>
  );
}

/** A label and its value, in the cards' two-line style. */
export function DetailRow({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-[15px] font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}
