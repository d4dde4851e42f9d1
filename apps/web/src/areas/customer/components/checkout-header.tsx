import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConnectionBadge } from '@/components/connection-badge';
import { LogoMark } from '@/components/logo';

/** The checkout's top bar: back to home, the title and the connection badge. */
export function CheckoutHeader({ onBack, subtitle }: { onBack: () => void; subtitle?: string }) {
  const { t } = useTranslation('checkout');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-2 md:px-6">
        <button
          type="button"
          onClick={onBack}
          aria-label={t('header.back')}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-slate-100"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <LogoMark className="hidden h-8 w-8 md:block" />
        <div className="min-w-0 flex-1 leading-tight">
          <h1 className="text-lg font-extrabold tracking-tight text-ink">{t('header.title')}</h1>
          {subtitle ? <p className="truncate text-xs text-slate-500">{subtitle}</p> : null}
        </div>
        <ConnectionBadge />
      </div>
    </header>
  );
}
