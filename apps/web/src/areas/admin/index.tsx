// The admin area. Loaded lazily by the router so customers never download it.
import { Outlet } from 'react-router';
import { toast } from '@/lib/toast';
import { PortalShell } from '@/components/portal-shell';
import { useAdminSession, type AdminSession } from '@/features/admin-auth/api/get-admin-session';
import { useLogoutAdmin } from '@/features/admin-auth/api/logout-admin';
import { AdminSessionHeader } from '@/features/admin-auth/components/admin-session-header';
import { AdminSignInForm } from '@/features/admin-auth/components/admin-sign-in-form';
import { useAdminSessionExpiry } from '@/features/admin-auth/hooks/use-session-expiry';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AdminTabs } from './admin-tabs';
import { AdminSessionError, AdminSessionLoading } from './components/admin-states';
import { useInterfaceLanguage } from '@/hooks/use-interface-language';

/**
 * /admin and /admin/location-config: a loading screen while the session is checked, the sign-in card
 * when there is none (on the same address, so the admin lands where they meant to go), else the portal.
 */
export function AdminLayout() {
  useDocumentTitle('Admin Portal');
  useInterfaceLanguage('en');
  const session = useAdminSession();
  useAdminSessionExpiry(session.data);

  if (session.data) return <AdminPortal session={session.data} />;
  if (session.isPending) return <AdminSessionLoading />;
  if (session.isError) return <AdminSessionError retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  return (
    <PortalShell portal="Admin Portal">
      <AdminSignInForm />
    </PortalShell>
  );
}

function AdminPortal({ session }: { session: AdminSession }) {
  const logout = useLogoutAdmin();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <AdminSessionHeader
        session={session}
        loggingOut={logout.isPending}
        onLogout={() =>
          logout.mutate(undefined, {
            onSuccess: ({ message }) => toast.success(message),
            onError: () => toast.error('Logout failed. Please try again.'),
          })
        }
      />
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 pb-10 md:px-6">
        <Outlet />
      </main>
    </div>
  );
}

export { AdminPasswordResetPage } from './password-reset-page';
/** /admin: the portal's tabs. */
export const AdminHomePage = AdminTabs;
export { LocationConfigPage } from './location-config-page';
