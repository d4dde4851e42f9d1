import type { LucideIcon } from 'lucide-react';
import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';

/** Frame shared by the staff-facing areas (admin, rider) until their real shells arrive with sign-in. */
export function PortalShell({ portal, children }: { portal: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200/70 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 md:px-6">
          <Link to="/" aria-label="Washday home" className="rounded-xl">
            <Logo tagline={portal} />
          </Link>
          <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-brand-700">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Customer site</span>
            <span className="sm:hidden">Home</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8 md:px-6 md:py-14">{children}</main>
    </div>
  );
}

export interface PlannedFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

interface ComingSoonProps {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  summary: string;
  /** The honest status line, e.g. "Admin sign-in is coming in the next release." */
  notice: string;
  features: readonly PlannedFeature[];
  footer?: ReactNode;
}

/** A placeholder that says plainly what will live on this route; it shows no sample data. */
export function ComingSoon({ icon: Icon, eyebrow, title, summary, notice, features, footer }: ComingSoonProps) {
  return (
    <section aria-labelledby="coming-soon-title" className="mx-auto w-full max-w-3xl">
      <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <div className="relative bg-gradient-to-br from-brand-600 to-emerald-500 px-6 py-8 text-white md:px-10 md:py-10">
          <div aria-hidden="true" className="absolute -top-12 -right-12 h-40 w-40 rounded-full bg-white/10" />
          <span className="relative flex h-12 w-12 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <p className="relative mt-5 text-xs font-bold tracking-[0.14em] text-white/75 uppercase">{eyebrow}</p>
          <h1 id="coming-soon-title" className="relative mt-1 text-2xl font-extrabold tracking-tight md:text-3xl">
            {title}
          </h1>
          <p className="relative mt-2 max-w-xl text-sm text-white/85 md:text-base">{summary}</p>
        </div>
        <div className="px-6 py-6 md:px-10 md:py-8">
          <p
            role="status"
            className="flex items-start gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-100"
          >
            <Lock className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
            {notice}
          </p>
          <h2 className="mt-7 text-sm font-bold tracking-wide text-slate-500 uppercase">What will be here</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {features.map(({ icon: FeatureIcon, title: featureTitle, description }) => (
              <li key={featureTitle} className="flex gap-3 rounded-2xl p-3 ring-1 ring-slate-100">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-slate-50 text-brand-600 ring-1 ring-slate-100">
                  <FeatureIcon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-ink">{featureTitle}</span>
                  <span className="mt-0.5 block text-[13px] leading-relaxed text-slate-500">{description}</span>
                </span>
              </li>
            ))}
          </ul>
          {footer ? <div className="mt-6 border-t border-slate-100 pt-5">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
