import { useId } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormFieldOptions<T extends FieldValues> {
  name: FieldPath<T>;
  id?: string | undefined;
  /** Cleans what was typed before the form keeps it (digits only, upper case...). */
  clean?: ((raw: string) => string) | undefined;
  /** Whether a hint is shown under the control (it is announced with it). */
  hasHint?: boolean;
  /** Told after each edit the customer makes (not after the form's own changes). */
  onValueChange?: ((value: string) => void) | undefined;
}

/**
 * One text control of the surrounding form (FormProvider): its value, its message and the ids that tie
 * label, control, hint and message together. Editing clears the field's message and the form's own (a stale refusal).
 */
export function useFormField<T extends FieldValues>({ name, id, clean, hasHint = false, onValueChange }: FormFieldOptions<T>) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const { control, clearErrors } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy = [error ? errorId : null, hasHint ? hintId : null].filter(Boolean).join(' ');

  return {
    fieldId,
    errorId,
    hintId,
    error,
    controlProps: {
      id: fieldId,
      name: field.name,
      ref: field.ref,
      value: (field.value as string | null | undefined) ?? '',
      onBlur: field.onBlur,
      onChange: (event: { target: { value: string } }) => {
        const value = clean ? clean(event.target.value) : event.target.value;
        field.onChange(value);
        clearErrors(name);
        clearErrors('root');
        onValueChange?.(value);
      },
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}
