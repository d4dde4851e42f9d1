import { createBookingBodySchema, INSTRUCTIONS_MAX_LENGTH } from '@washday/core';
import { z } from 'zod';

/**
 * What the customer fills in on the checkout form (the cart and the address live elsewhere), checked with
 * core's booking fields. The booking rules across fields (customer-app.md §5 Checkout) are `checkoutErrors`.
 */
export const checkoutFormSchema = z.object({
  pickupDate: createBookingBodySchema.shape.pickupDate.nullable(),
  pickupTime: createBookingBodySchema.shape.pickupTime.nullable(),
  deliveryDate: createBookingBodySchema.shape.deliveryDate.nullable(),
  deliveryTime: createBookingBodySchema.shape.deliveryTime.nullable(),
  phone: z.string(),
  instructions: z.string().max(INSTRUCTIONS_MAX_LENGTH),
  /** What is typed in the coupon field (upper-cased). */
  couponInput: z.string(),
  /** The 14-day delivery list is open ('More dates'). */
  showAllDeliveryDates: z.boolean(),
});
export type CheckoutFormState = z.input<typeof checkoutFormSchema>;

export const INITIAL_CHECKOUT_FORM: CheckoutFormState = {
  pickupDate: null,
  pickupTime: null,
  deliveryDate: null,
  deliveryTime: null,
  phone: '',
  instructions: '',
  couponInput: '',
  showAllDeliveryDates: false,
};

export type ScheduleChoice =
  /** `keepTime`: the chosen pickup time is also offered on the new date. */
  | { type: 'pickupDate'; date: string; keepTime: boolean }
  | { type: 'pickupTime'; time: string }
  | { type: 'deliveryDate'; date: string }
  | { type: 'deliveryTime'; time: string }
  | { type: 'showAllDeliveryDates' };

const NO_DELIVERY = { deliveryDate: null, deliveryTime: null, showAllDeliveryDates: false } as const;

/**
 * The schedule's rules. The delivery choice depends on the pickup moment, so it is cleared whenever the
 * pickup date or time changes (customer-app.md §4).
 */
export function chooseSchedule(state: CheckoutFormState, choice: ScheduleChoice): CheckoutFormState {
  switch (choice.type) {
    case 'pickupDate':
      if (choice.date === state.pickupDate) return state;
      return { ...state, ...NO_DELIVERY, pickupDate: choice.date, pickupTime: choice.keepTime ? state.pickupTime : null };
    case 'pickupTime':
      if (choice.time === state.pickupTime) return state;
      return { ...state, ...NO_DELIVERY, pickupTime: choice.time };
    case 'deliveryDate':
      if (choice.date === state.deliveryDate) return state;
      return { ...state, deliveryDate: choice.date, deliveryTime: null };
    case 'deliveryTime':
      return { ...state, deliveryTime: choice.time };
    case 'showAllDeliveryDates':
      return { ...state, showAllDeliveryDates: true };
  }
}

/** The coupon field keeps codes upper-case and without spaces. */
export function toCouponInput(typed: string): string {
  return typed.toUpperCase().replace(/\s+/g, '');
}
