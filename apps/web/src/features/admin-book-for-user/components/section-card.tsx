import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One numbered step of the booking form, in the operations console's card style. */
export function SectionCard({
  step,
  title,
  description,
  action,
  invalid,
  children,
  className,
}: {
  step: number;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  invalid?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const id = `book-for-user-step-${step}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5 transition-shadow',
        invalid && 'ring-2 ring-red-300',
        className,
      )}
    >
      <header className="flex items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
              invalid ? 'bg-red-100 text-red-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            {step}
          </span>
          <div>
            <h3 id={id} className="text-[15px] font-bold text-ink">
              {title}
            </h3>
            {description ? <p className="mt-0.5 text-xs text-slate-500">{description}</p> : null}
          </div>
        </div>
        {action}
      </header>
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

/** A field's message under a section. */
export function SectionError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700 ring-1 ring-red-100"
    >
      {message}
    </p>
  );
}
