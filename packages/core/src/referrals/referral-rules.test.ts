import { describe, expect, it } from 'vitest';
import {
  REFERRAL_CODE_PATTERN,
  makePersonalCouponCode,
  makeReferralCode,
  referralLink,
  referrerDisplayName,
} from './referral-rules.js';

describe('referral rules', () => {
  it("makes REF + the phone's last 4 digits + 3 upper-case letters", () => {
    expect(makeReferralCode('919876543210', () => 0)).toBe('REF3210AAA');
    expect(makeReferralCode('98765 43210', () => 0.999)).toBe('REF3210ZZZ');
    for (let i = 0; i < 50; i += 1) expect(makeReferralCode('9876543210')).toMatch(REFERRAL_CODE_PATTERN);
  });

  it('makes personal coupon codes of the prefix and 6 unambiguous characters', () => {
    for (let i = 0; i < 50; i += 1) expect(makePersonalCouponCode('REWARD')).toMatch(/^REWARD[A-HJ-NP-Z2-9]{6}$/);
  });

  it("puts the code in the site origin's ref parameter", () => {
    expect(referralLink('https://washday.in/', 'REF3210ABC')).toBe('https://washday.in/?ref=REF3210ABC');
  });

  it('shows a first name only', () => {
    expect(referrerDisplayName('  Asha   Verma ')).toBe('Asha');
    expect(referrerDisplayName('')).toBe('A friend');
  });
});
