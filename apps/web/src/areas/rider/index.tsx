// The rider (delivery partner) area. Loaded lazily by the router so customers never download it.
import '@/locales/rider-strings';
import { AUTH_MESSAGES } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { PortalShell } from '@/components/portal-shell';
import { RiderInstallable } from '@/components/pwa/rider-installable';
import { useLogoutRider } from '@/features/rider-auth/api/logout-rider';
import { useRiderSession } from '@/features/rider-auth/api/get-rider-session';
import { RiderAuthCard, type RiderAuthTab } from '@/features/rider-auth/components/rider-auth-card';
import { translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RiderLanguageSwitch } from './components/rider-language-switch';
import { RiderSessionError, RiderSessionLoading } from './components/rider-states';
import { RiderSavedCopyFrame, RiderSignedIn } from './rider-frames';
import { useClearRiderDataWhenSignedOut } from './rider-live';
import { useSavedCopyWhileUnchecked } from './use-saved-copy-while-unchecked';

export { RiderOrderPage } from './rider-order-page';
export { RiderDashboardPage } from './rider-dashboard-page';
export { RiderNotificationsPage } from './rider-notifications-page';

export const RIDER_HOME = '/rider/dashboard';
export const RIDER_LOGIN = '/rider/login';

export function RiderLayout() {
  const { t } = useTranslation('rider');
  useDocumentTitle(t('portal.title'));
  return (
    <>
      <Outlet />
      <RiderInstallable />
    </>
  );
}

/** /rider, /rider/login and /rider/register: one card with Login and Register tabs. */
export function RiderAuthPage() {
  const { t } = useTranslation('rider');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useRiderSession();
  const tab: RiderAuthTab = pathname.replace(/\/+$/, '').endsWith('/register') ? 'register' : 'login';

  // Already signed in: straight to the dashboard. If the check fails, show the forms anyway.
  if (session.data) return <Navigate to={RIDER_HOME} replace />;
  if (session.isPending) return <RiderSessionLoading />;

  return (
    <PortalShell portal={t('portal.title')}>
      <div className="mx-auto mb-3 flex w-full max-w-md justify-end">
        <RiderLanguageSwitch />
      </div>
      <RiderAuthCard
        tab={tab}
        onTabChange={(next) => void navigate(next === 'register' ? '/rider/register' : RIDER_LOGIN)}
        onLoggedIn={() => {
          toast.success(translateMessage(AUTH_MESSAGES.loginSuccess));
          void navigate(RIDER_HOME, { replace: true });
        }}
      />
    </PortalShell>
  );
}

/**
 * Every signed-in rider route: without a rider session it goes to /rider/login. While the session cannot be checked
 * (offline, or no answer) the copy saved on this phone is shown read-only, until the server answers.
 */
export function RiderProtectedLayout() {
  const session = useRiderSession();
  const navigate = useNavigate();
  const logout = useLogoutRider();
  const savedCopy = useSavedCopyWhileUnchecked(session);
  useClearRiderDataWhenSignedOut(session.data === null);

  const actions = {
    loggingOut: logout.isPending,
    onLogout: () =>
      logout.mutate(undefined, {
        onSuccess: ({ message }) => {
          toast.success(translateMessage(message));
          void navigate(RIDER_LOGIN, { replace: true });
        },
        onError: (error) => toast.error(describeError(error, 'Logout failed. Please try again.')),
      }),
  };

  if (session.data) return <RiderSignedIn rider={session.data} {...actions} />;
  if (savedCopy) return <RiderSavedCopyFrame copy={savedCopy} {...actions} />;
  if (session.isPending) return <RiderSessionLoading />;
  if (session.isError) {
    return (
      <RiderSessionError
        message={describeError(session.error, 'Unable to connect to server. Please try again later.')}
        retrying={session.isFetching}
        onRetry={() => void session.refetch()}
      />
    );
  }
  return <Navigate to={RIDER_LOGIN} replace />;
}
