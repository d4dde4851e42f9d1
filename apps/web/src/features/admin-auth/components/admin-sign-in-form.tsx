import { adminLoginBodySchema } from '@washday/core';
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLoginAdmin } from '../api/login-admin';
import { AdminAuthCard, adminAuthError, AdminField, adminInputClasses as inputClasses, FormAlert } from './admin-auth-card';

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
      setError({
        message: issue?.message ?? 'Please enter your username',
        field: issue?.path[0] === 'password' ? 'password' : 'username',
      });
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onError: (failure) => {
        // 401 "Invalid username or password", 429 "Too many failed sign-in attempts...", as the server words them.
        setError({ message: adminAuthError(failure), field: null });
        setPassword('');
      },
    });
  }

  return (
    <AdminAuthCard titleId="admin-sign-in-title" title="Admin Portal" subtitle="Sign in with your admin account.">
      <form noValidate onSubmit={onSubmit} className="space-y-4 px-5 py-6 sm:px-6" aria-label="Admin sign-in">
        <AdminField
          id={`${id}-username`}
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          invalid={error?.field === 'username'}
          disabled={login.isPending}
        />
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
              {showPassword ? (
                <EyeOff className="h-4.5 w-4.5" aria-hidden="true" />
              ) : (
                <Eye className="h-4.5 w-4.5" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>
        {error ? <FormAlert>{error.message}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={login.isPending}>
          <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
        <p className="text-center text-sm">
          <Link to="/admin/reset-password" className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
      </form>
    </AdminAuthCard>
  );
}
