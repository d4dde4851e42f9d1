import type { CustomerVerification } from '@washday/core';

const PRIORITY_RANK = { high: 0, medium: 1, low: 2 } as const;

/** Those still waiting for the customer, high priority first, then oldest first (customer-app.md §9). */
export function pendingVerifications(verifications: readonly CustomerVerification[]): CustomerVerification[] {
  return verifications
    .filter((v) => v.status === 'pending')
    .sort((a, b) => PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.createdAt.localeCompare(b.createdAt));
}

/** 'N Order Change(s) Need Your Approval', the spec's banner words. */
export function pendingBannerTitle(count: number): string {
  return `${count} Order Change${count === 1 ? '' : 's'} Need Your Approval`;
}

const expiryFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Expires 24 Nov, 5:30 pm', or 'Expired' once the time has passed (the server never approves by silence). */
export function expiryText(verification: Pick<CustomerVerification, 'status' | 'expiresAt'>, now: Date): string {
  if (verification.status === 'expired' || new Date(verification.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return `Expires ${expiryFormat.format(new Date(verification.expiresAt))}`;
}
