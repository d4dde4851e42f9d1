import { formatRupeesIn } from '@washday/core';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBottomBar } from '@/hooks/use-bottom-bar';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

interface CartBarProps {
  count: number;
  /** Null when the cart cannot be priced as it stands (checkout says why). */
  subtotal: number | null;
  layout: 'mobile' | 'desktop';
  onCheckout: () => void;
}

/**
 * Floats over the page while the cart has items: the item count on phones, count and total on desktop
 * (customer-app.md §2 Home). On phones it leaves the bottom-right corner to the WhatsApp button.
 */
export function CartBar({ count, subtotal, layout, onCheckout }: CartBarProps) {
  const { t } = useTranslation(['home', 'common']);
  const locale = useLocale();
  const barRef = useBottomBar<HTMLDivElement>();
  if (count <= 0) return null;
  const mobile = layout === 'mobile';
  return (
    <div
      ref={barRef}
      role="region"
      aria-label={t('cart.region')}
      className={cn(
        'fixed z-30 transition-[opacity,translate] duration-300 ease-out starting:translate-y-4 starting:opacity-0',
        mobile
          ? 'bottom-[calc(1rem+env(safe-area-inset-bottom))] left-4 right-[5.5rem]'
          : 'bottom-6 left-1/2 w-[min(34rem,calc(100%-16rem))] -translate-x-1/2',
      )}
    >
      <div className="flex h-14 items-center gap-3 rounded-2xl bg-ink py-2 pr-2 pl-3 text-white shadow-lift ring-1 ring-white/10">
        <span className="relative flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
          <ShoppingBag className="h-5 w-5" aria-hidden="true" />
        </span>
        <p className="min-w-0 flex-1 leading-tight">
          <span className="block truncate text-[15px] font-bold" aria-live="polite">
            {t('common:itemCount', { count })}
            {mobile || subtotal === null ? null : (
              <>
                <span aria-hidden="true" className="mx-2 text-white/40">
                  ·
                </span>
                <span className="sr-only">{t('cart.total')} </span>
                {formatRupeesIn(locale, subtotal)}
              </>
            )}
          </span>
          <span className="block truncate text-xs text-white/60">{mobile ? t('cart.freePickup') : t('cart.freeEverything')}</span>
        </p>
        <button
          type="button"
          onClick={onCheckout}
          className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-xl bg-brand-600 px-4 text-sm font-bold text-white transition-colors hover:bg-brand-700 active:bg-brand-800"
        >
          {mobile ? t('cart.viewCart') : t('cart.checkout')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
