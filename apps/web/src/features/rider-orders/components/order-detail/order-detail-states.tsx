import { ArrowLeft, PackageX, RotateCcw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export const RIDER_DASHBOARD_PATH = '/rider/dashboard';

/** While the order loads: the page's shape, so nothing jumps when it arrives. */
export function OrderDetailSkeleton() {
  const { t } = useTranslation('rider');
  return (
    <div role="status" aria-label={t('detail.loading')} className="space-y-4">
      <div className="flex items-center gap-3">
        <Skeleton className="h-11 w-11 rounded-2xl" />
        <div className="space-y-2">
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-6 w-44" />
        </div>
      </div>
      {[0, 1, 2].map((card) => (
        <div key={card} className="space-y-3 rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/** The order could not be loaded: the reason and Retry, never made-up data. */
export function OrderDetailError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('rider');
  return (
    <div role="alert" className="rounded-3xl bg-white p-6 text-center shadow-soft ring-1 ring-slate-900/5">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-amber-50 text-amber-600">
        <WifiOff className="h-6 w-6" aria-hidden="true" />
      </span>
      <h1 className="mt-3 text-lg font-bold text-ink">{t('detail.loadFailedTitle')}</h1>
      <p className="mt-1 text-sm text-slate-600">{message}</p>
      <div className="mt-5 grid gap-2 sm:flex sm:justify-center">
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {retrying ? t('detail.retrying') : t('detail.retry')}
        </Button>
        <Link to={RIDER_DASHBOARD_PATH} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('detail.backToDashboard')}
        </Link>
      </div>
    </div>
  );
}

/** A 404: not this rider's job (or no such order). Said plainly, with the way back. */
export function OrderNotFound({ message }: { message: string }) {
  const { t } = useTranslation('rider');
  return (
    <div role="alert" className="rounded-3xl bg-white p-6 text-center shadow-soft ring-1 ring-slate-900/5">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
        <PackageX className="h-6 w-6" aria-hidden="true" />
      </span>
      <h1 className="mt-3 text-lg font-bold text-ink">{t('detail.notAvailableTitle')}</h1>
      <p className="mt-1 text-sm text-slate-600">{message}</p>
      <Link to={RIDER_DASHBOARD_PATH} className={cn(buttonClasses({ size: 'lg' }), 'mt-5')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('detail.backToDashboard')}
      </Link>
    </div>
  );
}
