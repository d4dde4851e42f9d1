import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block h-12 w-full rounded-xl border-0 bg-white px-4 text-[15px] text-ink ring-1 ring-slate-200 transition-shadow outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 aria-invalid:ring-2 aria-invalid:ring-red-300 disabled:bg-slate-50 disabled:text-slate-500';

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label above its control, with an optional hint below (linked by `${id}-hint`). */
export function Field({ id, label, hint, children, className }: FieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
};

export function TextInput({ className, invalid, onValueChange, ...props }: InputProps) {
  return (
    <input
      {...props}
      aria-invalid={invalid || undefined}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn(inputClasses, className)}
    />
  );
}

/** A 10-digit Indian mobile with a fixed +91 prefix. */
export function PhoneInput({ className, invalid, onValueChange, ...props }: InputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-slate-200 pr-3 pl-4 text-[15px] font-semibold text-slate-500"
      >
        +91
      </span>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="98765 43210"
        {...props}
        aria-invalid={invalid || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(inputClasses, 'pl-[4.5rem] tracking-wide', className)}
      />
    </div>
  );
}

/** The 6-digit code field: digits only, large and spaced for easy reading. */
export function OtpInput({ className, invalid, onValueChange, ...props }: InputProps) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="••••••"
      {...props}
      aria-invalid={invalid || undefined}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      className={cn(inputClasses, 'h-14 text-center text-2xl font-bold tracking-[0.5em] placeholder:tracking-[0.5em]', className)}
    />
  );
}
