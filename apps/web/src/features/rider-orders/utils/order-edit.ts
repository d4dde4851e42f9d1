// The rider's edit of an order's items (rider-portal.md §2.4, §4.4, §5.5, §5.6): pure rules the items card and
// the save button follow. The server prices and checks everything again; these only shape what is sent.
import {
  MAX_QUANTITY_PER_LINE,
  SERVICE_UNITS,
  VERIFICATION_MESSAGES,
  rupeesToPaise,
  indexCatalogue,
  type CatalogueCategory,
  type CatalogueIndex,
  type CatalogueService,
  type PricedService,
  type RiderOrder,
  type ServiceUnit,
} from '@washday/core';
import { z } from 'zod';
import { estimateOrder } from '@/lib/order-pricing';
import type { RiderT } from './rider-order-format';

/** The spec's messages, in English (the key of their Hindi): the screens translate them. */
export const EDIT_ITEM_MESSAGES = {
  // rider-portal.md §5.5
  selectService: 'Please select a service',
  invalidQuantity: 'Please enter a valid quantity',
  // §5.6
  verificationRequired: VERIFICATION_MESSAGES.saveNeedsApproval,
} as const;

export interface EditItem {
  /** Null for a line the catalogue cannot name (an admin's custom item): such an order cannot be re-sent. */
  serviceId: string | null;
  name: string;
  category: string | null;
  unit: ServiceUnit;
  /** Rupees per unit as last priced; the live catalogue's price wins in the estimate. */
  price: number;
  /** 0 keeps the line on screen until the edit is sent; it is left out then. */
  quantity: number;
}

export const editItemSchema = z.object({
  serviceId: z.string().nullable(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.enum(SERVICE_UNITS),
  price: z.number(),
  quantity: z.number().int().min(0),
});

const unitOf = (unit: string): ServiceUnit =>
  (SERVICE_UNITS as readonly string[]).includes(unit) ? (unit as ServiceUnit) : 'PC';

/** The order's saved items. */
export function orderItems(order: Pick<RiderOrder, 'items'>): EditItem[] {
  return order.items.map((item) => ({
    serviceId: item.serviceId,
    name: item.name,
    category: item.category,
    unit: unitOf(item.unit),
    price: item.price,
    quantity: item.quantity,
  }));
}

/** The items of the rider's latest proposal (pending, approved, rejected or expired): the one to wait on, save or resend. */
export function proposedItems(order: Pick<RiderOrder, 'verification'>): EditItem[] | null {
  const verification = order.verification;
  if (!verification || verification.status === 'cancelled') return null;
  return verification.orderData.updatedItems.map((item) => ({
    serviceId: item.serviceId,
    name: item.name,
    category: item.category,
    unit: item.unit,
    price: item.price,
    quantity: item.quantity,
  }));
}

/** Where an edit starts: the latest proposal (to wait on, save, or modify and resend), else the order's items. */
export function initialEditItems(order: Pick<RiderOrder, 'items' | 'verification'>): EditItem[] {
  return proposedItems(order) ?? orderItems(order);
}

const BOOKING_STATUS_WORDS = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;

/** Why this job's items cannot change, or null when the rider may edit them (the server's rule: its pickup, still open). */
export function editBlockReason(
  order: Pick<RiderOrder, 'tripType' | 'riderStatus' | 'status' | 'items'>,
  t: RiderT,
): string | null {
  if (order.tripType !== 'pickup') return t('items.blocked.delivery');
  if (order.riderStatus === 'completed') return t('items.blocked.completed');
  if (!['pending', 'confirmed', 'in_progress'].includes(order.status)) {
    const known = BOOKING_STATUS_WORDS.find((status) => status === order.status);
    return t('items.blocked.closed', { status: known ? t(`items.bookingStatus.${known}`) : order.status.replace(/_/g, ' ') });
  }
  if (order.items.some((item) => !item.serviceId)) return t('items.blocked.customItem');
  return null;
}

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY_PER_LINE, Math.max(0, Math.trunc(quantity)));

/** Minus and plus: never below 0 (§5.5), never above the per-line limit. */
export function changeQuantity(items: readonly EditItem[], index: number, delta: number): EditItem[] {
  return items.map((item, i) => (i === index ? { ...item, quantity: clampQuantity(item.quantity + delta) } : item));
}

export function removeItem(items: readonly EditItem[], index: number): EditItem[] {
  return items.filter((_, i) => i !== index);
}

