// The rider (delivery partner) area. Loaded lazily by the router so customers never download it.
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PortalShell } from '@/components/portal-shell';
import { useLogoutRider } from '@/features/rider-auth/api/logout-rider';
import { useRiderSession } from '@/features/rider-auth/api/get-rider-session';
import { RiderAuthCard, type RiderAuthTab } from '@/features/rider-auth/components/rider-auth-card';
import { describeError } from '@/lib/request-errors';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RiderAccountBanner } from './components/rider-account-banner';
import { RiderProfileCard } from './components/rider-profile-card';
import { RiderShell } from './components/rider-shell';
import { RiderSessionError, RiderSessionLoading } from './components/rider-states';

export { RiderOrderPage } from './rider-order-page';

export const RIDER_HOME = '/rider/dashboard';
export const RIDER_LOGIN = '/rider/login';

export function RiderLayout() {
  useDocumentTitle('Rider Portal');
  return <Outlet />;
}

/** /rider, /rider/login and /rider/register: one card with Login and Register tabs. */
export function RiderAuthPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useRiderSession();
  const tab: RiderAuthTab = pathname.replace(/\/+$/, '').endsWith('/register') ? 'register' : 'login';

  // Already signed in: straight to the dashboard. If the check fails, show the forms anyway.
  if (session.data) return <Navigate to={RIDER_HOME} replace />;
  if (session.isPending) return <RiderSessionLoading />;

  return (
    <PortalShell portal="Rider Portal">
      <RiderAuthCard
        tab={tab}
        onTabChange={(next) => void navigate(next === 'register' ? '/rider/register' : RIDER_LOGIN)}
        onLoggedIn={() => {
          toast.success('Login successful!');
          void navigate(RIDER_HOME, { replace: true });
        }}
      />
    </PortalShell>
  );
}

/** Every signed-in rider route: without a rider session it goes to /rider/login. */
export function RiderProtectedLayout() {
  const session = useRiderSession();
  const navigate = useNavigate();
  const logout = useLogoutRider();

  if (session.data) {
    return (
      <RiderShell
        rider={session.data}
        loggingOut={logout.isPending}
        onLogout={() =>
          logout.mutate(undefined, {
            onSuccess: ({ message }) => {
              toast.success(message);
              void navigate(RIDER_LOGIN, { replace: true });
            },
            onError: (error) => toast.error(describeError(error, 'Logout failed. Please try again.')),
          })
        }
      >
        <Outlet />
      </RiderShell>
    );
  }
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

/**
 * The dashboard, for /rider/dashboard, /rider/profile and (until orders and notifications are built)
 * /rider/orders, /rider/orders/:orderId and /rider/notifications.
 */
export function RiderDashboardPage() {
  const { data: rider } = useRiderSession();
  if (!rider) return null;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">Dashboard</h1>
      <RiderAccountBanner rider={rider} />
      <RiderProfileCard rider={rider} />
    </div>
  );
}

/** /rider/notifications: placeholder until the full notifications panel lands (issue 10). */
export function RiderNotificationsPage() {
  return null;
}
