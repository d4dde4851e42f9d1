import { forgotPasswordBodySchema } from '@washday/core';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '../api/password-reset';
import { adminAuthError, AdminField, FormAlert, FormNotice } from './admin-auth-card';

/** Asks for a reset link by email or username; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const id = useId();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordBodySchema.safeParse({ email: login });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter your email or username');
      return;
    }
    setError(null);
    request.mutate({ email: login.trim() }, { onError: (failure) => setError(adminAuthError(failure)) });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 px-5 py-6 sm:px-6" aria-label="Reset password">
      <AdminField
        id={`${id}-login`}
        label="Email or username"
        name="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        invalid={Boolean(error)}
        disabled={request.isPending}
      />
      {error ? <FormAlert>{error}</FormAlert> : null}
      {request.data ? <FormNotice>{request.data.message}</FormNotice> : null}
      <Button type="submit" className="w-full" disabled={request.isPending}>
        <Mail className="h-4.5 w-4.5" aria-hidden="true" />
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
