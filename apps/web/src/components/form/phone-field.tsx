import type { FieldValues } from 'react-hook-form';
import { toPhoneDigits } from '@/lib/phone-digits';
import { TextField, type TextFieldProps } from './text-field';

/** A 10-digit Indian mobile with a fixed +91: digits only, a pasted +91 or 0 dropped. */
export function PhoneField<T extends FieldValues>({
  inputClassName,
  ...props
}: Omit<TextFieldProps<T>, 'clean' | 'startAdornment'>) {
  return (
    <TextField<T>
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="98765 43210"
      {...props}
      startAdornment="+91"
      clean={toPhoneDigits}
      inputClassName={inputClassName ?? 'tracking-wide'}
    />
  );
}
