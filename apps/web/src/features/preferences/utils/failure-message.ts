import { ACCOUNT_MESSAGES } from '@washday/core';
import { ApiError } from '@/lib/api-client';

/** The server's own reason for a refusal (4xx: a rule, an open order); otherwise the spec's "please try again" text. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message
    ? error.message
    : fallback;
}

/**
 * The number of open orders in the server's refusal to delete the account (ACCOUNT_MESSAGES.openOrders), so it can be
 * worded in the interface language; null for any other message. Only core's exact sentence counts.
 */
export function openOrdersIn(message: string): number | null {
  const count = Number(/^You have (\d+) orders? in progress\./.exec(message)?.[1]);
  return Number.isInteger(count) && message === ACCOUNT_MESSAGES.openOrders(count) ? count : null;
}
