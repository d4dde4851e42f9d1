import { resetPasswordBodySchema } from '@washday/core';
import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useResetPassword } from '../api/password-reset';
import { FormNotice } from './admin-auth-card';
import { AuthCardForm, applyAuthError } from './auth-card-form';

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
      applyAuthError(form, error, ['newPassword']);
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
    <AuthCardForm
      form={form}
      label="Choose a new password"
      onSubmit={submit}
      pending={reset.isPending}
      icon={KeyRound}
      submitLabel="Set new password"
      pendingLabel="Saving..."
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
    </AuthCardForm>
  );
}
