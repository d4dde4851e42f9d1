import { ApiError } from './api-client';
import { translateMessage } from './i18n';

// The spec's network messages (rider-portal.md §8.1), used by the portals' forms.
export const NETWORK_MESSAGES = {
  offline: 'No internet connection',
  timeout: 'Request timed out. Please try again.',
  unreachable: 'Unable to connect to server. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/**
 * A message fit to show for a failed call, in the interface language: the server's own text for 4xx, else `fallback`
 * or a network message.
 */
export function describeError(error: unknown, fallback: string): string {
  return translateMessage(untranslatedError(error, fallback));
}

function untranslatedError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return NETWORK_MESSAGES.unexpected;
  if (error.code === 'NETWORK_ERROR') {
    return typeof navigator !== 'undefined' && !navigator.onLine ? NETWORK_MESSAGES.offline : NETWORK_MESSAGES.unreachable;
  }
  if (error.code === 'TIMEOUT') return NETWORK_MESSAGES.timeout;
  if (error.status >= 400 && error.status < 500) return error.message || fallback;
  return fallback;
}

/**
 * The customer app's words for a request that could not reach the server (customer-app.md §8, Transport), where a
 * screen says why a list could not load. The transport's own 'Network error: {reason}' is the browser's English.
 */
export const CUSTOMER_NETWORK_MESSAGE = 'Network error. Please check your connection.';

/** No answer came: the network failed or the request timed out. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT' || error.status === 0);
}

/**
 * The call itself went wrong: no answer, an answer the app could not read (one off the contract's schema, HTML, empty),
 * or a fault in the app. Otherwise the server answered with its refusal or failure (4xx, 5xx).
 */
export function callWentWrong(error: unknown): boolean {
  return !(error instanceof ApiError) || isNoAnswer(error) || error.status < 400;
}

/** The admin portals' message when a change could not reach the server. */
export const ADMIN_NETWORK_MESSAGE = 'Network error. Please try again.';

/**
 * What to tell an admin when a change failed, as a toast's title and detail: the network message, or `fallback` with
 * the server's refusal (a 4xx's message) under it.
 */
export function describeFailure(error: unknown, fallback: string): { title: string; detail: string | null } {
  if (isNoAnswer(error)) return { title: ADMIN_NETWORK_MESSAGE, detail: null };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return { title: fallback, detail: error.message };
  return { title: fallback, detail: null };
}

/**
 * An admin's change that failed, told the spec's two ways (admin-and-backend.md §8): the server refused or failed it
 * ('Failed to update booking', with a 4xx's reason under it: describeFailure), or the call itself went wrong
 * (`errored`: 'Error updating booking', with the network message or what was wrong with the answer under it).
 */
export function describeAdminFailure(error: unknown, failed: string, errored: string): { title: string; detail: string | null } {
  if (!callWentWrong(error)) return describeFailure(error, failed);
  if (isNoAnswer(error)) return { title: errored, detail: ADMIN_NETWORK_MESSAGE };
  return { title: errored, detail: error instanceof ApiError ? error.message : null };
}
