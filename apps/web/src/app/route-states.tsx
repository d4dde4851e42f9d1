import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** Shown while the first area chunk downloads. */
export function AppSplash() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-center justify-center bg-white" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <LogoMark className="h-14 w-14 animate-pulse" />
        <span className="sr-only">{t('app.loading')}</span>
      </div>
    </div>
  );
}

/** Catches render errors and failed chunk loads (e.g. right after a deploy). */
export function RouteErrorBoundary() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-soft ring-1 ring-slate-900/5">
        <LogoMark className="mx-auto h-12 w-12" />
        <h1 className="mt-4 text-xl font-bold text-ink">{t('app.errorTitle')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('app.errorBody')}</p>
        <div className="mt-6 flex justify-center gap-2">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
          {/* Navigating to the same place clears the error and renders the route again. */}
          <Button onClick={() => void navigate(location, { replace: true })}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('app.tryAgain')}
          </Button>
        </div>
      </div>
    </div>
  );
}
