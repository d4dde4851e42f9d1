import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { useBooking } from '@/features/bookings/api/get-booking';
import { BookingConfirmation, BookingConfirmationSkeleton } from '@/features/bookings/components/booking-confirmation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { BookingsSessionError } from './components/bookings-session-error';
import { BookingsSignInPrompt } from './components/bookings-sign-in-prompt';
import { BookingsTopBar } from './components/bookings-top-bar';
import { useCustomerView } from './use-customer-view';

function LoadProblem({
  title,
  message,
  onRetry,
  retrying = false,
  onViewBookings,
}: {
  title: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  onViewBookings: () => void;
}) {
  const { t } = useTranslation('bookings');
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-slate-900/5"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        {onRetry ? <TriangleAlert className="h-8 w-8" aria-hidden="true" /> : <SearchX className="h-8 w-8" aria-hidden="true" />}
      </span>
      <h2 className="mt-5 text-xl font-extrabold tracking-tight text-ink">{title}</h2>
      <p className="mt-2 max-w-xs text-[15px] text-slate-500">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {onRetry ? (
          <Button onClick={onRetry} disabled={retrying}>
            <RotateCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            {retrying ? t('actions.retrying') : t('actions.retry')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onViewBookings}>
          {t('actions.viewBookings')}
        </Button>
      </div>
    </section>
  );
}

/** Booking confirmed (`?view=confirmed&id=`): the order as the server stored it. */
export function BookingConfirmedPage() {
  useDocumentTitle('Home');
  const { t } = useTranslation('bookings');
  const { go, params } = useCustomerView();
  const id = params.get('id')?.trim() ?? '';
  const session = useSession();
  const [signInOpen, setSignInOpen] = useState(false);
  const signedIn = Boolean(session.data);
  const booking = useBooking(id, { enabled: signedIn });

  let content;
  if (session.data === null) {
    content = (
      <BookingsSignInPrompt
        title={t('confirmedPage.signInTitle')}
        message={t('confirmedPage.signInMessage')}
        onSignIn={() => setSignInOpen(true)}
      />
    );
  } else if (!signedIn && session.isError) {
    content = <BookingsSessionError retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  } else if (!signedIn) {
    content = <BookingConfirmationSkeleton />;
  } else if (!id) {
    content = (
      <LoadProblem
        title={t('confirmedPage.noneTitle')}
        message={t('confirmedPage.noneMessage')}
        onViewBookings={() => go('bookings')}
      />
    );
  } else if (booking.data) {
    content = <BookingConfirmation booking={booking.data} onViewBookings={() => go('bookings')} onGoHome={() => go('home')} />;
  } else if (booking.isError) {
    const notFound = booking.error instanceof ApiError && (booking.error.status === 404 || booking.error.status === 400);
    content = notFound ? (
      <LoadProblem
        title={t('confirmedPage.notFoundTitle')}
        message={t('confirmedPage.notFoundMessage')}
        onViewBookings={() => go('bookings')}
      />
    ) : (
      <LoadProblem
        title={t('confirmedPage.failedTitle')}
        message={t('confirmedPage.failedMessage')}
        onRetry={() => void booking.refetch()}
        retrying={booking.isFetching}
        onViewBookings={() => go('bookings')}
      />
    );
  } else {
    content = <BookingConfirmationSkeleton />;
  }

  return (
    <div className="min-h-dvh bg-slate-50/70">
      <BookingsTopBar onBack={() => go('home')} />
      <main className="mx-auto w-full max-w-5xl px-4 pt-8 pb-16 md:px-6 md:pt-10">{content}</main>
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
