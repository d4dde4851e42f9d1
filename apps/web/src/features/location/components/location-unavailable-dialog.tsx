import { LOCATION_MESSAGES } from '@washday/core';
import { Home, MapPin, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OutOfAreaDialogFrame } from '@/components/service-not-available-dialog';
import { translateMessage } from '@/lib/i18n';

export interface LocationUnavailableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The detected place. */
  locationText: string;
  onExplore?: () => void;
  onGoHome?: () => void;
}

/** After a detection outside the service area (customer-app.md §2, Location-unavailable dialog). */
export function LocationUnavailableDialog({
  open,
  onOpenChange,
  locationText,
  onExplore,
  onGoHome,
}: LocationUnavailableDialogProps) {
  const { t } = useTranslation('home');
  return (
    <OutOfAreaDialogFrame open={open} onOpenChange={onOpenChange}>
      <DialogTitle className="text-xl">{t('location.unavailableTitle')}</DialogTitle>
      <DialogDescription className="mt-2 text-[15px] leading-relaxed text-slate-600">
        {translateMessage(LOCATION_MESSAGES.unavailable)}
      </DialogDescription>
      {locationText ? (
        <p className="mt-4 flex w-full items-start gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-left text-sm font-medium text-ink ring-1 ring-slate-200/70">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="sr-only">{t('location.detected')} </span>
            <span translate="no">{locationText}</span>
          </span>
        </p>
      ) : null}
      <div className="mt-6 grid w-full gap-2.5">
        <Button
          size="lg"
          onClick={() => {
            onOpenChange(false);
            onExplore?.();
          }}
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('location.explore')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => {
            onOpenChange(false);
            onGoHome?.();
          }}
        >
          <Home className="h-4 w-4" aria-hidden="true" />
          {t('location.goHome')}
        </Button>
      </div>
    </OutOfAreaDialogFrame>
  );
}
