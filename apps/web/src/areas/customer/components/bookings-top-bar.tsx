import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConnectionBadge } from '@/components/connection-badge';
import { Logo } from '@/components/logo';
import { useSession } from '@/features/auth/api/get-session';
import { useVerificationReview } from '../customer-verifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/** The bar over My Bookings and Booking confirmed: back to home, the brand, the connection state, the bell. */
export function BookingsTopBar({ onBack, backLabel }: { onBack: () => void; backLabel?: string }) {
  const { t } = useTranslation('bookings');
  const session = useSession();
  const { review } = useVerificationReview();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-100 bg-white/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center gap-2 px-2 md:px-6">
        <button
          type="button"
          onClick={onBack}
          aria-label={backLabel ?? t('topBar.back')}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink transition hover:bg-slate-100 md:-ml-2"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <button type="button" onClick={onBack} className="rounded-xl" aria-label={t('topBar.home')}>
          <Logo className="[&_svg]:h-8 [&_svg]:w-8" />
        </button>
        <div className="ml-auto flex items-center gap-2.5 pr-2">
          <ConnectionBadge />
          <NotificationBell signedIn={Boolean(session.data)} onReviewChanges={review} />
        </div>
      </div>
    </header>
  );
}
