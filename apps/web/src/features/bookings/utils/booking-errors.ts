import { ApiError } from '@/lib/api-client';

export const CANCEL_MESSAGES = {
  failedTitle: 'Cancellation Failed',
  network: 'Network error. Please check your connection and try again.',
  fallback: 'Failed to cancel booking. Please try again.',
} as const;

export const EDIT_MESSAGES = {
  failedTitle: 'Update Failed',
  saveFailed: 'Failed to save changes. Please try again.',
  estimateNote: 'Estimate from current prices. Washday confirms the final amount when you save.',
} as const;

/** No answer at all (offline, timeout) or the server broke: nothing the customer can fix but retry. */
function isTransportFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.code === 'INVALID_RESPONSE';
}

export function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT'))
    return CANCEL_MESSAGES.network;
  if (isTransportFailure(error)) return CANCEL_MESSAGES.fallback;
  return (error as ApiError).message;
}

export function saveErrorMessage(error: unknown): string {
  return isTransportFailure(error) ? EDIT_MESSAGES.saveFailed : (error as ApiError).message;
}