/** The quantity input: a whole number as typed; anything unreadable (empty, text, 0) falls back to 1 (§5.5). */
export function parseQuantityInput(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isNaN(value) || value === 0 ? 1 : value;
}

/** The Add Service checks, in the spec's order (§5.5). */
export function addServiceProblem(serviceId: string, quantity: number): string | null {
  if (!serviceId) return EDIT_ITEM_MESSAGES.selectService;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_LINE) return EDIT_ITEM_MESSAGES.invalidQuantity;
  return null;
}

/** Adds a catalogue service; one already listed gets the quantity added to its own. */
export function addService(items: readonly EditItem[], service: CatalogueService, quantity: number): EditItem[] {
  const index = items.findIndex((item) => item.serviceId === service.id);
  if (index >= 0)
    return items.map((item, i) => (i === index ? { ...item, quantity: clampQuantity(item.quantity + quantity) } : item));
  return [
    ...items,
    {
      serviceId: service.id,
      name: service.name,
      category: service.category,
      unit: service.unit,
      price: service.price,
      quantity: clampQuantity(quantity),
    },
  ];
}

/** What the server is sent: catalogue services with their quantities; lines at 0 are removed (§5.5). */
export function itemsToSend(items: readonly EditItem[]): Array<{ serviceId: string; quantity: number }> {
  const merged = new Map<string, number>();
  for (const item of items) {
    if (!item.serviceId || item.quantity <= 0) continue;
    merged.set(item.serviceId, (merged.get(item.serviceId) ?? 0) + item.quantity);
  }
  return [...merged].map(([serviceId, quantity]) => ({ serviceId, quantity }));
}

/** Same services in the same quantities (order of lines and lines at 0 do not matter). */
export function sameItems(a: readonly EditItem[], b: readonly EditItem[]): boolean {
  const key = (items: readonly EditItem[]) =>
    itemsToSend(items)
      .map((item) => `${item.serviceId}×${item.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

/** The catalogue by service id: core's one index. */
export { indexCatalogue, type CatalogueIndex };

/** Categories the rider can add from: enabled, with at least one enabled service. */
export function addableCategories(categories: readonly CatalogueCategory[]): CatalogueCategory[] {
  return categories
    .filter((category) => category.enabled)
    .map((category) => ({ ...category, services: category.services.filter((service) => service.enabled) }))
    .filter((category) => category.services.length > 0);
}

export interface EditEstimate {
  /** Rupees: the new items at today's catalogue prices (before any coupon). */
  total: number;
  /** Rupees: the order's items as saved. */
  original: number;
  /** total − original. */
  difference: number;
  /** Why core's pricing would refuse these items (a minimum quantity, a withdrawn service); null when they price. */
  problem: string | null;
}

/** a − b in rupees to the paisa (never −0). */
const rupeeDifference = (a: number, b: number) => Math.round((a - b) * 100) / 100 || 0;

/**
 * The preview total by core's pricing, from the live catalogue where it knows the service and the line's own price
 * where it does not (the catalogue still loading). Display only: the server prices the order again.
 */
export function estimateEdit(items: readonly EditItem[], catalogue: CatalogueIndex, original: number): EditEstimate {
  const requested = itemsToSend(items).map(({ serviceId, quantity }) => ({ id: serviceId, quantity }));
  if (requested.length === 0) return { total: 0, original, difference: rupeeDifference(0, original), problem: null };
  const priced = new Map<string, PricedService>();
  for (const item of items) {
    if (!item.serviceId) continue;
    const known = catalogue.get(item.serviceId);
    priced.set(item.serviceId, {
      id: item.serviceId,
      name: known?.name ?? item.name,
      category: known?.category ?? item.category ?? '',
      unit: known?.unit ?? item.unit,
      pricePaise: rupeesToPaise(known?.price ?? item.price),
      minQuantity: known?.minQuantity ?? 1,
      // A service the catalogue lists as withdrawn is refused; one it does not list (yet) is priced as it was.
      enabled: known?.enabled ?? catalogue.size === 0,
    });
  }
  const estimate = estimateOrder(requested, priced);
  if (estimate.problem) return { total: 0, original, difference: 0, problem: estimate.problem };
  return { total: estimate.subtotal, original, difference: rupeeDifference(estimate.subtotal, original), problem: null };
}

/** The unit price shown for a line: the live catalogue's, else the line's own. */
export function unitPrice(item: EditItem, catalogue: CatalogueIndex): number {
  return (item.serviceId ? catalogue.get(item.serviceId)?.price : undefined) ?? item.price;
}
