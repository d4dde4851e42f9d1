import { adminLoginBodySchema } from '@washday/core';
import { Eye, EyeOff, LogIn, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { describeError, NETWORK_MESSAGES } from '@/lib/request-errors';
import { useLoginAdmin } from '../api/login-admin';

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
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 px-5 py-6 sm:px-6" aria-label="Admin sign-in">
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
                  className="flex h-10 w-10 items-center justify-center rounded-xl text-slate-400 hover:text-slate-600"
                >
                  {showPassword ? <EyeOff className="h-4.5 w-4.5" aria-hidden="true" /> : <Eye className="h-4.5 w-4.5" aria-hidden="true" />}
                </button>
              }
            />
            <FormAlert />
            <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
              <LogIn className="h-4.5 w-4.5" aria-hidden="true" />
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        </FormProvider>
      </div>
    </section>
  );
}
