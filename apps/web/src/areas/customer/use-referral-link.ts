import { REFERRAL_CODE_MAX_LENGTH, normalizeReferralCode } from '@washday/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The spec: a ?ref= link opens the sign-in 1 second after the page. */
export const REFERRAL_LINK_DELAY_MS = 1_000;

/**
 * A referral link (?ref=CODE, customer-app.md §1): the code, upper-cased, for the sign-in's referral field, and
 * for a guest the sign-in opened once, 1 s after the page. A signed-in customer already has an account: nothing opens.
 */
export function useReferralLink(signedOut: boolean, openSignIn: () => void): string | undefined {
  const [params] = useSearchParams();
  const [code] = useState(() => {
    const raw = normalizeReferralCode(params.get('ref') ?? '');
    return raw ? raw.slice(0, REFERRAL_CODE_MAX_LENGTH) : undefined;
  });
  const [pending, setPending] = useState(Boolean(code));
  const open = useEffectEvent(() => {
    setPending(false);
    openSignIn();
  });
  useEffect(() => {
    if (!pending || !signedOut) return;
    const timer = setTimeout(open, REFERRAL_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, signedOut]);
  return code;
}
