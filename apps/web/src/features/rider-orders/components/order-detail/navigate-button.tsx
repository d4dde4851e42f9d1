import { ExternalLink, LoaderCircle, Navigation, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/i18n';
import type { LatLng } from '@/lib/navigation';
import { useNavigateTo } from '../../hooks/use-navigate-to';

/**
 * 'Navigate to Customer' / 'Navigate to Vendor': directions from where the rider is now, in a new tab. `primary` when it
 * is the screen's main action (the route's next stop).
 */
export function NavigateButton({
  label,
  destination,
  primary = false,
}: {
  label: string;
  destination: LatLng | string;
  primary?: boolean;
}) {
  const { t } = useTranslation('rider');
  const { navigate, locating, problem, blockedUrl } = useNavigateTo();
  return (
    <div>
      <Button
        size="lg"
        variant={primary ? 'primary' : 'secondary'}
        className={primary ? 'w-full' : 'w-full text-brand-700'}
        disabled={locating}
        onClick={() => void navigate(destination)}
      >
        {locating ? (
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <Navigation className="h-5 w-5" aria-hidden="true" />
        )}
        {locating ? t('navigation.locating') : label}
      </Button>
      {problem ? (
        <p
          role="alert"
          className="mt-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-100"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {translateMessage(problem)}
        </p>
      ) : null}
      {blockedUrl ? (
        <a
          href={blockedUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-50 text-sm font-semibold text-brand-800"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t('navigation.openMap')}
        </a>
      ) : null}
    </div>
  );
}
