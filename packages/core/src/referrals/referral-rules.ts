// Refer & Earn (customer-app.md §3, §5, §8, §9; docs/decisions/0017-referrals.md). The server applies these numbers;
// the screens show what the server answers, never their own copy of them.
import { formatRupees } from '../money.js';

/** The new customer's discount on their first order (like FIRST30). */
export const REFEREE_DISCOUNT_PERCENT = 30;
/** The referrer's one-time coupon once their friend's first order is completed. */
export const REFERRER_REWARD_PERCENT = 50;
/** The most either coupon takes off, in rupees: the cap every coupon of the spec has (FIRST30's ₹200). */
export const REFERRAL_MAX_DISCOUNT_RUPEES = 200;

/** The start of the referee's personal first-order coupon (the referrer's reward starts with REWARD). */
export const REFEREE_COUPON_PREFIX = 'FRIEND';

export const REFERRAL_CODE_PREFIX = 'REF';
/** REF + the last 4 digits of the phone + 3 upper-case letters. */
export const REFERRAL_CODE_PATTERN = /^REF\d{4}[A-Z]{3}$/;
/** The sign-in field asks the server once a code has this many characters. */
export const REFERRAL_VALIDATE_MIN_LENGTH = 3;
export const REFERRAL_CODE_MAX_LENGTH = 20;
/** Referral calls give up after this long (customer-app.md §7). */
export const REFERRAL_TIMEOUT_MS = 5_000;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const UNAMBIGUOUS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomFrom(alphabet: string, length: number, random: () => number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** 'REF' + the last 4 digits of the phone + 3 random upper-case letters, e.g. REF3210QXK. */
export function makeReferralCode(phone: string, random: () => number = Math.random): string {
  const digits = phone.replace(/\D/g, '').slice(-4).padStart(4, '0');
  return `${REFERRAL_CODE_PREFIX}${digits}${randomFrom(LETTERS, 3, random)}`;
}

/** A personal coupon code: the prefix and 6 random letters or digits (no 0/O, 1/I to misread). */
export function makePersonalCouponCode(prefix: string, random: () => number = Math.random): string {
  return `${prefix}${randomFrom(UNAMBIGUOUS, 6, random)}`;
}

export function normalizeReferralCode(input: string): string {
  return input.trim().toUpperCase();
}

/** What a code shows of its owner: the first name only. */
export function referrerDisplayName(fullName: string): string {
  return firstNameOf(fullName) ?? 'A friend';
}

/** The first word of a name, or null for none (notifications keep it as data: the app says 'a friend' in its language). */
export function firstNameOf(fullName: string): string | null {
  return fullName.trim().split(/\s+/)[0] || null;
}

export const REFERRAL_MESSAGES = {
  // The sign-in field's three answers (customer-app.md §5).
  valid: (percent: number) => `Valid! You'll get ${percent}% off`,
  invalid: 'Invalid referral code',
  unableToValidate: 'Unable to validate referral code',
  required: 'Please enter a referral code',
  tooLong: `Referral code can be at most ${REFERRAL_CODE_MAX_LENGTH} characters`,
  ownCode: "You can't use your own referral code",
  referredByYou: "You can't use the referral code of a friend you referred",
  referralCycle: "You can't use this referral code: its owner joined Washday through a friend you referred",
  alreadyUsed: 'You have already used a referral code',
  notNewCustomer: 'Referral codes are for new customers before their first order',
  applied: (percent: number, coupon: string) => `Referral applied! Use coupon ${coupon} for ${percent}% off your first order`,
  generated: 'Your referral code is ready',
  notYourAccount: 'You can only see or change your own referrals',
  // Completion of the referee's first order (admins or the server).
  noReferral: 'This customer was not referred',
  bookingNotFound: 'Booking not found',
  bookingNotCompleted: 'The order is not completed yet',
  rewardIssued: (coupon: string) => `Referral completed: reward coupon ${coupon} issued`,
  rewardAlreadyIssued: (coupon: string | null) => `Referral already completed${coupon ? `: reward coupon ${coupon}` : ''}`,
  rewardLimitReached: (max: number) =>
    `Referral completed with no reward coupon: the referrer has already earned rewards for ${max} friends, the most one customer can`,
  // Sharing (customer-app.md §8).
  notReady: 'Referral code not ready yet',
  codeCopied: 'Referral code copied to clipboard!',
  copyFailed: 'Failed to copy. Please copy manually.',
  whatsappOpened: 'WhatsApp share opened!',
  smsOpened: 'SMS app opened!',
  shared: 'Shared successfully!',
  linkCopied: 'Referral link copied to clipboard!',
} as const;

/** The text a customer sends to a friend: the code, the link and what the friend gets. */
export function referralShareText(code: string, link: string, refereePercent: number): string {
  return `Try Washday for laundry pickup & delivery! Use my referral code ${code} to get ${refereePercent}% off your first order: ${link}`;
}

/** The share link: the site's origin with the code in the ref query parameter. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}

/** The description stored on the coupons this programme issues. */
export const REFERRAL_COUPON_DESCRIPTIONS = {
  welcome: (percent: number) =>
    `${percent}% off your first order (referral welcome, up to ${formatRupees(REFERRAL_MAX_DISCOUNT_RUPEES)})`,
  reward: (percent: number) => `${percent}% off one order (referral reward, up to ${formatRupees(REFERRAL_MAX_DISCOUNT_RUPEES)})`,
} as const;
