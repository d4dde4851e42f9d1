import { contract } from '@washday/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function requestPasswordReset(body: { email: string }): Promise<{ message: string }> {
  return callEndpoint(contract.adminAuth.forgotPassword, { body, authScope: false });
}

/** Sets a new password with the token from the link; the admin then signs in again. */
export function resetPassword(body: { token: string; newPassword: string }): Promise<{ message: string }> {
  return callEndpoint(contract.adminAuth.resetPassword, { body, authScope: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, networkMode: 'always' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, networkMode: 'always' });
}
