import { z } from 'zod';
import type { CheckoutFormState } from './checkout-form-state';

export const CHECKOUT_STATE_KEY = 'washday.checkoutState';
/** The spec's restore window for a checkout interrupted by sign-in. */
export const CHECKOUT_STATE_TTL_MS = 30 * 60 * 1000;

const savedStateSchema = z.object({
  savedAt: z.string(),
  state: z.object({
    pickupDate: z.string().nullable(),
    pickupTime: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    deliveryTime: z.string().nullable(),
    phone: z.string(),
    instructions: z.string(),
    /** The applied coupon's code, else what was typed. */
    couponCode: z.string(),
  }),
});

export type SavedCheckoutState = z.infer<typeof savedStateSchema>['state'];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function saveCheckoutState(state: SavedCheckoutState, now = new Date()): void {
  try {
    storage()?.setItem(CHECKOUT_STATE_KEY, JSON.stringify({ savedAt: now.toISOString(), state }));
  } catch {
    /* Storage full or blocked: the form still holds everything while the page is open. */
  }
}

export function clearCheckoutState(): void {
  try {
    storage()?.removeItem(CHECKOUT_STATE_KEY);
  } catch {
    /* nothing to clear */
  }
}

function parseSaved(raw: string): z.infer<typeof savedStateSchema> | null {
  try {
    const result = savedStateSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The saved form if it is less than 30 minutes old; an older or unreadable one is removed. */
export function loadCheckoutState(now = new Date()): SavedCheckoutState | null {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(CHECKOUT_STATE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  const parsed = parseSaved(raw);
  const savedAt = parsed ? Date.parse(parsed.savedAt) : NaN;
  if (!parsed || Number.isNaN(savedAt) || now.getTime() - savedAt > CHECKOUT_STATE_TTL_MS || savedAt > now.getTime() + 60_000) {
    clearCheckoutState();
    return null;
  }
  return parsed.state;
}

/** The form fields a restore may set, in the form's shape. */
export function toFormState(saved: SavedCheckoutState): Partial<CheckoutFormState> {
  return {
    pickupDate: saved.pickupDate,
    pickupTime: saved.pickupTime,
    deliveryDate: saved.deliveryDate,
    deliveryTime: saved.deliveryTime,
    phone: saved.phone,
    instructions: saved.instructions,
    couponInput: saved.couponCode,
  };
}
