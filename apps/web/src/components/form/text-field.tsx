import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldError, FieldHint, Input, Label, type InputProps } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useFormField } from './use-form-field';

export interface TextFieldProps<T extends FieldValues> extends Omit<
  InputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'
> {
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  /** Marks the label with an asterisk. */
  required?: boolean;
  /** Cleans what was typed before the form keeps it. */
  clean?: (raw: string) => string;
  /** Told after each edit the customer makes. */
  onValueChange?: (value: string) => void;
  className?: string;
  inputClassName?: string;
}

/** A labelled input of the surrounding form, with its message (and hint) under it. */
export function TextField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  required,
  clean,
  onValueChange,
  className,
  inputClassName,
  ...input
}: TextFieldProps<T>) {
  const { fieldId, errorId, hintId, error, controlProps } = useFormField<T>({
    name,
    id,
    clean,
    hasHint: Boolean(hint),
    onValueChange,
  });
  return (
    <div className={cn('min-w-0', className)}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <Input {...input} {...controlProps} className={inputClassName} />
      <FieldError id={errorId}>{error}</FieldError>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  children,
  className,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Label htmlFor={htmlFor} className={className}>
      {children}
      {required ? (
        <span className="text-red-500" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </Label>
  );
}
