import { CloudOff, MessageCircle, RefreshCw, SearchX, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSupportContact, whatsAppLink } from '@/lib/support-contact';
import { cn } from '@/lib/cn';

export function NoMatchingServices({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation('home');
  const trimmed = query.trim();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-100">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-slate-500 shadow-soft">
        <SearchX className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">
        {trimmed ? t('catalogue.noMatchTitle', { query: trimmed }) : t('catalogue.emptyCategoryTitle')}
      </h2>
      <p className="mt-1 max-w-sm text-sm text-slate-500">
        {trimmed ? t('catalogue.noMatchBody') : t('catalogue.emptyCategoryBody')}
      </p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onClear}>
        {trimmed ? t('catalogue.clearSearch') : t('catalogue.showAll')}
      </Button>
    </div>
  );
}

/** Shown when the catalogue loads but has no services yet (spec: a welcome block instead of an empty grid). */
export function CatalogueWelcome() {
  const { t } = useTranslation('home');
  const { whatsapp } = useSupportContact();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-gradient-to-br from-brand-50 to-emerald-50 px-6 py-14 text-center ring-1 ring-brand-100">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-soft">
        <Sparkles className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink">{t('catalogue.welcomeTitle')}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {t('catalogue.welcomeBody')} {whatsapp ? t('catalogue.welcomeWhatsApp') : t('catalogue.welcomeLater')}
      </p>
      {whatsapp ? (
        <a
          href={whatsAppLink(whatsapp, t('catalogue.whatsappMessage'))}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses(), 'mt-5')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {t('catalogue.startOnWhatsApp')}
        </a>
      ) : null}
    </div>
  );
}

interface FallbackNoticeProps {
  offline: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** The built-in price list is on screen because the live catalogue could not be loaded. */
export function CatalogueFallbackNotice({ offline, retrying, onRetry }: FallbackNoticeProps) {
  const { t } = useTranslation('home');
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200/70"
    >
      <CloudOff className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {offline ? t('catalogue.offline') : t('catalogue.loadFailed')}{' '}
        <span className="text-amber-800/80">{t('catalogue.standardList')}</span>
      </p>
      {offline ? null : (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying} className="shrink-0 ring-amber-200">
          <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {retrying ? t('catalogue.retrying') : t('catalogue.retry')}
        </Button>
      )}
    </div>
  );
}
