import { useCallback, useMemo, useState } from 'react';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '@/locales/recurring-strings';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { WhatsAppHelpButton } from '@/components/whatsapp-help-button';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useSession } from '@/features/auth/api/get-session';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { BookingHistory } from '@/features/bookings/components/booking-history';
import type { EditCatalogue } from '@/features/bookings/components/edit-booking-dialog';
import { BookingListSkeleton } from '@/features/bookings/components/booking-list-states';
import { useCatalogue } from '@/features/catalogue/api/get-catalogue';
import { RepeatPickupButton } from '@/features/recurring-pickups/components/repeat-pickup-button';
import { visibleCategories } from '@/features/catalogue/utils/catalogue';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BookingsSessionError } from './components/bookings-session-error';
import { BookingsSignInPrompt } from './components/bookings-sign-in-prompt';
import { PendingChangesNotice } from './customer-verifications';
import { BookingsTopBar } from './components/bookings-top-bar';
import { useCustomerView } from './use-customer-view';

/** My Bookings (`?view=bookings`): the signed-in customer's history with edit, cancel and support. */
export function BookingsPage() {
  useDocumentTitle('Home');
  const { t } = useTranslation('bookings');
  const { t: tr } = useTranslation('recurring');
  const { go, params } = useCustomerView();
  const session = useSession();
  const [signInOpen, setSignInOpen] = useState(false);
  const clearTrack = useCallback(() => go('bookings', {}, { replace: true }), [go]);
  const catalogueQuery = useCatalogue();
  // For 'Repeat this pickup' on completed orders (a recurring pickup is at a saved address).
  const addresses = useAddresses(Boolean(session.data));

  // The edit dialog adds lines from the live catalogue only: a stale built-in price list could offer
  // services the server has switched off. Its estimate falls back to the booked prices.
  const catalogue = useMemo<EditCatalogue>(
    () => ({
      categories: catalogueQuery.data ? visibleCategories(catalogueQuery.data.categories) : [],
      status: catalogueQuery.data ? 'ready' : catalogueQuery.isError ? 'error' : 'loading',
      onRetry: () => void catalogueQuery.refetch(),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch is stable; the object changes with the data.
    [catalogueQuery.data, catalogueQuery.isError],
  );

  const user = session.data;
  let content;
  if (user) {
    content = (
      <BookingHistory
        userId={user.id}
        catalogue={catalogue}
        onBookPickup={() => go('home')}
        // A notification's order (?track=): its Track sheet opens, and the address no longer holds it.
        trackId={params.get('track')}
        onTrackOpened={clearTrack}
        extraActions={(booking) =>
          addresses.data ? (
            <RepeatPickupButton booking={booking} addresses={addresses.data} onCreated={() => go('recurring')} />
          ) : null
        }
      />
    );
  } else if (user === null) {
    content = (
      <BookingsSignInPrompt
        title={t('page.signInTitle')}
        message={t('page.signInMessage')}
        onSignIn={() => setSignInOpen(true)}
      />
    );
  } else if (session.isError) {
    content = <BookingsSessionError retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  } else {
    content = (
      <>
        <div className="flex gap-2" aria-hidden="true">
          {[56, 88, 104, 108, 112].map((width) => (
            <Skeleton key={width} className="h-10 shrink-0 rounded-full" style={{ width }} />
          ))}
        </div>
        <div className="mt-6">
          <BookingListSkeleton />
        </div>
      </>
    );
  }

  return (
    <div className="min-h-dvh bg-slate-50/70">
      <BookingsTopBar onBack={() => go('home')} />
      <main className="mx-auto w-full max-w-5xl px-4 pt-5 pb-28 md:px-6 md:pt-8">
        <div className="mb-5 md:mb-6">
          <h1 className="text-[28px] leading-tight font-extrabold tracking-tight text-ink md:text-4xl">{t('page.title')}</h1>
          <p className="mt-1 text-[15px] text-slate-500">{t('page.subtitle')}</p>
          {user ? (
            <Button variant="secondary" size="md" className="mt-3" onClick={() => go('recurring')}>
              <Repeat className="h-4 w-4" aria-hidden="true" />
              {tr('page.title')}
            </Button>
          ) : null}
        </div>
        <PendingChangesNotice className="mb-5" />
        {content}
      </main>
      <WhatsAppHelpButton />
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
