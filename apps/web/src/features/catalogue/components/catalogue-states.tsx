import { CloudOff, MessageCircle, RefreshCw, SearchX, Sparkles } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSupportContact, whatsAppLink } from '@/lib/support-contact';
import { cn } from '@/lib/cn';

export function NoMatchingServices({ query, onClear }: { query: string; onClear: () => void }) {
  const trimmed = query.trim();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-100">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-slate-400 shadow-soft">
        <SearchX className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">
        {trimmed ? `No services match “${trimmed}”` : 'No services in this category yet'}
      </h2>
      <p className="mt-1 max-w-sm text-sm text-slate-500">
        {trimmed ? 'Try another word, like shirt, saree or iron, or browse all categories.' : 'Pick another category to see what we clean.'}
      </p>
      <Button variant="secondary" size="sm" className="mt-5" onClick={onClear}>
        {trimmed ? 'Clear search' : 'Show all services'}
      </Button>
    </div>
  );
}

/** Shown when the catalogue loads but has no services yet (spec: a welcome block instead of an empty grid). */
export function CatalogueWelcome() {
  const { whatsapp } = useSupportContact();
  return (
    <div className="flex flex-col items-center rounded-3xl bg-gradient-to-br from-brand-50 to-emerald-50 px-6 py-14 text-center ring-1 ring-brand-100">
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-soft">
        <Sparkles className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink">Welcome to Washday</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        We are setting up our service list for your area.{' '}
        {whatsapp ? 'Message us and we will arrange your pickup.' : 'Please check back soon.'}
      </p>
      {whatsapp ? (
        <a
          href={whatsAppLink(whatsapp, 'Hi Washday, I would like to book a pickup.')}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonClasses(), 'mt-5')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Get started on WhatsApp
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
  return (
    <div role="status" className="flex items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200/70">
      <CloudOff className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {offline ? "You're offline. " : "We couldn't load the latest services. "}
        <span className="text-amber-800/80">Showing our standard price list.</span>
      </p>
      {offline ? null : (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying} className="shrink-0 ring-amber-200">
          <RefreshCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </div>
  );
}
