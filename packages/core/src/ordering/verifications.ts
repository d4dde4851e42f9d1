// Customer verification of a rider's item changes (rider-portal.md §4.4, customer-app.md §3): the rules the
// server decides with and the shapes both sides read.
import { z } from 'zod';
import {
  SERVICE_UNITS,
  VERIFICATION_PRIORITIES,
  VERIFICATION_STATUSES,
  VERIFICATION_TYPES,
  type VerificationPriority,
  type VerificationStatus,
  type VerificationType,
} from '../enums.js';
import { paiseToRupees } from '../money.js';
import type { OrderLine } from './pricing.js';

/** A proposal waits this long for the customer; then it expires (never approved by silence). */
export const VERIFICATION_TTL_MS = 24 * 3_600_000;
/** A change of more than ₹100 either way is high priority (rider-portal.md §4.4). */
export const HIGH_PRIORITY_CHANGE_PAISE = 10_000;

export const VERIFICATION_MESSAGES = {
  approved: 'Order changes approved! The rider has been notified and can now complete the order.',
  rejected: 'Order changes rejected. The rider will be informed to modify the order.',
  saveNeedsApproval: 'Customer verification required before saving changes',
  cancelledByRider: 'Cancelled by rider',
  notFound: 'Verification not found',
  sent: 'Changes sent to the customer for verification',
  saved: 'Order saved with the changes the customer approved',
  cancelled: 'Verification request cancelled',
  nothingToCancel: 'There is no pending verification to cancel',
  noChanges: "These are the order's items already: there is nothing for the customer to verify",
  pickupOnly: 'Items can only be changed during the pickup, before it is completed',
  itemsNotApproved: 'These are not the items the customer approved. Send them for verification again.',
  nothingToApprove: 'This notification has no order changes to approve',
  decided: (status: VerificationStatus) =>
    status === 'expired'
      ? 'This verification has expired'
      : status === 'cancelled'
        ? 'This verification was cancelled by the rider'
        : `This verification was already ${status}`,
} as const;

/** A quick pickup starts with no items: the flag, or an express order without lines (rider-portal.md §4.5). */
export function isQuickPickupOrder(serviceType: string, lineCount: number): boolean {
  return serviceType === 'express' && lineCount === 0;
}

/** quick_pickup_created for a quick pickup, else price_change when the total moves, else items_change. */
export function verificationType(isQuickPickup: boolean, oldTotalPaise: number, newTotalPaise: number): VerificationType {
  if (isQuickPickup) return 'quick_pickup_created';
  return oldTotalPaise !== newTotalPaise ? 'price_change' : 'items_change';
}

export function verificationPriority(oldTotalPaise: number, newTotalPaise: number): VerificationPriority {
  return Math.abs(newTotalPaise - oldTotalPaise) > HIGH_PRIORITY_CHANGE_PAISE ? 'high' : 'medium';
}

const amounts = z.object({ quantity: z.number(), price: z.number(), total: z.number() });
export const verificationItemSchema = z.object({
  serviceId: z.string().nullable(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.enum(SERVICE_UNITS),
  quantity: z.number(),
  price: z.number(),
  total: z.number(),
});
export const itemChangeSchema = amounts.extend({ serviceId: z.string().nullable(), name: z.string() });
export const itemModificationSchema = z.object({
  serviceId: z.string().nullable(),
  name: z.string(),
  old: amounts,
  new: amounts,
});
export const verificationChangesSchema = z.object({
  added: z.array(itemChangeSchema),
  removed: z.array(itemChangeSchema),
  modified: z.array(itemModificationSchema),
});
export type VerificationChanges = z.infer<typeof verificationChangesSchema>;
export type VerificationItem = z.infer<typeof verificationItemSchema>;

/** One line as the customer reads it, in rupees. */
export function verificationItem(line: OrderLine): VerificationItem {
  return {
    serviceId: line.serviceId || null,
    name: line.name,
    category: line.category || null,
    unit: line.unit,
    quantity: line.quantity,
    price: paiseToRupees(line.unitPricePaise),
    total: paiseToRupees(line.totalPricePaise),
  };
}

const amountsOf = (line: OrderLine) => ({
  quantity: line.quantity,
  price: paiseToRupees(line.unitPricePaise),
  total: paiseToRupees(line.totalPricePaise),
});
const keyOf = (line: OrderLine) => line.serviceId || line.name;

/** What the rider added, removed and changed (quantity or price), matched by service. */
export function diffLines(original: readonly OrderLine[], updated: readonly OrderLine[]): VerificationChanges {
  const before = new Map(original.map((l) => [keyOf(l), l]));
  const after = new Map(updated.map((l) => [keyOf(l), l]));
  const change = (l: OrderLine) => ({ serviceId: l.serviceId || null, name: l.name, ...amountsOf(l) });
  return {
    added: updated.filter((l) => !before.has(keyOf(l))).map(change),
    removed: original.filter((l) => !after.has(keyOf(l))).map(change),
    modified: updated.flatMap((l) => {
      const old = before.get(keyOf(l));
      if (!old || (old.quantity === l.quantity && old.unitPricePaise === l.unitPricePaise)) return [];
      return [{ serviceId: l.serviceId || null, name: l.name, old: amountsOf(old), new: amountsOf(l) }];
    }),
  };
}

export const hasChanges = (changes: VerificationChanges) =>
  changes.added.length + changes.removed.length + changes.modified.length > 0;

/** A verification as the customer's dialog reads it (customer-app.md §3 Customer verification). */
export const customerVerificationSchema = z.object({
  id: z.string(),
  _id: z.string(),
  orderId: z.string(),
  type: z.enum(VERIFICATION_TYPES),
  priority: z.enum(VERIFICATION_PRIORITIES),
  /** A pending one past its expiry reads expired even before the expiry job has run. */
  status: z.enum(VERIFICATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  responseReason: z.string().nullable(),
  savedAt: z.string().nullable(),
  orderData: z.object({
    bookingId: z.string(),
    customOrderId: z.string(),
    customerName: z.string().nullable(),
    customerPhone: z.string(),
    address: z.string(),
    pickupDate: z.string(),
    pickupTime: z.string(),
    riderName: z.string().nullable(),
    updatedAt: z.string(),
    status: z.string(),
    originalItems: z.array(verificationItemSchema),
    updatedItems: z.array(verificationItemSchema),
    originalTotal: z.number(),
    updatedTotal: z.number(),
    priceChange: z.number(),
    riderNotes: z.string().nullable(),
    isQuickPickup: z.boolean(),
  }),
  changes: verificationChangesSchema,
});
export type CustomerVerification = z.infer<typeof customerVerificationSchema>;
