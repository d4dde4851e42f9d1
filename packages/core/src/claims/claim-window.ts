/** A claim may be made for 7 days from the moment the delivery was completed (the app clock says when now is). */
export const CLAIM_WINDOW_DAYS = 7;

export function claimWindowOpen(deliveredAt: Date | null, now: Date): boolean {
  if (!deliveredAt) return false;
  const elapsed = now.getTime() - deliveredAt.getTime();
  return elapsed >= 0 && elapsed <= CLAIM_WINDOW_DAYS * 86_400_000;
}

/** When the window closes, for the customer's screen. */
export function claimWindowEnds(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + CLAIM_WINDOW_DAYS * 86_400_000);
}
