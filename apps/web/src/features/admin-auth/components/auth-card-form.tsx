import type { LucideIcon } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { applyServerError } from '@/lib/form-errors';
import { describeError, NETWORK_MESSAGES } from '@/lib/request-errors';

/** A refusal of an admin-auth form: on its field when the server names one, else above the button. */
export function applyAuthError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  fields: readonly FieldPath<T>[],
) {
  applyServerError(form.setError, error, { fields, message: (e) => describeError(e, NETWORK_MESSAGES.unexpected) });
}

/** The body of a password card: its fields, the form's refusal, a notice, and one wide submit button. */
export function AuthCardForm<T extends FieldValues>({
  form,
  label,
  onSubmit,
  pending,
  icon: Icon,
  submitLabel,
  pendingLabel,
  notice,
  children,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  icon: LucideIcon;
  submitLabel: string;
  pendingLabel: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 px-5 py-6 sm:px-6" aria-label={label}>
        {children}
        <FormAlert />
        {notice}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          <Icon className="h-4.5 w-4.5" aria-hidden="true" />
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
