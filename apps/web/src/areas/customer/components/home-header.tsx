import { ClipboardList, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConnectionBadge } from '@/components/connection-badge';
import { Logo } from '@/components/logo';
import { useSession } from '@/features/auth/api/get-session';
import { useVerificationReview } from '../customer-verifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { LocationLine } from '@/features/location/components/location-line';
import { usePreferences } from '@/features/preferences/api/get-preferences';
import { useCustomerView } from '../use-customer-view';
import { CustomerAccount } from './customer-account';

/** Spec default until live rider availability exists. */
export const DEFAULT_PICKUP_ESTIMATE_MINUTES = 45;

/** 'My Bookings' for a signed-in customer: an icon on phones, icon and words from tablet width. */
function MyBookingsButton() {
  const { t } = useTranslation('home');
  const session = useSession();
  const { go } = useCustomerView();
  if (!session.data) return null;
  return (
    <button
      type="button"
      onClick={() => go('bookings')}
      aria-label={t('header.myBookings')}
      className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full bg-white px-2.5 text-sm font-semibold text-ink shadow-soft ring-1 ring-slate-900/5 transition-colors hover:bg-brand-50 hover:text-brand-800 sm:px-4"
    >
      <ClipboardList className="h-[18px] w-[18px] text-brand-600" aria-hidden="true" />
      <span className="hidden sm:inline">{t('header.myBookings')}</span>
    </button>
  );
}

export function HomeHeader() {
  const { t } = useTranslation(['home', 'common']);
  const session = useSession();
  const { review } = useVerificationReview();
  const { go } = useCustomerView();
  const signedIn = Boolean(session.data);
  const preferences = usePreferences(signedIn);
  // Guests are located as before; a signed-in customer only once their Share location is known to be on (a tap still locates).
  const autoLocate = !session.isPending && (!signedIn || preferences.data?.privacy.shareLocation === true);
  return (
    <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-3 px-4 pt-4 pb-2 md:px-6 md:pt-6">
      <Link to="/" aria-label={t('common:brand.homeLink')} className="order-1 rounded-xl">
        <Logo />
      </Link>
      {/* Badge and account: top right on phones, after the location line on desktop. */}
      <div className="order-2 ml-auto flex items-center gap-2.5 md:order-3 md:ml-0">
        <ConnectionBadge />
        <MyBookingsButton />
        <NotificationBell signedIn={Boolean(session.data)} onReviewChanges={review} />
        <CustomerAccount />
      </div>
      <div className="order-3 flex basis-full flex-wrap items-center gap-2 text-sm md:order-2 md:ml-auto md:basis-auto">
        <LocationLine signedIn={signedIn} autoDetect={autoLocate} onExploreServices={() => go('home')} />
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 font-semibold text-brand-800 ring-1 ring-brand-100">
          <Zap className="h-4 w-4 fill-brand-500 text-brand-500" aria-hidden="true" />
          {t('header.pickupEstimate', { minutes: DEFAULT_PICKUP_ESTIMATE_MINUTES })}
        </span>
      </div>
    </header>
  );
}
