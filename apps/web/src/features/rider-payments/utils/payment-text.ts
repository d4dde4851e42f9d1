// The words and sums of collecting at the door: the server's messages in the interface language, the change for cash
// handed over, quick amounts, and how a bill was paid. Money is counted in paise (core's money.ts).
import { paiseToRupees, rupeesToPaise, type PaymentRecordMethod, type PaymentView } from '@washday/core';
import type { TFunction } from 'i18next';
import { translateMessage } from '@/lib/i18n';

export type RiderT = TFunction<'rider'>;

/**
 * The server's messages that carry an amount (core's PAYMENT_MESSAGES.moneyDue and cashTooLittle, the cash answer's
 * 'Give back'): they cannot be looked up by their whole text, so their shape is matched and rebuilt from the rider's
 * strings (in English, word for word what the server wrote).
 */
const WITH_AMOUNT: ReadonlyArray<readonly [RegExp, 'cashDoneChange' | 'cashTooLittle' | 'moneyDue']> = [
  [/^Cash received\. Give back (.+) change\.$/s, 'cashDoneChange'],
  [/^The cash received is less than the amount due \((.+)\)\.$/s, 'cashTooLittle'],
  [/^Collect (.+) before completing the delivery\.$/s, 'moneyDue'],
];

/** A payment message from the server in the interface language. */
export function paymentMessage(text: string, t: RiderT): string {
  for (const [pattern, key] of WITH_AMOUNT) {
    const match = pattern.exec(text);
    if (match) return t(`collect.messages.${key}`, { amount: match[1] ?? '' });
  }
  return translateMessage(text);
}

/** What the rider typed as rupees (digits, at most one point and two decimals), or null when it is not an amount. */
export function parseRupees(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

/** Keeps what an amount field may hold while typing: digits and one point with two decimals. */
export function cleanRupeeInput(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const digits = whole.slice(0, 8);
  return rest.length ? `${digits}.${rest.join('').slice(0, 2)}` : digits;
}

/** Change to give back (positive) or what is still short (negative), in rupees, to the paisa. */
export function cashDifference(due: number, received: number): number {
  return paiseToRupees(rupeesToPaise(received) - rupeesToPaise(due));
}

/** The amount due and the notes a customer is likely to hand over for it: the next ₹100, ₹500 and ₹1,000 up. */
export function quickAmounts(due: number): number[] {
  const up = (step: number) => Math.ceil(due / step) * step;
  const amounts = [due, up(100), up(500), up(1000), up(2000)].filter((amount) => amount >= due);
  return [...new Set(amounts)].slice(0, 3);
}

const COUNTED: ReadonlySet<PaymentView['status']> = new Set(['captured', 'partially_refunded', 'refunded']);

/** How the bill was paid, in the order paid, each method once (a split between cash and UPI shows both). */
export function paidMethods(payments: readonly PaymentView[]): PaymentRecordMethod[] {
  return [...new Set(payments.filter((payment) => COUNTED.has(payment.status)).map((payment) => payment.method))];
}

/** 29:05: minutes and seconds left, for the QR's expiry. */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
