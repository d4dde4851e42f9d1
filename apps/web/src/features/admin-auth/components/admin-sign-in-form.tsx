import { adminLoginBodySchema } from '@washday/core';
import { CircleAlert, Eye, EyeOff, LogIn, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useLoginAdmin } from '../api/login-admin';

const inputClasses =
  'block h-12 w-full rounded-xl border-0 bg-white px-4 text-[15px] text-ink ring-1 ring-slate-200 transition-shadow outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500 aria-invalid:ring-2 aria-invalid:ring-red-300';

function signInError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return navigator.onLine ? 'Unable to connect to server. Please try again later.' : 'No internet connection';
    if (error.code === 'TIMEOUT') return 'Request timed out. Please try again.';
    // 401 "Invalid username or password", 429 "Too many failed sign-in attempts...", as the server words them.
    if (error.status >= 400 && error.status < 500) return error.message;
  }
  return 'An unexpected error occurred. Please try again.';
}

/** The admin sign-in card: username and password against a real admin account (README point 2). */
export function AdminSignInForm() {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<{ message: string; field: 'username' | 'password' | null } | null>(null);
  const login = useLoginAdmin();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminLoginBodySchema.safeParse({ username, password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ message: issue?.message ?? 'Please enter your username', field: issue?.path[0] === 'password' ? 'password' : 'username' });
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onError: (failure) => {
        setError({ message: signInError(failure), field: null });
        setPassword('');
      },
    });
  }

  return (
    <section aria-labelledby="admin-sign-in-title" className="mx-auto w-full max-w-md">
      <div className="overflow-hidden rounded-3xl bg-white shadow-lift ring-1 ring-slate-900/5">
        <div className="relative overflow-hidden bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-7 text-white">
          <div aria-hidden="true" className="absolute -top-10 -right-10 h-36 w-36 rounded-full bg-white/10" />
          <span className="relative flex h-11 w-11 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 id="admin-sign-in-title" className="relative mt-4 text-2xl font-extrabold tracking-tight">
            Admin Portal
          </h1>
          <p className="relative mt-1 text-sm text-white/85">Sign in with your admin account.</p>
        </div>
        <form noValidate onSubmit={onSubmit} className="space-y-4 px-5 py-6 sm:px-6" aria-label="Admin sign-in">
          <div className="space-y-1.5">
            <label htmlFor={`${id}-username`} className="block text-sm font-semibold text-slate-700">
              Username
            </label>
            <input
              id={`${id}-username`}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              aria-invalid={error?.field === 'username' || undefined}
              disabled={login.isPending}
              className={inputClasses}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-slate-700">
              Password
            </label>
            <div className="relative">
              <input
                id={`${id}-password`}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={error?.field === 'password' || undefined}
                disabled={login.isPending}
                className={cn(inputClasses, 'pr-12')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-400 hover:text-slate-600"
              >
                {showPassword ? <EyeOff className="h-4.5 w-4.5" aria-hidden="true" /> : <Eye className="h-4.5 w-4.5" aria-hidden="true" />}
              </button>
            </div>
          </div>
          {error ? (
            <p role="alert" className="flex gap-2.5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
              {error.message}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={login.isPending}>
            <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </div>
    </section>
  );
}
