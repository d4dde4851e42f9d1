import { lazy, Suspense } from 'react';
import { AppSplash } from '@/app/route-states';
import { CustomerInstallable } from '@/components/pwa/customer-installable';
import { useSession } from '@/features/auth/api/get-session';
import { usePreferenceLanguage } from '@/features/preferences/hooks/use-preference-language';
import { usePreferenceTheme } from '@/features/preferences/hooks/use-preference-theme';
import { CustomerLiveEvents } from './customer-live-events';
import { CustomerVerifications } from './customer-verifications';
import { HomePage } from './home-page';
import { useCustomerView } from './use-customer-view';

// Screens other than home load on first use, so the home page stays light.
const CheckoutPage = lazy(async () => ({ default: (await import('./checkout-page')).CheckoutPage }));
const BookingsPage = lazy(async () => ({ default: (await import('./bookings-page')).BookingsPage }));
const BookingConfirmedPage = lazy(async () => ({ default: (await import('./booking-confirmed-page')).BookingConfirmedPage }));

/** The customer app: home, checkout, my bookings and booking confirmed, switched by `?view=`. */
export function CustomerApp() {
  const { view } = useCustomerView();
  const session = useSession();
  // The customer's dark mode and colour scheme; undefined while the session is not known yet.
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  usePreferenceTheme(signedIn);
  usePreferenceLanguage(signedIn);
  return (
    <CustomerLiveEvents>
      <CustomerInstallable />
      <CustomerVerifications>
        {view === 'home' ? (
          <HomePage />
        ) : (
          <Suspense fallback={<AppSplash />}>
            {view === 'checkout' ? <CheckoutPage /> : view === 'bookings' ? <BookingsPage /> : <BookingConfirmedPage />}
          </Suspense>
        )}
      </CustomerVerifications>
    </CustomerLiveEvents>
  );
}
