import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1.5 block text-sm font-semibold text-slate-700', className)} {...props} />;
}

const fieldClasses =
  'h-12 w-full min-w-0 rounded-2xl bg-slate-50 px-4 text-[16px] text-ink ring-1 ring-slate-200 transition outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:bg-red-50/40 aria-[invalid=true]:ring-red-400 aria-[invalid=true]:focus:ring-red-500';

export interface InputProps extends ComponentProps<'input'> {
  /** Fixed text or an icon inside the field's left edge, e.g. a +91 country code. */
  startAdornment?: ReactNode;
  /** A control inside the field's right edge, e.g. a show-password button (up to 3 rem wide). */
  endAdornment?: ReactNode;
}

/** 16 px text so iOS does not zoom into the field. */
export function Input({ className, startAdornment, endAdornment, ...props }: InputProps) {
  if (!startAdornment && !endAdornment) return <input className={cn(fieldClasses, className)} {...props} />;
  return (
    <div className="relative">
      {startAdornment ? (
        <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center gap-2 pl-4 text-[16px] font-semibold text-slate-600">
          {startAdornment}
          <span aria-hidden="true" className="h-5 w-px bg-slate-300" />
        </span>
      ) : null}
      <input className={cn(fieldClasses, startAdornment && 'pl-[4.25rem]', endAdornment && 'pr-12', className)} {...props} />
      {endAdornment ? (
        <span className="absolute inset-y-0 right-0 flex w-12 items-center justify-center">{endAdornment}</span>
      ) : null}
    </div>
  );
}

/** The message under a field; give the field `aria-describedby={id}` and `aria-invalid`. */
export function FieldError({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  // Subscribed to the language, so a message from core's schemas follows a switch.
  useTranslation();
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn('mt-1.5 text-[13px] leading-snug font-medium text-red-600', className)}>
      {typeof children === 'string' ? translateMessage(children) : children}
    </p>
  );
}

export function FieldHint({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn('mt-1.5 text-xs text-slate-500', className)}>
      {children}
    </p>
  );
}
