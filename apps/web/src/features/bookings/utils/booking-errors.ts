import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { CUSTOMER_NETWORK_MESSAGE, describeError } from '@/lib/request-errors';

// Why a cancel or an edit failed, in the interface language: our own words for a failed connection, the server's
// refusal (its contract wording, translated by translateMessage) for anything the customer can act on.

/** No answer at all (offline, timeout) or the server broke: nothing the customer can fix but retry. */
function isTransportFailure(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.code === 'INVALID_RESPONSE';
}

export function cancelErrorMessage(error: unknown, t: TFunction<'bookings'>): string {
  if (error instanceof ApiError && (error.status === 0 || error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT'))
    return t('cancel.network');
  if (isTransportFailure(error)) return t('cancel.fallback');
  return translateMessage((error as ApiError).message);
}

export function saveErrorMessage(error: unknown, t: TFunction<'bookings'>): string {
  return isTransportFailure(error) ? t('edit.saveFailed') : translateMessage((error as ApiError).message);
}

/**
 * Why My Bookings could not load, under 'Loading Error: Failed to load bookings' (customer-app.md §8): 'Network error.
 * Please check your connection.' when the request did not reach the server, 'Invalid server response' for an answer
 * off the contract, the server's refusal (a 4xx) in its words, a timeout's own words, and 'Failed to fetch bookings'
 * when the server failed (5xx) or sent something that is no answer.
 */
export function historyErrorDetail(error: unknown, t: TFunction<'bookings'>): string {
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return translateMessage(CUSTOMER_NETWORK_MESSAGE);
  if (error instanceof ApiError && error.code === 'INVALID_RESPONSE') return translateMessage(error.message);
  return describeError(error, t('states.fetchFailed'));
}
