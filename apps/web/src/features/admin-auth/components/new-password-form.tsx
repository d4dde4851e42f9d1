import { resetPasswordBodySchema } from '@washday/core';
import { KeyRound } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { describeError, NETWORK_MESSAGES } from '@/lib/request-errors';
import { useResetPassword } from '../api/password-reset';
import { FormNotice } from './admin-auth-card';

/** Core's rule for the new password, typed twice. */
const newPasswordSchema = resetPasswordBodySchema
  .pick({ newPassword: true })
  .extend({ repeat: z.string() })
  .refine((values) => values.newPassword === values.repeat, {
    error: 'The two passwords do not match',
    path: ['repeat'],
    // Compared only once the password itself is acceptable: one message at a time.
    when: (payload) => payload.issues.length === 0,
  });
type NewPassword = z.input<typeof newPasswordSchema>;

/** Sets a new password with the token from the reset link. */
export function NewPasswordForm({ token }: { token: string }) {
  const form = useZodForm(newPasswordSchema, { defaultValues: { newPassword: '', repeat: '' } });
  const reset = useResetPassword();

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      // A used or expired link belongs to no field: the message says to ask for a new one.
      applyServerError(form.setError, error, {
        fields: ['newPassword'],
        message: (e) => describeError(e, NETWORK_MESSAGES.unexpected),
      });
    }
  });

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
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 px-5 py-6 sm:px-6"
        aria-label="Choose a new password"
      >
        <TextField<NewPassword>
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          disabled={reset.isPending}
        />
        <TextField<NewPassword>
          name="repeat"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          disabled={reset.isPending}
        />
        <FormAlert />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          <KeyRound className="h-4.5 w-4.5" aria-hidden="true" />
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </FormProvider>
  );
}
