import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The card the admin sign-in and password reset forms sit in. */
export function AdminAuthCard({
  titleId,
  title,
  subtitle,
  children,
}: {
  titleId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-slate-900/5">
        <div className="relative overflow-hidden bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-7 text-white">
          <div aria-hidden="true" className="absolute -top-10 -right-10 h-36 w-36 rounded-full bg-white/10" />
          <span className="relative flex h-11 w-11 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 id={titleId} className="relative mt-4 text-2xl font-extrabold tracking-tight">
            {title}
          </h1>
          <p className="relative mt-1 text-sm text-white/85">{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

/** A confirmation under an admin auth form (the server's words). */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
      {children}
    </p>
  );
}
