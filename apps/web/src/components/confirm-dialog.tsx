import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export type ConfirmDialogTone = 'danger' | 'ok';

const iconTones: Record<ConfirmDialogTone, string> = {
  danger: 'bg-red-50 text-red-600 ring-red-100',
  ok: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
};

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  icon: LucideIcon;
  /** Danger paints the icon and the confirm button red; ok keeps the brand button. */
  tone: ConfirmDialogTone;
  title: ReactNode;
  description: ReactNode;
  /** Extra text under the description, outside the accessible description. */
  note?: ReactNode;
  /** Shown below the heading, e.g. a warning about what is affected. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's text while pending; the confirm label when not given. */
  pendingLabel?: ReactNode;
  /** An icon on the confirm button when not pending (the spinner takes its place while pending). */
  confirmIcon?: LucideIcon;
  onConfirm: () => void;
  pending: boolean;
}

/** Asks before a change that is hard to take back. It cannot be dismissed while the change is being saved. */
export function ConfirmDialog({
  open,
  onClose,
  icon: Icon,
  tone,
  title,
  description,
  note,
  children,
  confirmLabel,
  pendingLabel,
  confirmIcon: ConfirmIcon,
  onConfirm,
  pending,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <DialogContent role="alertdialog" widthClassName="min-[48rem]:max-w-md" className="gap-5 p-6">
        <div className="flex items-start gap-3 pr-10">
          <span className={cn('inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ring-1', iconTones[tone])}>
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <DialogTitle className="text-xl">{title}</DialogTitle>
            <DialogDescription className="mt-1">{description}</DialogDescription>
            {note ? <p className="mt-2 text-sm text-slate-500">{note}</p> : null}
          </div>
        </div>
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
            className={tone === 'danger' ? 'bg-red-600 hover:bg-red-700 active:bg-red-800' : undefined}
          >
            {pending ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : ConfirmIcon ? (
              <ConfirmIcon className="h-4 w-4" aria-hidden="true" />
            ) : null}
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
