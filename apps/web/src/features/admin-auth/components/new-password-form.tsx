import { resetPasswordBodySchema } from '@washday/core';
import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useResetPassword } from '../api/password-reset';
import { adminAuthError, AdminField, FormAlert, FormNotice } from './admin-auth-card';

/** Sets a new password with the token from the reset link. */
export function NewPasswordForm({ token }: { token: string }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetPasswordBodySchema.safeParse({ token, newPassword: password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please choose a new password');
    if (password !== repeat) return setError('The two passwords do not match');
    setError(null);
    reset.mutate(parsed.data, { onError: (failure) => setError(adminAuthError(failure)) });
  }

  if (reset.data) {
    return (
      <div className="space-y-4 px-5 py-6 sm:px-6">
        <FormNotice>{reset.data.message}</FormNotice>
        <Link to="/admin" className="block text-center text-sm font-semibold text-brand-700 hover:underline">
          Go to sign-in
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4 px-5 py-6 sm:px-6" aria-label="Choose a new password">
      {(
        [
          ['password', 'New password', password, setPassword],
          ['repeat', 'Repeat new password', repeat, setRepeat],
        ] as const
      ).map(([key, label, value, onChange]) => (
        <AdminField
          key={key}
          id={`${id}-${key}`}
          label={label}
          type="password"
          autoComplete="new-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          invalid={Boolean(error)}
          disabled={reset.isPending}
        />
      ))}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        <KeyRound className="h-4.5 w-4.5" aria-hidden="true" />
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
