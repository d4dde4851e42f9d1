import { ChevronRight, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The home screen's prominent Quick Pickup button (customer-app.md §2): a rider now, the items counted at the door.
 * Named by all it shows, the title then the hint (WCAG 2.5.3, label in name).
 */
export function QuickPickupButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('home', { keyPrefix: 'quickPickup' });
  return (
    <button
      type="button"
      onClick={onClick}
      className="group flex w-full items-center gap-4 rounded-3xl bg-amber-50 px-5 py-4 text-left ring-1 ring-amber-200 transition-colors hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-500 focus-visible:outline-none"
    >
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-amber-400 text-amber-950 shadow-soft">
        <Zap className="h-6 w-6 fill-current" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-extrabold tracking-tight text-ink">{t('title')}</span>{' '}
        <span className="block text-sm text-slate-600">{t('buttonHint')}</span>
      </span>
      <ChevronRight
        className="h-5 w-5 shrink-0 text-amber-700 transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </button>
  );
}
