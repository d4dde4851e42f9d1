import { LOCATION_MESSAGES } from '@washday/core';
import { Home, MapPin, MapPinOff, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export const LOCATION_UNAVAILABLE_TEXT = {
  title: 'Not in your area yet',
  explore: 'Explore services',
  home: 'Go to home',
} as const;

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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        mobileLayout="sheet"
        widthClassName="min-[48rem]:max-w-md"
        onOpenAutoFocus={(event) => {
          // Focus the dialog itself (its title is read out) rather than ringing the first button.
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <div className="flex flex-col items-center px-6 pt-3 pb-6 text-center min-[48rem]:pt-8">
          <span aria-hidden="true" className="mb-7 h-1.5 w-10 rounded-full bg-slate-200 min-[48rem]:hidden" />
          <span className="mb-4 inline-flex h-16 w-16 items-center justify-center rounded-full bg-amber-100 text-amber-600 ring-8 ring-amber-50">
            <MapPinOff className="h-8 w-8" aria-hidden="true" />
          </span>
          <DialogTitle className="text-xl">{LOCATION_UNAVAILABLE_TEXT.title}</DialogTitle>
          <DialogDescription className="mt-2 text-[15px] leading-relaxed text-slate-600">
            {LOCATION_MESSAGES.unavailable}
          </DialogDescription>
          {locationText ? (
            <p className="mt-4 flex w-full items-start gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-left text-sm font-medium text-ink ring-1 ring-slate-200/70">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="sr-only">Detected location: </span>
                {locationText}
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
              {LOCATION_UNAVAILABLE_TEXT.explore}
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
              {LOCATION_UNAVAILABLE_TEXT.home}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
