import { isRecord, isText, orNull, readShape, type ShapeOf } from '@/lib/stored-shape';
import type { CheckoutFormState } from './checkout-form-state';

export const CHECKOUT_STATE_KEY = 'washday.checkoutState';
/** The spec's restore window for a checkout interrupted by sign-in. */
export const CHECKOUT_STATE_TTL_MS = 30 * 60 * 1000;

// Read when the customer app starts (use-pending-orders clears it): plain checks (lib/stored-shape), not zod.
const savedStateShape = {
  pickupDate: orNull(isText),
  pickupTime: orNull(isText),
  deliveryDate: orNull(isText),
  deliveryTime: orNull(isText),
  phone: isText,
  instructions: isText,
  /** The applied coupon's code, else what was typed. */
  couponCode: isText,
};

export type SavedCheckoutState = ShapeOf<typeof savedStateShape>;

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

function parseSaved(raw: string): { savedAt: string; state: SavedCheckoutState } | null {
  try {
    const saved = readShape(JSON.parse(raw), { savedAt: isText, state: isRecord });
    const state = saved && readShape(saved.state, savedStateShape);
    return saved && state ? { savedAt: saved.savedAt, state } : null;
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
