import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { get, useFormState, type FieldErrors } from 'react-hook-form';
import { cn } from '@/lib/cn';
import type { EditDraft } from '../utils/edit-form';

export const controlClasses =
  'h-10 w-full min-w-0 rounded-xl bg-white px-3 text-sm text-ink ring-1 ring-slate-200 transition outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:bg-red-50/40 aria-[invalid=true]:ring-red-400';

/** The message the form holds for a field (its own check or the server's refusal), if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<EditDraft>();
  const error = get(errors as FieldErrors, name) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** A labelled control with its message under it; the control gets the id, aria-invalid and aria-describedby. */
export function Field({
  name,
  label,
  hint,
  className,
  children,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600">
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-slate-500">{hint}</p>
      ) : null}
    </div>
  );
}

export function SelectInput({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'appearance-none pr-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}

/** Rupees: a ₹ in front, numbers typed freely (the schema says what is wrong). */
export function MoneyInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-semibold text-slate-500"
      >
        ₹
      </span>
      <input
        inputMode="decimal"
        autoComplete="off"
        className={cn(controlClasses, 'pl-7 tabular-nums read-only:bg-slate-100 read-only:text-slate-600', className)}
        {...props}
      />
    </div>
  );
}
