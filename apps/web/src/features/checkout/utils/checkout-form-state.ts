import { toPhoneDigits } from '@/lib/phone-digits';

/** What the customer has chosen on the checkout form (the cart and the address live elsewhere). */
export interface CheckoutFormState {
  pickupDate: string | null;
  pickupTime: string | null;
  deliveryDate: string | null;
  deliveryTime: string | null;
  phone: string;
  instructions: string;
  /** What is typed in the coupon field (upper-cased). */
  couponInput: string;
  /** The 14-day delivery list is open ('More dates'). */
  showAllDeliveryDates: boolean;
}

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

export const INSTRUCTIONS_MAX_LENGTH = 500;

export type CheckoutFormAction =
  /** `keepTime`: the chosen pickup time is also offered on the new date. */
  | { type: 'pickupDate'; date: string; keepTime: boolean }
  | { type: 'pickupTime'; time: string }
  | { type: 'deliveryDate'; date: string }
  | { type: 'deliveryTime'; time: string }
  | { type: 'showAllDeliveryDates' }
  | { type: 'phone'; phone: string }
  | { type: 'instructions'; instructions: string }
  | { type: 'couponInput'; code: string }
  | { type: 'restore'; state: Partial<CheckoutFormState> };

const NO_DELIVERY = { deliveryDate: null, deliveryTime: null, showAllDeliveryDates: false } as const;

/**
 * The form's rules. The delivery choice depends on the pickup moment, so it is cleared whenever the
 * pickup date or time changes (customer-app.md §4).
 */
export function checkoutFormReducer(state: CheckoutFormState, action: CheckoutFormAction): CheckoutFormState {
  switch (action.type) {
    case 'pickupDate':
      if (action.date === state.pickupDate) return state;
      return { ...state, ...NO_DELIVERY, pickupDate: action.date, pickupTime: action.keepTime ? state.pickupTime : null };
    case 'pickupTime':
      if (action.time === state.pickupTime) return state;
      return { ...state, ...NO_DELIVERY, pickupTime: action.time };
    case 'deliveryDate':
      if (action.date === state.deliveryDate) return state;
      return { ...state, deliveryDate: action.date, deliveryTime: null };
    case 'deliveryTime':
      return { ...state, deliveryTime: action.time };
    case 'showAllDeliveryDates':
      return { ...state, showAllDeliveryDates: true };
    case 'phone':
      return { ...state, phone: toPhoneDigits(action.phone) };
    case 'instructions':
      return { ...state, instructions: action.instructions.slice(0, INSTRUCTIONS_MAX_LENGTH) };
    case 'couponInput':
      return { ...state, couponInput: action.code.toUpperCase().replace(/\s+/g, '') };
    case 'restore':
      return { ...state, ...action.state };
  }
}
