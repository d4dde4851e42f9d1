import { REFERRAL_MESSAGES, REFERRAL_VALIDATE_MIN_LENGTH, normalizeReferralCode } from '@washday/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { validateReferral } from '../api/validate-referral';

/**
 * The sign-in field's referral code: nothing to check yet, being checked, or the server's verdict. Messages are core's
 * English (shown through translateMessage; a valid code's through its percent).
 */
export type ReferralCheck =
  | { state: 'unknown' }
  | { state: 'checking' }
  | { state: 'valid'; message: string; code: string; percent: number }
  | { state: 'invalid'; message: string }
  | { state: 'error'; message: string };

/** Waits this long after the last keystroke before asking. */
export const REFERRAL_CHECK_DEBOUNCE_MS = 350;

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A code the server refused; anything else (no answer, time-out, a failure of ours) is "unable to validate". */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Checks the typed referral code with the server once it has 3 or more characters (customer-app.md §5), upper-cased,
 * with the spec's three messages. The percentage in 'Valid! You'll get N% off' is the server's.
 */
export function useReferralCheck(typed: string | undefined): ReferralCheck {
  const code = normalizeReferralCode(typed ?? '');
  const settled = useSettled(code, REFERRAL_CHECK_DEBOUNCE_MS);
  const ready = settled.length >= REFERRAL_VALIDATE_MIN_LENGTH && settled === code;
  const query = useQuery({
    queryKey: ['referrals', 'validate', settled],
    queryFn: ({ signal }) => validateReferral(settled, { signal }),
    enabled: ready,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (code.length < REFERRAL_VALIDATE_MIN_LENGTH) return { state: 'unknown' };
  if (!ready || query.isPending) return { state: 'checking' };
  if (query.isError) {
    return refused(query.error)
      ? { state: 'invalid', message: REFERRAL_MESSAGES.invalid }
      : { state: 'error', message: REFERRAL_MESSAGES.unableToValidate };
  }
  const percent = query.data.discount_percentage;
  return { state: 'valid', message: REFERRAL_MESSAGES.valid(percent), code: query.data.referral_code, percent };
}
