import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';

/** Frame of the staff-facing areas (admin, rider). */
export function PortalShell({ portal, children }: { portal: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200/70 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 md:px-6">
          {/* Named by what it shows, 'Washday Rider Portal' (WCAG 2.5.3, label in name). */}
          <Link to="/" className="rounded-xl">
            <Logo tagline={portal} />
          </Link>
          <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 hover:text-brand-700">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t('portal.customerSite')}</span>
            <span className="sm:hidden">{t('portal.home')}</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-8 md:px-6 md:py-14">{children}</main>
    </div>
  );
}
