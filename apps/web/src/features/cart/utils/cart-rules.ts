import { MAX_QUANTITY_PER_LINE } from '@washday/core';

/** The cart lives on the device (customer-app.md §3 Cart): service id → quantity. */
export type CartItems = Readonly<Record<string, number>>;

export const CART_STORAGE_KEY = 'washday.cart';
/** The catalogue version flag: a stored cart without it is from an older catalogue and is cleared once. */
export const CART_VERSION = 'v2';
/** A cart untouched for 7 days is forgotten. */
export const CART_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredCart {
  version: typeof CART_VERSION;
  /** ISO time of the last change; the 7 days run from here. */
  updatedAt: string;
  items: Record<string, number>;
}

export const EMPTY_CART: CartItems = Object.freeze({});

/** Whole numbers from 1 to the per-line maximum; anything else (0, negatives, NaN) means "not in the cart". */
function cleanQuantity(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.floor(value)), MAX_QUANTITY_PER_LINE);
}

/** Drops zero and invalid lines. */
export function sanitizeItems(items: unknown): Record<string, number> {
  const clean: Record<string, number> = {};
  if (typeof items !== 'object' || items === null || Array.isArray(items)) return clean;
  for (const [id, value] of Object.entries(items as Record<string, unknown>)) {
    const quantity = cleanQuantity(value);
    if (id && quantity > 0) clean[id] = quantity;
  }
  return clean;
}

export type ParsedCart =
  | { status: 'ok'; items: Record<string, number> }
  /** Nothing stored. */
  | { status: 'empty'; items: Record<string, number> }
  /** Stored but unusable (older version, expired, corrupt): the caller removes it. */
  | { status: 'discard'; reason: 'version' | 'expired' | 'corrupt'; items: Record<string, number> };

/** Reads what `localStorage[CART_STORAGE_KEY]` holds, applying the version and 7-day rules at `now`. */
export function parseStoredCart(raw: string | null, now: Date): ParsedCart {
  if (raw === null) return { status: 'empty', items: {} };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { status: 'discard', reason: 'corrupt', items: {} };
  }
  if (typeof stored !== 'object' || stored === null) return { status: 'discard', reason: 'corrupt', items: {} };
  const { version, updatedAt, items } = stored as Partial<Record<keyof StoredCart, unknown>>;
  if (version !== CART_VERSION) return { status: 'discard', reason: 'version', items: {} };
  const updated = typeof updatedAt === 'string' ? Date.parse(updatedAt) : NaN;
  if (Number.isNaN(updated)) return { status: 'discard', reason: 'corrupt', items: {} };
  if (now.getTime() - updated > CART_TTL_MS) return { status: 'discard', reason: 'expired', items: {} };
  return { status: 'ok', items: sanitizeItems(items) };
}

export function serializeCart(items: CartItems, now: Date): string {
  const stored: StoredCart = { version: CART_VERSION, updatedAt: now.toISOString(), items: sanitizeItems(items) };
  return JSON.stringify(stored);
}

/** The first add puts the service's minimum (e.g. 2 KG); later adds one more. */
export function incrementItem(items: CartItems, serviceId: string, minQuantity = 1): Record<string, number> {
  const current = items[serviceId] ?? 0;
  const next = current > 0 ? current + 1 : Math.max(1, Math.floor(minQuantity));
  return { ...items, [serviceId]: Math.min(next, MAX_QUANTITY_PER_LINE) };
}

/** One less; going under the service's minimum removes the line. Never below zero. */
export function decrementItem(items: CartItems, serviceId: string, minQuantity = 1): Record<string, number> {
  const current = items[serviceId] ?? 0;
  const next = current - 1;
  const rest = { ...items };
  if (current <= 0 || next < Math.max(1, Math.floor(minQuantity))) {
    delete rest[serviceId];
    return rest;
  }
  rest[serviceId] = next;
  return rest;
}

/** Sets a quantity; zero or less removes the line. */
export function setItemQuantity(items: CartItems, serviceId: string, quantity: number): Record<string, number> {
  const rest = { ...items };
  const clean = cleanQuantity(quantity);
  if (clean === 0) delete rest[serviceId];
  else rest[serviceId] = clean;
  return rest;
}
