import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

/**
 * The top of a form in a dialog: icon, title and description. The description's id is the one the
 * DialogContent names in aria-describedby.
 */
export function FormDialogHeader({
  icon: Icon,
  title,
  description,
  descriptionId,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  descriptionId: string;
}) {
  return (
    <header className="flex items-start gap-3 border-b border-slate-100 px-6 pt-6 pr-16 pb-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div>
        <DialogTitle className="text-xl">{title}</DialogTitle>
        <DialogDescription id={descriptionId} className="mt-0.5">
          {description}
        </DialogDescription>
      </div>
    </header>
  );
}

/**
 * The bottom of a form in a dialog: the form's own refusal, Cancel and the submit button. Both buttons are
 * disabled while saving so the form cannot be sent twice or closed half-way.
 */
export function FormDialogFooter({
  onCancel,
  saving,
  submitLabel,
  pendingLabel,
  alertClassName,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: ReactNode;
  /** The submit button's text while saving; the submit label when not given. */
  pendingLabel?: ReactNode;
  /** Width limit of the refusal box, e.g. `max-w-xl`. */
  alertClassName?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 bg-slate-50/60 px-6 py-4">
      <FormAlert className={cn('mr-auto py-2', alertClassName)} />
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {saving ? (pendingLabel ?? submitLabel) : submitLabel}
      </Button>
    </footer>
  );
}
