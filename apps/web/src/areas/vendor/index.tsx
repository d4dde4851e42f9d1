// The laundry staff's area (docs/decisions/0034-garment-tags-and-vendor-staff.md): tablet-first, loaded lazily by the
// router so customers never download it.
import '@/locales/vendor-strings';
import { AUTH_MESSAGES } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useRoutes } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { translateMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useVendorSession } from '@/features/vendor-auth/api/vendor-session';
import { VendorLoginCard } from '@/features/vendor-auth/components/vendor-login-card';
import { VendorBoard } from '@/features/vendor-orders/components/vendor-board';
import { VendorFrame, VendorSessionProblem } from './components/vendor-frame';

export const VENDOR_HOME = '/vendor/orders';
export const VENDOR_LOGIN = '/vendor/login';

/** /vendor/*: sign-in at /vendor and /vendor/login, the board at /vendor/orders (decision 0034). */
export function VendorArea() {
  const { t } = useTranslation('vendor');
  useDocumentTitle(t('portal.title'));
  // useRoutes, as the app's own table: <Routes> would add its code to the libraries every screen loads.
  return useRoutes([
    { path: 'orders', element: <VendorBoardPage /> },
    { path: '*', element: <VendorAuthPage /> },
  ]);
}

/** /vendor and /vendor/login: phone and code. Signed in already: straight to the board. */
export function VendorAuthPage() {
  const navigate = useNavigate();
  const session = useVendorSession();
  if (session.data) return <Navigate to={VENDOR_HOME} replace />;
  if (session.isPending) return <VendorSessionProblem checking />;
  return (
    <VendorFrame staff={null}>
      <div className="flex flex-1 items-center py-6 md:py-10">
        <VendorLoginCard
          onSignedIn={() => {
            toast.success(translateMessage(AUTH_MESSAGES.loginSuccess));
            void navigate(VENDOR_HOME, { replace: true });
          }}
        />
      </div>
    </VendorFrame>
  );
}

/** The board, for a signed-in staff member; without a session, the sign-in page. */
export function VendorBoardPage() {
  const session = useVendorSession();
  if (session.isPending) return <VendorSessionProblem checking />;
  if (session.isError) return <VendorSessionProblem onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to={VENDOR_LOGIN} replace />;
  return (
    <VendorFrame staff={session.data}>
      <VendorBoard />
    </VendorFrame>
  );
}
