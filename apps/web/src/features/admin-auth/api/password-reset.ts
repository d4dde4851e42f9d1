import { passwordResetAnswerSchema } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function requestPasswordReset(body: { email: string }): Promise<{ message: string }> {
  return api.post('/api/auth/forgot-password', body, { schema: passwordResetAnswerSchema, authScope: false });
}

/** Sets a new password with the token from the link; the admin then signs in again. */
export function resetPassword(body: { token: string; newPassword: string }): Promise<{ message: string }> {
  return api.post('/api/auth/reset-password', body, { schema: passwordResetAnswerSchema, authScope: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, networkMode: 'always' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, networkMode: 'always' });
}
