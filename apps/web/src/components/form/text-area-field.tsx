import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldError, FieldHint } from '@/components/ui/input';
import { FieldLabel } from './text-field';
import { useFormField } from './use-form-field';

export const textAreaClasses =
  'block w-full resize-none rounded-2xl bg-slate-50 px-4 py-3 text-[16px] leading-snug text-ink ring-1 ring-slate-200 transition outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-red-400';

interface TextAreaFieldProps<T extends FieldValues> extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> {
  name: FieldPath<T>;
  label: ReactNode;
  labelClassName?: string;
  /** Shows "typed/max" under the field. */
  maxLength: number;
  className?: string;
}

/** A labelled text area of the surrounding form with a character count. */
export function TextAreaField<T extends FieldValues>({
  name,
  id,
  label,
  labelClassName,
  maxLength,
  className,
  ...textarea
}: TextAreaFieldProps<T>) {
  const { fieldId, errorId, hintId, error, controlProps } = useFormField<T>({ name, id, hasHint: true });
  const value = useWatch<T>({ name }) as string | undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} className={labelClassName}>
        {label}
      </FieldLabel>
      <textarea rows={3} {...textarea} {...controlProps} maxLength={maxLength} className={textAreaClasses} />
      <FieldError id={errorId}>{error}</FieldError>
      <FieldHint id={hintId} className="text-right tabular-nums">
        {value?.length ?? 0}/{maxLength}
      </FieldHint>
    </div>
  );
}
