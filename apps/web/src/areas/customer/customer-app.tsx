import type { CatalogueCategory } from '@washday/core';
import { lazy, Suspense } from 'react';
import { AppSplash } from '@/app/route-states';
import { useSession } from '@/features/auth/api/get-session';
import { useCatalogue } from '@/features/catalogue/api/get-catalogue';
import { usePreferenceLanguage } from '@/features/preferences/hooks/use-preference-language';
import { usePreferenceTheme } from '@/features/preferences/hooks/use-preference-theme';
import { CatalogueOnHand } from '@/hooks/use-catalogue-text';
import { loadCustomerStrings } from '@/lib/i18n';
import { CustomerLiveEvents } from './customer-live-events';
import { CustomerVerifications } from './customer-verifications';
import { HomePage } from './home-page';
import { useCustomerView } from './use-customer-view';

// Installing and the service worker wait for the first screen: their code is not on the customer's first load.
const CustomerInstallable = lazy(async () => ({
  default: (await import('@/components/pwa/customer-installable')).CustomerInstallable,
}));

// Screens other than home load on first use, so the home page stays light; their strings come at the same time.
const withStrings = async <T,>(screen: Promise<T>) => (await Promise.all([screen, loadCustomerStrings()]))[0];
const CheckoutPage = lazy(async () => ({ default: (await withStrings(import('./checkout-page'))).CheckoutPage }));
const BookingsPage = lazy(async () => ({ default: (await withStrings(import('./bookings-page'))).BookingsPage }));
const PlansScreen = lazy(async () => ({ default: (await withStrings(import('./plans-screen'))).PlansScreen }));
const RecurringPage = lazy(async () => ({ default: (await withStrings(import('./recurring-page'))).RecurringPage }));
const BookingConfirmedPage = lazy(async () => ({
  default: (await withStrings(import('./booking-confirmed-page'))).BookingConfirmedPage,
}));

const NO_CATALOGUE: readonly CatalogueCategory[] = [];

/** The customer app: home, checkout, my bookings and booking confirmed, switched by `?view=`. */
export function CustomerApp() {
  const { view } = useCustomerView();
  const session = useSession();
  // The customer's dark mode and colour scheme; undefined while the session is not known yet.
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  usePreferenceTheme(signedIn);
  usePreferenceLanguage(signedIn);
  // Every view but the confirmation reads the catalogue anyway (one cached answer); with it, booked lines are named in
  // the interface language on each of them (hooks/use-catalogue-text.ts).
  const catalogue = useCatalogue();
  return (
    <CatalogueOnHand value={catalogue.data?.categories ?? NO_CATALOGUE}>
      <CustomerLiveEvents>
        <Suspense fallback={null}>
          <CustomerInstallable />
        </Suspense>
        <CustomerVerifications>
          {view === 'home' ? (
            <HomePage />
          ) : (
            <Suspense fallback={<AppSplash />}>
              {view === 'checkout' ? (
                <CheckoutPage />
              ) : view === 'bookings' ? (
                <BookingsPage />
              ) : view === 'plans' ? (
                <PlansScreen />
              ) : view === 'recurring' ? (
                <RecurringPage />
              ) : (
                <BookingConfirmedPage />
              )}
            </Suspense>
          )}
        </CustomerVerifications>
      </CustomerLiveEvents>
    </CatalogueOnHand>
  );
}
