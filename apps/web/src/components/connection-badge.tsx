import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@/hooks/use-online-status';

/** Shown only while the browser reports no connection; hidden when online, as the spec says. */
export function ConnectionBadge() {
  const online = useOnlineStatus();
  const { t } = useTranslation('common');
  if (online) return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200"
    >
      <WifiOff className="h-3.5 w-3.5" aria-hidden="true" />
      {t('connection.offline')}
    </span>
  );
}
