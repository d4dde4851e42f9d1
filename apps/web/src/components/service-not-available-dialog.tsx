import { BellRing, MapPin, MapPinOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface ServiceNotAvailableDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The place we don't serve, as the customer knows it (the detected or typed address). */
  locationText: string;
  /** 'Explore Available Services': the caller decides where that leads; the dialog closes either way. */
  onExplore?: () => void;
}

/**
 * Shown when a place is outside the service area (customer-app.md §2, Other dialogs). Shared: the address form
 * and the location line both raise it. A bottom sheet on phones, a centred card from 768 px.
 */
export function ServiceNotAvailableDialog({ open, onOpenChange, locationText, onExplore }: ServiceNotAvailableDialogProps) {
  // The spec's wording (customer-app.md §2) is the English in locales/en/common.ts.
  const { t } = useTranslation('common');
  return (
    <OutOfAreaDialogFrame open={open} onOpenChange={onOpenChange}>
      <DialogTitle className="text-xl">{t('outOfArea.title')}</DialogTitle>
      <DialogDescription className="mt-2 text-[15px] leading-relaxed text-slate-600">{t('outOfArea.headline')}</DialogDescription>

      {locationText ? (
        <div className="mt-5 flex w-full items-start gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-left ring-1 ring-slate-200/70">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('outOfArea.yourLocation')}</p>
            <p translate="no" className="mt-0.5 text-sm font-medium break-words text-ink">
              {locationText}
            </p>
          </div>
        </div>
      ) : null}

      <div className="mt-6 flex w-full flex-col gap-2.5">
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            onOpenChange(false);
            onExplore?.();
          }}
        >
          {t('outOfArea.explore')}
        </Button>
        <Button size="lg" variant="secondary" className="w-full" onClick={() => onOpenChange(false)}>
          {t('outOfArea.later')}
        </Button>
      </div>

      <p className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-brand-700">
        <BellRing className="h-4 w-4" aria-hidden="true" />
        {t('outOfArea.notify')}
      </p>
    </OutOfAreaDialogFrame>
  );
}

/**
 * The frame both out-of-area dialogs share: a bottom sheet on phones, a centred card from 768 px, the
 * out-of-area icon, and focus on the dialog itself (its title is read out) rather than the first button.
 */
export function OutOfAreaDialogFrame({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        mobileLayout="sheet"
        widthClassName="min-[48rem]:max-w-md"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <div className="flex flex-col items-center px-6 pt-3 pb-6 text-center min-[48rem]:pt-8">
          <span aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-200 min-[48rem]:hidden" />
          <div className="relative mt-4 mb-5">
            <span aria-hidden="true" className="absolute inset-0 -m-3 rounded-full bg-amber-100/60" />
            <span className="relative inline-flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-600 ring-4 ring-white">
              <MapPinOff className="h-8 w-8" aria-hidden="true" />
            </span>
          </div>
          {children}
        </div>
      </DialogContent>
    </Dialog>
  );
}
