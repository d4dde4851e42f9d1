// The new-coupon form: text fields as typed, turned into core's request and checked by core's schema, so the form
// refuses what the server would (the server checks again, and alone knows today's date and the codes taken).
import {
  adminCouponCreateBodySchema,
  formatRupees,
  type AdminCoupon,
  type AdminCouponCreateBody,
  type CouponState,
} from '@washday/core';
import { z } from 'zod';

export interface CouponFormValues {
  code: string;
  description: string;
  discount_type: 'percent' | 'flat';
  discount_value: string;
  max_discount: string;
  min_order: string;
  usage_limit: string;
  first_order_only: boolean;
  one_time_per_customer: boolean;
  valid_from: string;
  valid_to: string;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  description: '',
  discount_type: 'percent',
  discount_value: '',
  max_discount: '',
  min_order: '',
  usage_limit: '',
  first_order_only: false,
  one_time_per_customer: false,
  valid_from: '',
  valid_to: '',
};

/** A typed number: blank is null (not set), anything else its value (NaN when not a number, which the schema refuses). */
const amount = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(/[₹,\s]/g, '')));

export function toCreateBody(values: CouponFormValues): AdminCouponCreateBody {
  const percent = values.discount_type === 'percent';
  return {
    code: values.code,
    description: values.description.trim() || null,
    discount_type: values.discount_type,
    discount_value: amount(values.discount_value) ?? Number.NaN,
    max_discount: percent ? amount(values.max_discount) : null,
    min_order: amount(values.min_order),
    usage_limit: amount(values.usage_limit),
    first_order_only: values.first_order_only,
    one_time_per_customer: values.one_time_per_customer,
    valid_from: values.valid_from || null,
    valid_to: values.valid_to || null,
  };
}

/** The form's schema: its values turned into the request, then core's own checks (errors land on the same names). */
export const couponFormSchema = z.custom<CouponFormValues>().transform(toCreateBody).pipe(adminCouponCreateBodySchema);

/** '20% off · up to ₹200', '₹50 off'. */
export function discountText(coupon: Pick<AdminCoupon, 'discount_type' | 'discount_value' | 'max_discount'>): {
  main: string;
  cap: string | null;
} {
  if (coupon.discount_type === 'flat') return { main: `${formatRupees(coupon.discount_value)} off`, cap: null };
  return {
    main: `${coupon.discount_value}% off`,
    cap: coupon.max_discount ? `up to ${formatRupees(coupon.max_discount)}` : null,
  };
}

export const STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-31' → '31 Dec 2026' (a calendar day, shown as written). */
export const dayText = (isoDay: string) => dateFormat.format(new Date(`${isoDay}T00:00:00Z`));

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** An instant in India's time, '22 Nov, 11:00 am'. */
export const momentText = (iso: string) => timeFormat.format(new Date(iso));
