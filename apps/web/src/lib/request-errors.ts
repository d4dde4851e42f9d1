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

/** The admin portals' message when a change could not reach the server. */
export const ADMIN_NETWORK_MESSAGE = 'Network error. Please try again.';

/**
 * What to tell an admin when a change failed, as a toast's title and detail: the network message, or `fallback` with
 * the server's refusal (a 4xx's message) under it.
 */
export function describeFailure(error: unknown, fallback: string): { title: string; detail: string | null } {
  if (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT' || error.status === 0)) {
    return { title: ADMIN_NETWORK_MESSAGE, detail: null };
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return { title: fallback, detail: error.message };
  return { title: fallback, detail: null };
}
