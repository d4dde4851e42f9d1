import { CloudOff, RotateCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatClock } from '@/features/rider-orders/utils/rider-order-format';
import { useLocale } from '@/hooks/use-locale';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { cn } from '@/lib/cn';

/** The spec's offline banner (rider-portal.md §2.3). */
export function RiderOfflineBanner() {
  const { t } = useTranslation('rider');
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-soft">
      <WifiOff className="mt-0.5 h-4.5 w-4.5 shrink-0 text-amber-300" aria-hidden="true" />
      <div>
        <p className="font-bold">{t('dashboard.offlineTitle')}</p>
        <p className="mt-0.5 text-slate-300">{t('dashboard.offlineBody')}</p>
      </div>
    </div>
  );
}

/**
 * The page shows the copy saved on this phone (a reload without a connection): offline, or the server out of reach
 * while the browser thinks it is online, and from when the copy is.
 */
export function RiderSavedCopyBanner({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const online = useOnlineStatus();
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-soft">
      <WifiOff className="mt-0.5 h-4.5 w-4.5 shrink-0 text-amber-300" aria-hidden="true" />
      <div>
        <p className="font-bold">{online ? t('session.savedCopyUnreachable') : t('dashboard.offlineTitle')}</p>
        <p className="mt-0.5 text-slate-300">{t('session.savedCopyBody', { time: formatClock(savedAt, locale) })}</p>
      </div>
    </div>
  );
}

/** A rider call failed (rider-portal.md §2.3): why, and Retry. */
export function RiderConnectionIssues({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('rider');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <CloudOff className="h-5 w-5 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{t('dashboard.connectionIssues')}</p>
        <p className="mt-0.5 text-amber-900">{message}</p>
      </div>
      <Button variant="secondary" size="lg" onClick={onRetry} disabled={retrying} className="w-full sm:w-auto">
        <RotateCw className={cn('h-4 w-4', retrying && 'animate-spin')} aria-hidden="true" />
        {retrying ? t('dashboard.retrying') : t('dashboard.retry')}
      </Button>
    </div>
  );
}
