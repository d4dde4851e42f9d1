import { SERVICE_UNITS, type ServiceUnit } from '@washday/core';
import type { TFunction } from 'i18next';
import { translateMessage } from '@/lib/i18n';

type CheckoutT = TFunction<'checkout'>;
/** A service's English name (as core's messages carry it) as the screen shows it. */
type ServiceName = (english: string) => string;

const UNITS = SERVICE_UNITS.join('|');

/**
 * Core's messages that carry a code, a service name or an amount (coupon refusals, pricing problems, the built-in
 * coupons' descriptions): they cannot be looked up by their whole text, so their shape is matched and they are
 * rebuilt from the checkout's strings (in English, word for word what core wrote).
 */
const WITH_VALUES: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray, t: CheckoutT, name: ServiceName) => string]> = [
  [/^Invalid coupon code: (.+)$/s, ([, code = ''], t) => t('messages.invalidCoupon', { code })],
  [/^This coupon needs an order of (.+) or more$/s, ([, amount = ''], t) => t('messages.couponMinOrder', { amount })],
  [
    new RegExp(`^(.+) needs at least (\\d+) (${UNITS})$`, 's'),
    ([, service = '', quantity = '', unit = ''], t, name) =>
      t('messages.minQuantity', { service: name(service), quantity, unit: t(`messages.units.${unit as ServiceUnit}`) }),
  ],
  [
    /^At most (\d+) of (.+) per order$/s,
    ([, quantity = '', service = ''], t, name) => t('messages.maxQuantity', { quantity, service: name(service) }),
  ],
  [
    /^Quantity of (.+) must be a whole number of at least 1$/s,
    ([, service = ''], t, name) => t('messages.wholeQuantity', { service: name(service) }),
  ],
  [
    /^Service '(.+)' is not available$/s,
    ([, service = ''], t, name) => t('messages.serviceUnavailable', { service: name(service) }),
  ],
  [/^(\d+)% off your first order$/, ([, percent = ''], t) => t('messages.coupons.firstOrder', { percent })],
  [/^(\d+)% off any order$/, ([, percent = ''], t) => t('messages.coupons.anyOrder', { percent })],
  [
    /^(\d+)% off your first order \(referral welcome, up to (.+)\)$/,
    ([, percent = '', amount = ''], t) => t('messages.coupons.referralWelcome', { percent, amount }),
  ],
  [
    /^(\d+)% off one order \(referral reward, up to (.+)\)$/,
    ([, percent = '', amount = ''], t) => t('messages.coupons.referralReward', { percent, amount }),
  ],
];

const asItIs: ServiceName = (english) => english;

/**
 * One of those messages in the interface language, or null when `text` has none of their shapes. `name` gives the
 * name the screen shows for a service core names in English (the cart's Hindi one).
 */
export function rebuildWithValues(text: string, t: CheckoutT, name: ServiceName = asItIs): string | null {
  for (const [pattern, rebuild] of WITH_VALUES) {
    const match = pattern.exec(text);
    if (match) return rebuild(match, t, name);
  }
  return null;
}

/** A message from core, the server or the checkout's own CHECKOUT_MESSAGES, in the interface language. */
export function translateCheckoutMessage(text: string, t: CheckoutT, name: ServiceName = asItIs): string {
  return rebuildWithValues(text, t, name) ?? translateMessage(text);
}
