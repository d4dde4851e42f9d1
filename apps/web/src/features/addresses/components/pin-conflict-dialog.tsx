import { LoaderCircle, MapPin, MapPinned, Pencil, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { pinPlaceLine, typedPlaceLine, type PinConflict } from '../utils/pin-conflict';

export interface PinConflictDialogProps {
  /** What disagrees; null keeps the dialog closed. */
  conflict: PinConflict | null;
  /** The typed address is being looked up. */
  moving: boolean;
  /** The typed address could not be found on the map. */
  moveFailed: boolean;
  onKeepPin: () => void;
  onMoveToTyped: () => void;
  onEdit: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * 'Your pin is in Gurugram, Haryana 122101, but you typed New Delhi 110001': which is right? Asked before saving; a
 * bottom sheet on phones, a centred card from 768 px. Closing it is 'Edit'.
 */
export function PinConflictDialog({
  conflict,
  moving,
  moveFailed,
  onKeepPin,
  onMoveToTyped,
  onEdit,
  onCloseAutoFocus,
}: PinConflictDialogProps) {
  const { t } = useTranslation('addresses');
  const pinLine = conflict ? pinPlaceLine(conflict.pin) : '';
  const typedLine = conflict ? typedPlaceLine(conflict) : '';
  return (
    <Dialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open && !moving) onEdit();
      }}
    >
      <DialogContent
        mobileLayout="sheet"
        widthClassName="min-[48rem]:max-w-md"
        showClose={false}
        onOpenAutoFocus={(event) => {
          // The question is read out first; no choice is made for the customer by focus.
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="px-5 pt-3 pb-5 min-[48rem]:px-6 min-[48rem]:pt-6">
          <span aria-hidden="true" className="mx-auto mb-4 block h-1.5 w-10 rounded-full bg-slate-200 min-[48rem]:hidden" />
          <div className="flex items-start gap-3">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-600">
              <MapPinned className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <DialogTitle className="text-xl">{t('pinConflict.title')}</DialogTitle>
              <DialogDescription className="mt-1 text-[15px] leading-relaxed text-slate-600">
                <Trans
                  t={t}
                  i18nKey="pinConflict.description"
                  values={{ pin: pinLine, typed: typedLine }}
                  components={{
                    1: <span translate="no" className="font-semibold text-ink" />,
                    2: <span translate="no" className="font-semibold text-ink" />,
                  }}
                />
              </DialogDescription>
            </div>
          </div>

          {moveFailed ? (
            <p
              role="alert"
              className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('pinConflict.moveFailed')}
            </p>
          ) : null}

          <div className="mt-5 flex flex-col gap-2.5">
            <Choice
              icon={MapPin}
              label={t('pinConflict.keepPin')}
              detail={pinLine}
              onClick={onKeepPin}
              disabled={moving}
              primary
            />
            <Choice
              icon={moving ? LoaderCircle : MapPinned}
              spin={moving}
              label={moving ? t('pinConflict.moving') : t('pinConflict.moveToTyped')}
              detail={typedLine}
              onClick={onMoveToTyped}
              disabled={moving || moveFailed}
              busy={moving}
            />
            <button
              type="button"
              onClick={onEdit}
              disabled={moving}
              className="mt-1 inline-flex h-11 items-center justify-center gap-2 rounded-xl text-[15px] font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('pinConflict.edit')}
            </button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** One answer: what it does, and the address it keeps under it. */
function Choice({
  icon: Icon,
  label,
  detail,
  onClick,
  disabled,
  primary = false,
  spin = false,
  busy = false,
}: {
  icon: LucideIcon;
  label: string;
  detail: ReactNode;
  onClick: () => void;
  disabled: boolean;
  primary?: boolean;
  spin?: boolean;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy || undefined}
      className={cn(
        'flex min-h-16 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left transition-colors disabled:pointer-events-none disabled:opacity-60',
        primary
          ? 'bg-brand-600 text-white shadow-soft hover:bg-brand-700 active:bg-brand-800'
          : 'bg-white text-ink ring-1 ring-slate-200 hover:bg-slate-50 active:bg-slate-100',
      )}
    >
      <Icon
        className={cn('h-5 w-5 shrink-0', primary ? 'text-white' : 'text-brand-600', spin && 'animate-spin')}
        aria-hidden="true"
      />
      <span className="min-w-0">
        <span className="block text-[15px] font-semibold">{label}</span>
        <span translate="no" className={cn('block text-sm break-words', primary ? 'text-white/85' : 'text-slate-500')}>
          {detail}
        </span>
      </span>
    </button>
  );
}
