import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RiderStatusCard } from '@/features/rider-activity/components/rider-status-card';
import { getRiderNotificationsQueryOptions } from '@/features/rider-notifications/api/get-rider-notifications';
import { getRiderUnreadCountQueryOptions } from '@/features/rider-notifications/api/get-rider-unread-count';
import { RiderNotificationsCompact } from '@/features/rider-notifications/components/rider-notifications-compact';
import { getRiderOrdersQueryOptions } from '@/features/rider-orders/api/get-rider-orders';
import { AssignedOrders } from '@/features/rider-orders/components/assigned-orders';
import { RiderRoute } from '@/features/rider-orders/components/route/rider-route';
import { CashInHandCard } from '@/features/rider-payments/components/cash-in-hand-card';
import { RiderFeedbackCard } from '@/features/rider-feedback/components/rider-feedback-card';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useSavedCopy } from '@/hooks/use-saved-copy';
import { describeError } from '@/lib/request-errors';
import { RiderAccountBanner } from './components/rider-account-banner';
import { RiderConnectionIssues, RiderOfflineBanner, RiderSavedCopyBanner } from './components/rider-connection-banners';
import { RiderProfileCard } from './components/rider-profile-card';
import { RIDER_NAV } from './components/rider-shell';
import { useShownRider } from './shown-rider';

/**
 * The rider calls the dashboard depends on; any of them failing is a connection issue, and Retry asks the failed ones
 * again. Only watched here: the panels that show them poll them.
 */
function useDashboardCalls() {
  const orders = useQuery(getRiderOrdersQueryOptions());
  const notifications = useQuery(getRiderNotificationsQueryOptions());
  const count = useQuery(getRiderUnreadCountQueryOptions());
  const calls = [orders, notifications, count];
  const failed = calls.find((call) => call.isError);
  return {
    error: failed?.error ?? null,
    retrying: calls.some((call) => call.isFetching),
    retry: () => {
      for (const call of calls) if (call.isError) void call.refetch();
    },
  };
}

const SECTIONS = { profile: 'rider-profile', orders: 'rider-orders' } as const;

/** /rider/profile and /rider/orders open the dashboard at their section. */
function useScrollToSection(pathname: string) {
  useEffect(() => {
    const path = pathname.replace(/\/+$/, '');
    const id = path.endsWith('/profile') ? SECTIONS.profile : path.endsWith('/orders') ? SECTIONS.orders : null;
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [pathname]);
}

/** The dashboard (rider-portal.md §2.3), for /rider/dashboard, /rider/orders and /rider/profile. */
export function RiderDashboardPage() {
  const { t } = useTranslation('rider');
  const rider = useShownRider();
  const savedAt = useSavedCopy();
  const online = useOnlineStatus();
  const calls = useDashboardCalls();
  const { pathname } = useLocation();
  useScrollToSection(pathname);
  if (!rider) return null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 md:space-y-5">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">{t('dashboard.title')}</h1>
      {savedAt !== null ? <RiderSavedCopyBanner savedAt={savedAt} /> : !online ? <RiderOfflineBanner /> : null}
      {online && savedAt === null && calls.error ? (
        <RiderConnectionIssues
          message={describeError(calls.error, 'Unable to connect to server. Please try again later.')}
          retrying={calls.retrying}
          onRetry={calls.retry}
        />
      ) : null}
      <RiderAccountBanner rider={rider} />
      {/*
       * The jobs come first, within a thumb's reach on a phone held in one hand; the switch and the news follow (issue 25
       * item 13). The planned route leads them, its next stop first (issue 28). The list brings its own 'Assigned
       * Orders' heading.
       */}
      <div id={SECTIONS.orders} className="scroll-mt-36 space-y-5">
        <RiderRoute />
        <AssignedOrders rider={rider} />
      </div>
      {/* What the rider holds from doors (issue 26), right after the jobs that bring it. */}
      <CashInHandCard />
      {/* Tips (theirs in full) and ratings received (decision 0041). */}
      <RiderFeedbackCard />
      <RiderStatusCard />
      <RiderNotificationsCompact allHref={RIDER_NAV.notifications} />
      <div id={SECTIONS.profile} className="scroll-mt-36">
        <RiderProfileCard rider={rider} />
      </div>
    </div>
  );
}
