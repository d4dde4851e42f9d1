import type { VendorStaff } from '@washday/core';
import { LogOut, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/language-switch';
import { describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { useLogoutVendor } from '@/features/vendor-auth/api/vendor-session';

/** The laundry area's frame: the portal's name, who is signed in at which laundry, the language and sign-out. */
export function VendorFrame({ staff, children }: { staff: VendorStaff | null; children: ReactNode }) {
  const { t } = useTranslation('vendor');
  const navigate = useNavigate();
  const logout = useLogoutVendor();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200/70 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
          <Logo tagline={t('portal.title')} />
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            {staff ? (
              <p className="hidden min-w-0 items-center gap-2 text-sm text-slate-600 md:flex">
                <Store className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="truncate font-semibold text-ink">
                  {t('shell.signedInAs', { name: staff.name, vendor: staff.vendor.name })}
                </span>
              </p>
            ) : null}
            <LanguageSwitch label={t('language.label')} />
            {staff ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('shell.logout')}
                disabled={logout.isPending}
                onClick={() =>
                  logout.mutate(undefined, {
                    onSuccess: () => void navigate('/vendor/login', { replace: true }),
                    onError: (error) => toast.error(describeError(error, 'Could not sign out')),
                  })
                }
              >
                <LogOut className="h-4 w-4" aria-hidden="true" />
                <span className="hidden sm:inline">{logout.isPending ? t('shell.loggingOut') : t('shell.logout')}</span>
              </Button>
            ) : null}
          </div>
        </div>
      </header>
      {staff ? (
        <p className="border-b border-slate-200/70 bg-white px-4 py-2 text-sm font-semibold text-ink md:hidden">
          {t('shell.signedInAs', { name: staff.name, vendor: staff.vendor.name })}
        </p>
      ) : null}
      <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 py-5 md:px-6 md:py-6">{children}</main>
    </div>
  );
}

/** While the session is checked, or when it cannot be. */
export function VendorSessionProblem({ checking, onRetry }: { checking?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('vendor');
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center" role="status">
      <p className="font-semibold text-slate-700">{checking ? t('session.checking') : t('session.connectionIssues')}</p>
      {onRetry ? <Button onClick={onRetry}>{t('session.retry')}</Button> : null}
    </div>
  );
}
