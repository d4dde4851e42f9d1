import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExternalToast } from 'sonner';
import { cn } from '@/lib/cn';
import { rememberOpener, returnFocus } from '@/lib/focus-return';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * How the dialog sits on phones (under 768 px): a full-screen overlay, a bottom sheet, or a centred card.
 * From 768 px it is always a centred card.
 */
export type DialogMobileLayout = 'fullscreen' | 'sheet' | 'card';

const mobileLayouts: Record<DialogMobileLayout, string> = {
  fullscreen: 'inset-0 h-dvh w-full rounded-none',
  sheet: 'inset-x-0 bottom-0 max-h-[92dvh] w-full rounded-t-3xl pb-[env(safe-area-inset-bottom)]',
  card: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl',
};

// 768 px, not the theme's `md` (769 px): the spec's dialogs go full screen "under 768 px".
const desktopCard =
  'min-[48rem]:inset-auto min-[48rem]:top-1/2 min-[48rem]:left-1/2 min-[48rem]:h-auto min-[48rem]:max-h-[calc(100dvh-4rem)] min-[48rem]:w-full min-[48rem]:-translate-x-1/2 min-[48rem]:-translate-y-1/2 min-[48rem]:rounded-3xl min-[48rem]:pb-0 min-[48rem]:shadow-lift min-[48rem]:ring-1 min-[48rem]:ring-slate-900/5';

/** Where the dialog sits: centred (per `mobileLayout` on phones), or a full-height panel from the right (a drawer). */
export type DialogPlacement = 'centre' | 'right';

const placements: Record<DialogPlacement, (mobileLayout: DialogMobileLayout) => string> = {
  centre: (mobileLayout) => cn('starting:translate-y-3 starting:opacity-0', mobileLayouts[mobileLayout], desktopCard),
  right: () => 'inset-y-0 right-0 h-dvh w-full starting:translate-x-8 starting:opacity-0',
};

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  placement?: DialogPlacement;
  /** On phones, for a centred dialog. */
  mobileLayout?: DialogMobileLayout;
  /** Width of the card from 768 px (of the panel, on the right), as a Tailwind max-width class. */
  widthClassName?: string;
  /** Shows the round close button in the top-right corner. */
  showClose?: boolean;
}

export function DialogContent({
  className,
  children,
  placement = 'centre',
  mobileLayout = 'card',
  widthClassName = 'min-[48rem]:max-w-md',
  showClose = true,
  onInteractOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/45 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col overflow-y-auto overscroll-contain bg-white text-ink shadow-lift outline-none',
          'transition-[opacity,translate] duration-200 ease-out',
          placements[placement](mobileLayout),
          widthClassName,
          className,
        )}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // A tap on a toast is not a tap outside: it must not throw away what the dialog holds.
          if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) event.preventDefault();
        }}
        // Focus goes back to the control that opened the dialog, Trigger or not (lib/focus-return.ts); a dialog's own
        // handler that prevents the default decides instead.
        onOpenAutoFocus={(event) => {
          rememberOpener(event.target instanceof Element ? event.target : null);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented && returnFocus(event.target instanceof Element ? event.target : null))
            event.preventDefault();
        }}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close
            aria-label={t('actions.close')}
            className="absolute top-[max(0.75rem,env(safe-area-inset-top))] right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-2xl font-extrabold tracking-tight text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-500', className)} {...props} />;
}

/**
 * Options for a toast raised from inside a dialog: on phones it shows at the top, so it does not cover the
 * dialog's buttons along the bottom edge.
 */
export function dialogToastOptions(): Pick<ExternalToast, 'position'> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return {};
  return window.matchMedia('(max-width: 47.99rem)').matches ? { position: 'top-center' } : {};
}
