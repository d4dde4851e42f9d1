import type { LucideIcon } from 'lucide-react';
import { createContext, Fragment, use, type ReactNode } from 'react';
import { FormProvider, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormDialogFooter, FormDialogHeader } from '@/components/form/form-dialog-frame';
import { Dialog, DialogContent, dialogToastOptions } from '@/components/ui/dialog';
import { applyServerError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

// Add or edit one record (a service, a category, a service location, a vendor) in a dialog: the frame, the form's
// header and footer, and saving with the server's message or refusal.

export interface EntityFormDialogProps<T> {
  /** What the dialog adds or edits; null closes it. */
  target: T | null;
  onClose: () => void;
  /** Another record starts the form afresh. */
  targetKey: (target: T) => string;
  /** The dialog's width from 768 px, e.g. `min-[48rem]:max-w-xl`. */
  widthClassName: string;
  /** The id of the form's description, which names the dialog's description. */
  descriptionId: string;
  children: (target: T) => ReactNode;
}

/** What the form inside needs of its dialog: how to close it, and the id its description takes. */
const DialogContext = createContext<{ onClose: () => void; descriptionId: string }>({
  onClose: () => {},
  descriptionId: '',
});

export function EntityFormDialog<T>({
  target,
  onClose,
  targetKey,
  widthClassName,
  descriptionId,
  children,
}: EntityFormDialogProps<T>) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent widthClassName={widthClassName} className="p-0" aria-describedby={descriptionId}>
        <DialogContext value={{ onClose, descriptionId }}>
          {target ? <Fragment key={targetKey(target)}>{children(target)}</Fragment> : null}
        </DialogContext>
      </DialogContent>
    </Dialog>
  );
}

export interface EntityFormProps<Input extends FieldValues, Output, Answer extends { message: string }> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Creates or updates (useCreateOrUpdate); its answer's message is the success toast. */
  saver: { save: (body: Output) => Promise<Answer>; saving: boolean };
  /** After saving; by default the dialog closes. */
  onSaved?: (answer: Answer) => void;
  /** Fields a server refusal may name; any other refusal shows above the buttons. */
  serverFields: readonly FieldPath<Input>[];
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  submitLabel: ReactNode;
  /** Width limit of the refusal box, e.g. `max-w-xl`. */
  alertClassName?: string;
  /** The fields' layout, e.g. a grid. */
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * The form in an EntityFormDialog: header, the fields, and Cancel and Save (both close the dialog); the server's refusal
 * lands on its field.
 */
export function EntityForm<Input extends FieldValues, Output, Answer extends { message: string }>({
  form,
  saver: { save, saving },
  onSaved,
  serverFields,
  icon,
  title,
  description,
  submitLabel,
  alertClassName,
  bodyClassName = 'grid gap-4 px-6 py-5',
  children,
}: EntityFormProps<Input, Output, Answer>) {
  const { onClose, descriptionId } = use(DialogContext);
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await save(body);
      toast.success(answer.message, dialogToastOptions());
      (onSaved ?? onClose)(answer);
    } catch (error) {
      applyServerError(form.setError, error, { fields: serverFields });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col">
        <FormDialogHeader icon={icon} title={title} description={description} descriptionId={descriptionId} />
        <div className={bodyClassName}>{children}</div>
        <FormDialogFooter
          onCancel={onClose}
          saving={saving}
          submitLabel={submitLabel}
          {...(alertClassName ? { alertClassName } : {})}
        />
      </form>
    </FormProvider>
  );
}

/** Saves a record through the create mutation when it is new, else through update with its id. */
export function useCreateOrUpdate<Body, Answer>(
  id: string | null,
  create: { mutateAsync: (body: Body) => Promise<Answer>; isPending: boolean },
  update: { mutateAsync: (input: { id: string; body: Body }) => Promise<Answer>; isPending: boolean },
) {
  return {
    save: (body: Body) => (id === null ? create.mutateAsync(body) : update.mutateAsync({ id, body })),
    saving: create.isPending || update.isPending,
  };
}
