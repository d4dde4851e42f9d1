import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';

/** While the rider session is being checked. */
export function RiderSessionLoading() {
  const { t } = useTranslation('rider');
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <LogoMark className="h-12 w-12 animate-pulse" />
        <span className="text-sm font-medium text-slate-500">{t('session.checking')}</span>
      </div>
    </div>
  );
}

/** The session check itself failed (network or server), so we cannot tell whether the rider is signed in. */
export function RiderSessionError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('rider');
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-soft ring-1 ring-slate-900/5">
        <LogoMark className="mx-auto h-12 w-12" />
        <h1 className="mt-4 text-xl font-bold text-ink">{t('session.connectionIssues')}</h1>
        <p className="mt-1 text-sm text-slate-500">{message}</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {retrying ? t('session.retrying') : t('session.retry')}
        </Button>
      </div>
    </div>
  );
}
