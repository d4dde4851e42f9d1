import { REFERRAL_TIMEOUT_MS, type Referral } from '@washday/core';
import { loadEndpoints } from '@/lib/lazy-endpoints';

/** Asks the server whether a referral code exists and what it gives (5 s at most, customer-app.md §7). */
export async function validateReferral(referralCode: string, { signal }: { signal?: AbortSignal } = {}): Promise<Referral> {
  const { callEndpoint, contract } = await loadEndpoints();
  const answer = await callEndpoint(contract.referrals.validate, {
    body: { referralCode },
    signal,
    timeoutMs: REFERRAL_TIMEOUT_MS,
    // A guest asks before signing in; a refusal is an answer, not an ended session.
    authScope: false,
  });
  return answer.referral;
}
