// Coupon rules (customer-app.md §5, §9). The server decides with these; the form shows the same answer.
import type { CouponType } from '../enums.js';
import { REWARD_COUPON_PREFIX } from '../coupons/coupon-data.js';
import { formatRupees, paiseToRupees } from '../money.js';

export const COUPON_MESSAGES = {
  required: 'Please enter a coupon code',
  amountInvalid: 'Order amount must be a number of rupees, 0 or more',
  codeTooLong: 'Coupon code can be at most 30 characters',
  invalid: (code: string) => `Invalid coupon code: ${code}`,
  inactive: 'This coupon is no longer active',
  firstOrderOnly: 'This coupon is valid for first orders only',
  used: 'This coupon has already been used',
  notYetActive: 'This coupon is not active yet',
  usedUp: 'This coupon has reached its usage limit',
  minOrder: (minPaise: number) => `This coupon needs an order of ${formatRupees(paiseToRupees(minPaise))} or more`,
  failed: 'Something went wrong while applying the coupon.',
  applied: (code: string) => `Coupon ${code} applied!`,
} as const;

/** Percent off the subtotal (capped), or a flat amount off. */
export const COUPON_DISCOUNT_KINDS = ['percent', 'flat'] as const;
export type CouponDiscountKind = (typeof COUPON_DISCOUNT_KINDS)[number];

export interface CouponRule {
  code: string;
  /** Percent coupons: the percentage. Flat coupons keep 100 here, so the cap alone is the amount. */
  discountPercent: number;
  /** Percent coupons: the cap. Flat coupons: the amount off. */
  maxDiscountPaise: number;
  /** 'percent' when left out (coupons made before flat ones existed). */
  discountKind?: CouponDiscountKind;
  /** The subtotal the order must reach; 0 or left out for none. */
  minOrderPaise?: number;
  /** How many redemptions the coupon allows across all customers; null or left out for no limit. */
  usageLimit?: number | null;
  /** Not usable before this moment; null or left out for at once. */
  validFrom?: Date | null;
  type: CouponType;
  isFirstOrder: boolean;
  isOneTimeUse: boolean;
  isActive: boolean;
  ownerUserId: string | null;
  expiresAt: Date | null;
}

export interface CouponContext {
  userId: string | null;
  /** Bookings the customer has that were not cancelled. */
  hasPriorOrders: boolean;
  /** The customer already redeemed this code (on a booking that was not cancelled). */
  alreadyRedeemed: boolean;
  now: Date;
  /** The order's subtotal, for a minimum order; left out when there is no order to judge. */
  subtotalPaise?: number;
  /** Redemptions of this code by everyone (on bookings that were not cancelled), for a usage limit. */
  redemptionCount?: number;
}

export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * round(percent × subtotal) in whole rupees (halves up), capped: the one discount rule, used by coupon
 * validation and by the booking, so the amount shown is the amount charged. Returned in paise.
 */
export function couponDiscountPaise(
  subtotalPaise: number,
  rule: Pick<CouponRule, 'discountPercent' | 'maxDiscountPaise' | 'discountKind'>,
): number {
  if (rule.discountKind === 'flat') return Math.max(0, Math.min(rule.maxDiscountPaise, subtotalPaise));
  // Integer arithmetic: percent × paise / 100 is paise; another / 100 is rupees.
  const rupees = Math.floor((subtotalPaise * rule.discountPercent + 5000) / 10000);
  return Math.min(rupees * 100, rule.maxDiscountPaise);
}

/** Null when the coupon may be used, else the message that says why not. */
export function couponRefusal(code: string, rule: CouponRule | null, context: CouponContext): string | null {
  if (!code) return COUPON_MESSAGES.required;
  // Someone else's reward coupon looks exactly like a code that does not exist.
  if (!rule || (rule.ownerUserId && rule.ownerUserId !== context.userId)) return COUPON_MESSAGES.invalid(code);
  if (rule.code.startsWith(REWARD_COUPON_PREFIX) && !rule.ownerUserId) return COUPON_MESSAGES.invalid(code);
  if (!rule.isActive || (rule.expiresAt && rule.expiresAt.getTime() <= context.now.getTime())) return COUPON_MESSAGES.inactive;
  if (rule.validFrom && rule.validFrom.getTime() > context.now.getTime()) return COUPON_MESSAGES.notYetActive;
  if (rule.isOneTimeUse && context.alreadyRedeemed) return COUPON_MESSAGES.used;
  if (rule.usageLimit != null && (context.redemptionCount ?? 0) >= rule.usageLimit) return COUPON_MESSAGES.usedUp;
  if (rule.isFirstOrder && context.hasPriorOrders) return COUPON_MESSAGES.firstOrderOnly;
  if (rule.minOrderPaise && context.subtotalPaise !== undefined && context.subtotalPaise < rule.minOrderPaise)
    return COUPON_MESSAGES.minOrder(rule.minOrderPaise);
  return null;
}
