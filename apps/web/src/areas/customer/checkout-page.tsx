import type { Booking } from '@washday/core';
import { ShoppingBag } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/api/get-session';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { CartLineList } from '@/features/cart/components/cart-line-list';
import { useCart } from '@/features/cart/hooks/use-cart';
import { cartStore } from '@/features/cart/stores/cart-store';
import { resolveCartLines, summarizeCart } from '@/features/cart/utils/cart-lines';
import { useVisibleCatalogue } from '@/features/catalogue/hooks/use-visible-catalogue';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { PendingOrderBanner } from '@/features/checkout/components/pending-order-banner';
import { usePendingOrders } from '@/features/checkout/hooks/use-pending-orders';
import { usePreferences } from '@/features/preferences/api/get-preferences';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CheckoutAddress } from './components/checkout-address';
import { CheckoutHeader } from './components/checkout-header';
import { useCustomerView } from './use-customer-view';

function CheckoutSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-label={t('page.loading')} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-6">
      <div className="space-y-4">
        <Skeleton className="h-48 rounded-3xl" />
        <Skeleton className="h-64 rounded-3xl" />
      </div>
      <Skeleton className="h-72 rounded-3xl" />
    </div>
  );
}

function EmptyCart({ onBrowse }: { onBrowse: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-soft ring-1 ring-slate-900/5">
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <ShoppingBag className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink">{t('page.emptyTitle')}</h2>
      <p className="mt-1 text-sm text-slate-500">{t('page.emptyText')}</p>
      <Button className="mt-6" onClick={onBrowse}>
        {t('page.browse')}
      </Button>
    </div>
  );
}

/** `?view=checkout`: the cart, the schedule, address, contact, coupon and totals, then Place Order. */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  // The spec's tab name (and page-view name) for the customer area: the same in every language.
  useDocumentTitle('Home');
  const { go } = useCustomerView();
  const session = useSession();
  const user = session.data ?? null;
  // Until we know who is here, Place Order must not ask a signed-in customer to sign in.
  const sessionLoading = session.isPending && !session.isPaused && !session.isError;
  const { categories, source } = useVisibleCatalogue();
  const items = useCart();
  const lines = useMemo(() => resolveCartLines(items, categories), [items, categories]);
  const summary = summarizeCart(lines);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const preferences = usePreferences(user !== null);

  const onPlaced = useCallback(
    (booking: Booking) => {
      go('confirmed', { id: booking.id }, { replace: true });
      cartStore.clear();
    },
    [go],
  );
  const pending = usePendingOrders({ userId: user?.id ?? null, onPlaced });
  const waiting = pending.orders[0];

  return (
    <div className="min-h-dvh bg-slate-50">
      <CheckoutHeader
        onBack={() => go('home')}
        subtitle={lines.length > 0 ? t('page.subtitle', { count: summary.count }) : undefined}
      />
      <main className="mx-auto w-full max-w-6xl px-4 pt-4 pb-36 md:px-6 md:pt-8 md:pb-16">
        {waiting ? (
          <PendingOrderBanner
            className="mb-4"
            count={pending.orders.length}
            sending={pending.sending}
            onDiscard={() => pending.discard(waiting.idempotencyKey)}
          />
        ) : null}
        {source === 'loading' || sessionLoading ? (
          <CheckoutSkeleton />
        ) : lines.length === 0 ? (
          <EmptyCart onBrowse={() => go('home')} />
        ) : (
          <CheckoutForm
            user={user}
            lines={lines}
            cartSection={<CartLineList lines={lines} />}
            addressId={addressId}
            addressPicker={
              <CheckoutAddress
                signedIn={user !== null}
                addressId={addressId}
                onChange={setAddressId}
                receiver={user ? { name: user.name, phone: user.phone } : undefined}
                onSignIn={() => setSignInOpen(true)}
                onExploreServices={() => go('home')}
              />
            }
            hasPendingOrder={pending.orders.length > 0}
            onSignInRequired={() => setSignInOpen(true)}
            onPlaced={onPlaced}
            preferredPickupSlot={preferences.data?.scheduling.preferredTimeSlot ?? null}
          />
        )}
      </main>
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
