import type { TripKind } from '@washday/core';

/** One audit step as `order_events` stores it, with the rider a trip assignment went to when it is still known. */
export interface AuditStep {
  trip: TripKind | null;
  from: string | null;
  to: string;
  note: string | null;
  /** The rider an assign or reassign step gave the trip to (null when a later reassignment hides it). */
  assignee: string | null;
}

const TRIP_LABEL: Record<TripKind, string> = { pickup: 'Pickup', delivery: 'Delivery' };

const TRIP_WORDS: Record<string, (trip: TripKind, step: AuditStep) => string> = {
  assigned: (trip, step) => `${TRIP_LABEL[trip]} assigned to ${step.assignee ?? 'a rider'}`,
  reassigned: (trip, step) => `${TRIP_LABEL[trip]} reassigned to ${step.assignee ?? 'another rider'}`,
  accepted: (trip) => `${TRIP_LABEL[trip]} accepted`,
  // A pickup's start is the rider setting off; its completion is the collection (the laundry's intake is 'received').
  picked_up: (trip) => (trip === 'pickup' ? 'Rider on the way to the customer' : 'Out for delivery'),
  completed: (trip) => (trip === 'pickup' ? 'Items collected from the customer' : 'Delivered to the customer'),
  items_updated: () => 'Items changed at pickup',
};

const ORDER_WORDS: Record<string, (step: AuditStep) => string> = {
  // A booking's first step: placed by its customer, a quick pickup, or booked by an admin for a customer.
  pending: (step) => (step.from === null ? 'Booking placed' : 'Back to pending'),
  confirmed: () => 'Booking confirmed',
  in_progress: () => 'Order in progress',
  completed: () => 'Order completed',
  cancelled: () => 'Booking cancelled',
  vendor_assigned: (step) =>
    step.from === 'vendor_assigned' ? `Vendor changed to ${step.note ?? 'another vendor'}` : `Sent to ${step.note ?? 'a vendor'}`,
  received: () => 'Received at the vendor',
  processing: () => 'Processing at the vendor',
  ready: () => 'Ready at the vendor',
  // The garments' scans (decision 0034): operations' alerts, the codes in the note.
  intake_tag_unexpected: () => 'Unexpected tag scanned at the laundry',
  intake_tags_missing: () => 'Tags missing at the laundry',
  packing_tag_unexpected: () => 'Unexpected tag scanned at packing',
  packing_tags_missing: () => 'Marked ready with tags not packed by scan',
  door_tag_unexpected: () => 'Unexpected tag scanned at the door',
  door_tags_missing: () => 'Tags missing at the door: delivery stopped',
};

// Notes the summary already says (or that only repeat the move) are left out of the entry.
const NOTE_IN_SUMMARY = new Set(['vendor_assigned', 'in_progress']);

const words = (state: string) => state.replaceAll('_', ' ');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The move in words for the activity feed, and the note worth showing under it. */
export function describeStep(step: AuditStep): { summary: string; note: string | null } {
  const known = step.trip ? TRIP_WORDS[step.to]?.(step.trip, step) : ORDER_WORDS[step.to]?.(step);
  // A step this feed does not know yet still reads as what it is.
  const summary =
    known ?? capitalised(`${step.trip ? `${step.trip}: ` : ''}${step.from ? `${words(step.from)} → ` : ''}${words(step.to)}`);
  const note = !step.trip && NOTE_IN_SUMMARY.has(step.to) ? null : step.note;
  return { summary, note };
}
