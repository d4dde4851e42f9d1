import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One card of the checkout: an icon, a title, what was chosen, and its content. */
export function CheckoutSection({
  icon: Icon,
  title,
  aside,
  children,
}: {
  icon: LucideIcon;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 sm:p-5">
      <div className="mb-4 flex items-center gap-2.5">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="h-[18px] w-[18px]" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="min-w-0 flex-1 text-[17px] font-bold tracking-tight text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function SubHeading({ children, trailing }: { children: ReactNode; trailing?: ReactNode }) {
  return (
    <div className="mb-2.5 flex items-baseline justify-between gap-2">
      <h3 className="text-sm font-semibold text-slate-700">{children}</h3>
      {trailing}
    </div>
  );
}

/** What is chosen, beside a section's title. */
export function Chosen({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{children}</span>;
}
