import { filterServices, type Booking } from '@washday/core';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsAppHelpButton } from '@/components/whatsapp-help-button';
import { useSession } from '@/features/auth/api/get-session';
import { CartBar } from '@/features/cart/components/cart-bar';
import { CartStepper } from '@/features/cart/components/cart-stepper';
import { useCart } from '@/features/cart/hooks/use-cart';
import { cartStore } from '@/features/cart/stores/cart-store';
import { resolveCartLines, summarizeCart } from '@/features/cart/utils/cart-lines';
import { CatalogueSearch } from '@/features/catalogue/components/catalogue-search';
import { CatalogueFallbackNotice, CatalogueWelcome, NoMatchingServices } from '@/features/catalogue/components/catalogue-states';
import { ALL_CATEGORIES, CategoryChips } from '@/features/catalogue/components/category-chips';
import { ServiceGrid, ServiceGridSkeleton } from '@/features/catalogue/components/service-grid';
import { useVisibleCatalogue } from '@/features/catalogue/hooks/use-visible-catalogue';
import { countServices } from '@/features/catalogue/utils/catalogue';
import { usePendingOrders } from '@/features/checkout/hooks/use-pending-orders';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLayoutMode } from '@/hooks/use-layout-mode';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { PendingChangesNotice } from './customer-verifications';
import { HomeHeader } from './components/home-header';
import { HomeHero } from './components/home-hero';
import { QuickPickupEntry } from './components/quick-pickup-entry';
import { useCustomerView } from './use-customer-view';

// Shown only while an order kept offline waits to be sent: its code and words (the checkout's) load then.
const PendingOrderBanner = lazy(async () => ({
  default: (await import('@/features/checkout/components/pending-order-banner')).PendingOrderBanner,
}));

export function HomePage() {
  const { t } = useTranslation('home');
  // The spec tracks page views by this title (customer-app.md §1), so it stays 'Home' in every language.
  useDocumentTitle('Home');
  const online = useOnlineStatus();
  const layout = useLayoutMode();
  const { go } = useCustomerView();
  const session = useSession();
  const { catalogue, source, categories } = useVisibleCatalogue();
  const [selectedCategory, setSelectedCategory] = useState<string>(ALL_CATEGORIES);
  const [query, setQuery] = useState('');
  // Keeps typing smooth on slow phones while the grid re-renders.
  const deferredQuery = useDeferredValue(query);

  // The cart as this catalogue knows it: services no longer offered are not counted.
  const cartItems = useCart();
  const cart = useMemo(() => summarizeCart(resolveCartLines(cartItems, categories)), [cartItems, categories]);

  // An order kept on the device while offline is sent from here too (app start, back online).
  const onPlaced = useCallback(
    (booking: Booking) => {
      go('confirmed', { id: booking.id });
      cartStore.clear();
    },
    [go],
  );
  const pending = usePendingOrders({ userId: session.data?.id ?? null, onPlaced });

  // A category can vanish when live data replaces the fallback; then show everything.
  const categoryId = categories.some((category) => category.id === selectedCategory) ? selectedCategory : ALL_CATEGORIES;
  const services = useMemo(
    () => filterServices(categories, { categoryId, query: deferredQuery }),
    [categories, categoryId, deferredQuery],
  );
  const hasServices = countServices(categories) > 0;

  return (
    <div className="min-h-dvh bg-white">
      <HomeHeader />
      <main className="mx-auto w-full max-w-6xl px-4 pb-28 md:px-6">
        <PendingChangesNotice className="mt-2" />
        {pending.orders.length > 0 ? (
          <Suspense fallback={null}>
            <PendingOrderBanner className="mt-2" count={pending.orders.length} sending={pending.sending} />
          </Suspense>
        ) : null}
        <div className="space-y-3 pt-2 pb-4 md:space-y-4 md:pt-4 md:pb-6">
          <HomeHero />
          <QuickPickupEntry />
        </div>

        {source === 'loading' || hasServices ? (
          <div className="sticky top-0 z-20 -mx-4 space-y-3 border-b border-slate-100 bg-white/95 px-4 pt-3 pb-3 backdrop-blur-md md:-mx-6 md:px-6">
            <CatalogueSearch value={query} onChange={setQuery} />
            {source === 'loading' ? (
              <div className="flex gap-2 overflow-hidden" aria-hidden="true">
                {[64, 96, 72, 132, 140].map((width) => (
                  <div key={width} className="h-10 shrink-0 animate-pulse rounded-full bg-slate-100" style={{ width }} />
                ))}
              </div>
            ) : (
              <CategoryChips categories={categories} selectedId={categoryId} onSelect={setSelectedCategory} />
            )}
          </div>
        ) : null}

        <div className="space-y-4 pt-5">
          {source === 'fallback' ? (
            <CatalogueFallbackNotice
              offline={!online || catalogue.isPaused}
              retrying={catalogue.isFetching}
              onRetry={() => void catalogue.refetch()}
            />
          ) : null}

          {source === 'loading' ? (
            <ServiceGridSkeleton />
          ) : !hasServices ? (
            <CatalogueWelcome />
          ) : services.length === 0 ? (
            <NoMatchingServices
              query={deferredQuery}
              onClear={() => {
                if (query.trim()) setQuery('');
                else setSelectedCategory(ALL_CATEGORIES);
              }}
            />
          ) : (
            <ServiceGrid
              categories={categories}
              services={services}
              layout={layout}
              renderAction={(service) => <CartStepper service={service} />}
            />
          )}
        </div>
      </main>
      <footer className="border-t border-slate-100 bg-slate-50/60">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 pt-6 pb-24 text-xs text-slate-500 md:flex-row md:justify-between md:px-6 md:pb-6">
          <p>
            <span className="font-semibold text-slate-700">Washday</span> · {t('footer.tagline')}
          </p>
          <p>{t('footer.prices')}</p>
        </div>
      </footer>
      <WhatsAppHelpButton />
      <CartBar count={cart.count} subtotal={cart.subtotal} layout={layout} onCheckout={() => go('checkout')} />
    </div>
  );
}
