import type { AdminBooking, VendorStage } from '@washday/core';

/**
 * The one quick step a booking's row offers, and only a step the server allows an admin (decision 0013): Confirm a
 * pending order; at the vendor, the next stage. 'Start' and 'Complete' belong to the riders (the pickup collected
 * starts an order, the delivery with the handover code completes it), so the row links to assigning them instead.
 */
export type QuickAction =
  | { kind: 'status'; status: 'confirmed' | VendorStage; label: string; done: string }
  | { kind: 'link'; label: string; href: string; hint: string }
  | null;

export const DISPATCH_HREF = '/admin?tab=riders&sub=orders';

export function quickAction(booking: Pick<AdminBooking, 'status' | 'trips' | 'vendor_stage' | 'assignedVendor'>): QuickAction {
  const pickup = booking.trips.find((t) => t.kind === 'pickup');
  const delivery = booking.trips.find((t) => t.kind === 'delivery');
  if (booking.status === 'pending') return { kind: 'status', status: 'confirmed', label: 'Confirm', done: 'Booking confirmed' };
  if (booking.status === 'confirmed' && !pickup)
    return { kind: 'link', label: 'Assign rider', href: DISPATCH_HREF, hint: 'Starts when the rider collects the items' };
  if (booking.status !== 'in_progress' || pickup?.status !== 'completed') return null;
  if (!booking.assignedVendor)
    return { kind: 'link', label: 'Assign vendor', href: DISPATCH_HREF, hint: 'Choose where the items are cleaned' };
  if (!booking.vendor_stage)
    return { kind: 'status', status: 'received', label: 'Mark received', done: 'Marked received at the vendor' };
  if (booking.vendor_stage === 'received')
    return { kind: 'status', status: 'processing', label: 'Start processing', done: 'Processing started' };
  if (booking.vendor_stage === 'processing')
    return { kind: 'status', status: 'ready', label: 'Mark ready', done: 'Marked ready for delivery' };
  if (!delivery)
    return {
      kind: 'link',
      label: 'Assign delivery',
      href: DISPATCH_HREF,
      hint: 'Completes when delivered with the handover code',
    };
  return null;
}
