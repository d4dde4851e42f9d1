import { Link, useLocation } from 'react-router';
import { PortalShell } from '@/components/portal-shell';
import { AdminAuthCard } from '@/features/admin-auth/components/admin-auth-card';
import { ForgotPasswordForm } from '@/features/admin-auth/components/forgot-password-form';
import { NewPasswordForm } from '@/features/admin-auth/components/new-password-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /admin/reset-password: asks for a reset link, or, opened from the link (token in the fragment, so it
 * never reaches a server log), sets the new password.
 */
export function AdminPasswordResetPage() {
  useDocumentTitle('Admin Portal');
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token');
  return (
    <PortalShell portal="Admin Portal">
      <AdminAuthCard
        titleId="admin-reset-title"
        title={token ? 'Choose a new password' : 'Forgot your password?'}
        subtitle={
          token
            ? 'At least 10 characters. You will sign in again afterwards.'
            : 'We will email a link that works once, within 30 minutes.'
        }
      >
        {token ? <NewPasswordForm token={token} /> : <ForgotPasswordForm />}
        <p className="px-5 pb-6 text-center text-sm sm:px-6">
          <Link to="/admin" className="font-semibold text-slate-600 hover:text-brand-700">
            Back to sign-in
          </Link>
        </p>
      </AdminAuthCard>
    </PortalShell>
  );
}
