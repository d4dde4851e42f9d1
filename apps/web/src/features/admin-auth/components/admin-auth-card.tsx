import { CircleAlert, ShieldCheck } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

export const adminInputClasses =
  'block h-12 w-full rounded-xl border-0 bg-white px-4 text-[15px] text-ink ring-1 ring-slate-200 transition-shadow outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 aria-invalid:ring-2 aria-invalid:ring-red-300';

/** The message to show for a failed admin auth call: the server's own words for a 4xx. */
export function adminAuthError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR')
      return navigator.onLine ? 'Unable to connect to server. Please try again later.' : 'No internet connection';
    if (error.code === 'TIMEOUT') return 'Request timed out. Please try again.';
    if (error.status >= 400 && error.status < 500) return error.message;
  }
  return 'An unexpected error occurred. Please try again.';
}

/** The card the admin sign-in and password reset forms sit in. */
export function AdminAuthCard({
  titleId,
  title,
  subtitle,
  children,
}: {
  titleId: string;
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-slate-900/5">
        <div className="relative overflow-hidden bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-7 text-white">
          <div aria-hidden="true" className="absolute -top-10 -right-10 h-36 w-36 rounded-full bg-white/10" />
          <span className="relative flex h-11 w-11 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 id={titleId} className="relative mt-4 text-2xl font-extrabold tracking-tight">
            {title}
          </h1>
          <p className="relative mt-1 text-sm text-white/85">{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex gap-2.5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
      {children}
    </p>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
      {children}
    </p>
  );
}

/** A labelled text input of the admin auth forms. */
export function AdminField({
  id,
  label,
  invalid,
  ...input
}: { id: string; label: string; invalid: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input id={id} aria-invalid={invalid || undefined} className={adminInputClasses} {...input} />
    </div>
  );
}
