import { MapPin, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { ConnectionBadge } from '@/components/connection-badge';
import { Logo } from '@/components/logo';

/** Spec default until live rider availability exists. */
export const DEFAULT_PICKUP_ESTIMATE_MINUTES = 45;

export function HomeHeader() {
  return (
    <header className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pt-4 pb-2 md:flex-row md:items-center md:justify-between md:px-6 md:pt-6">
      <div className="flex items-center justify-between gap-3">
        <Link to="/" aria-label="Washday home" className="rounded-xl">
          <Logo />
        </Link>
        <div className="md:hidden">
          <ConnectionBadge />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="hidden md:inline-flex">
          <ConnectionBadge />
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1.5 font-semibold text-ink">
          <MapPin className="h-4 w-4 text-brand-600" aria-hidden="true" />
          Gurugram
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 font-semibold text-brand-800 ring-1 ring-brand-100">
          <Zap className="h-4 w-4 fill-brand-500 text-brand-500" aria-hidden="true" />
          Pick-up in {DEFAULT_PICKUP_ESTIMATE_MINUTES} min
        </span>
      </div>
    </header>
  );
}
