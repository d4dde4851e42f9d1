import type { CustomerVerification } from '@washday/core';

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Those still waiting for the customer, high priority first, then oldest first (customer-app.md §9). */
export function pendingVerifications(verifications: readonly CustomerVerification[]): CustomerVerification[] {
  return verifications
    .filter((v) => v.status === 'pending')
    .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.createdAt.localeCompare(b.createdAt));
}

/** Past its expiry (or marked so by the server): the server never approves by silence, so nothing can be decided. */
export function hasExpired(verification: Pick<CustomerVerification, 'status' | 'expiresAt'>, now: Date): boolean {
  return verification.status === 'expired' || new Date(verification.expiresAt).getTime() <= now.getTime();
}

const expiryFormats = new Map<string, Intl.DateTimeFormat>();

/** When it expires, '24 Nov, 5:30 pm' in Gurugram's time, in the interface's Intl locale. */
export function formatExpiry(expiresAt: string, locale: string): string {
  let format = expiryFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
    expiryFormats.set(locale, format);
  }
  return format.format(new Date(expiresAt));
}
