import { forgotPasswordBodySchema } from '@washday/core';
import { Mail } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { describeError, NETWORK_MESSAGES } from '@/lib/request-errors';
import { useRequestPasswordReset } from '../api/password-reset';
import { FormNotice } from './admin-auth-card';

type Login = z.input<typeof forgotPasswordBodySchema>;

/** Asks for a reset link by email or username; the answer never says whether the account exists. */
export function ForgotPasswordForm() {
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email: email ?? '' });
    } catch (error) {
      applyServerError(form.setError, error, {
        fields: ['email'],
        message: (e) => describeError(e, NETWORK_MESSAGES.unexpected),
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 px-5 py-6 sm:px-6"
        aria-label="Reset password"
      >
        <TextField<Login>
          name="email"
          label="Email or username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          disabled={request.isPending}
        />
        <FormAlert />
        {request.data ? <FormNotice>{request.data.message}</FormNotice> : null}
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          <Mail className="h-4.5 w-4.5" aria-hidden="true" />
          {request.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </FormProvider>
  );
}
