import { forgotPasswordBodySchema } from '@washday/core';
import { Mail } from 'lucide-react';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useRequestPasswordReset } from '../api/password-reset';
import { FormNotice } from './admin-auth-card';
import { AuthCardForm, applyAuthError } from './auth-card-form';

type Login = z.input<typeof forgotPasswordBodySchema>;

/** Asks for a reset link by email or username; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email: email ?? '' });
    } catch (error) {
      applyAuthError(form, error, ['email']);
    }
  });

  return (
    <AuthCardForm
      form={form}
      label="Reset password"
      onSubmit={submit}
      pending={request.isPending}
      icon={Mail}
      submitLabel="Send reset link"
      pendingLabel="Sending..."
      notice={request.data ? <FormNotice>{request.data.message}</FormNotice> : null}
    >
      <TextField<Login>
        name="email"
        label="Email or username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        disabled={request.isPending}
      />
    </AuthCardForm>
  );
}
