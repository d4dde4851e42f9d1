import { LoaderCircle, MapPin } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MountOnceOpen } from '@/components/mount-once-open';
import { cn } from '@/lib/cn';
import { useLocationDetection } from '../hooks/use-location-detection';

// Loaded only when a detection finds the place outside the service area.
const LocationUnavailableDialog = lazy(async () => ({
  default: (await import('./location-unavailable-dialog')).LocationUnavailableDialog,
}));

export interface LocationLineProps {
  signedIn: boolean;
  /** False: no detection by itself (the customer turned Share location off); a tap still detects. */
  autoDetect?: boolean;
  /** 'Explore services' in the not-in-your-area dialog (e.g. scroll to the catalogue). */
  onExploreServices?: () => void;
  /** 'Go to home' in that dialog. */
  onGoHome?: () => void;
  className?: string;
}

/**
 * The header's location: the detected area ('Sector 45, Gurugram'), or 'Gurugram' before and without a detection.
 * Detection runs by itself (2 s after a first visit, then every 24 h) unless `autoDetect` is false; a tap runs it now
 * and reports failures.
 */
export function LocationLine({ signedIn, autoDetect, onExploreServices, onGoHome, className }: LocationLineProps) {
  const { t } = useTranslation('home');
  const { label, detecting, unavailableAt, dismissUnavailable, retry } = useLocationDetection({ signedIn, autoDetect });
  const place = label ?? t('location.default');
  return (
    <>
      <button
        type="button"
        onClick={retry}
        disabled={detecting}
        aria-busy={detecting}
        aria-label={t('location.label', { place })}
        title={t('location.hint')}
        className={cn(
          'inline-flex h-9 max-w-full min-w-0 items-center gap-1.5 rounded-full bg-white px-3 text-sm font-semibold text-ink shadow-soft ring-1 ring-slate-900/5 transition hover:ring-brand-200 disabled:cursor-progress',
          className,
        )}
      >
        {detecting ? (
          <LoaderCircle className="h-4 w-4 shrink-0 animate-spin text-brand-600" aria-hidden="true" />
        ) : (
          <MapPin className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        )}
        {/* A detected place is shown as the geocoder names it. */}
        <span className="truncate" translate={label === null ? undefined : 'no'}>
          {place}
        </span>
      </button>
      <MountOnceOpen open={unavailableAt !== null}>
        <LocationUnavailableDialog
          open={unavailableAt !== null}
          onOpenChange={(open) => !open && dismissUnavailable()}
          locationText={unavailableAt ?? ''}
          onExplore={onExploreServices}
          onGoHome={onGoHome ?? (() => window.scrollTo({ top: 0, behavior: 'smooth' }))}
        />
      </MountOnceOpen>
    </>
  );
}
