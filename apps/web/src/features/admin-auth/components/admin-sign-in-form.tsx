import { adminLoginBodySchema } from '@washday/core';
import { Eye, EyeOff, LogIn } from 'lucide-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { describeError, NETWORK_MESSAGES } from '@/lib/request-errors';
import { useLoginAdmin } from '../api/login-admin';
import { AdminAuthCard } from './admin-auth-card';

type Credentials = z.input<typeof adminLoginBodySchema>;

/** The admin sign-in card: username and password against a real admin account (README point 2). */
export function AdminSignInForm() {
  const form = useZodForm(adminLoginBodySchema, { defaultValues: { username: '', password: '' } });
  const [showPassword, setShowPassword] = useState(false);
  const login = useLoginAdmin();

  const submit = form.handleSubmit(async (credentials) => {
    try {
      await login.mutateAsync(credentials);
    } catch (error) {
      // 401 "Invalid username or password", 429 "Too many failed sign-in attempts...", as the server words them.
      applyServerError(form.setError, error, { fields: [], message: (e) => describeError(e, NETWORK_MESSAGES.unexpected) });
      form.resetField('password');
    }
  });

  return (
    <AdminAuthCard titleId="admin-sign-in-title" title="Admin Portal" subtitle="Sign in with your admin account.">
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="space-y-4 px-5 py-6 sm:px-6"
          aria-label="Admin sign-in"
        >
          <TextField<Credentials>
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            disabled={login.isPending}
          />
          <TextField<Credentials>
            name="password"
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            disabled={login.isPending}
            endAdornment={
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                aria-pressed={showPassword}
                className="flex h-10 w-10 items-center justify-center rounded-xl text-slate-500 hover:text-slate-600"
              >
                {showPassword ? (
                  <EyeOff className="h-4.5 w-4.5" aria-hidden="true" />
                ) : (
                  <Eye className="h-4.5 w-4.5" aria-hidden="true" />
                )}
              </button>
            }
          />
          <FormAlert />
          <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
            <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
            {login.isPending ? 'Signing in...' : 'Sign In'}
          </Button>
          <p className="text-center text-sm">
            <Link to="/admin/reset-password" className="font-semibold text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </p>
        </form>
      </FormProvider>
    </AdminAuthCard>
  );
}
