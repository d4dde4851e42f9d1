import { formatRupees, istMoment, parseSlotTime, slotLabel, type TripKind } from '@washday/core';
import { ADMIN_NETWORK_MESSAGE, describeAdminFailure } from '@/lib/request-errors';
import { dateTimeFormat, dayFormat, fullDateTimeFormat } from '@/lib/india-time';

/**
 * The spec's admin toasts (admin-and-backend.md §8): 'Failed to …' when the server refused or failed a change,
 * 'Error …' when the call itself went wrong (no answer, or one the app could not read).
 */
export const BOOKING_TOASTS = {
  fetchFailed: 'Error fetching bookings',
  statusFailed: 'Failed to update booking status',
  statusError: 'Error updating booking status',
  updateFailed: 'Failed to update booking',
  updateError: 'Error updating booking',
  network: ADMIN_NETWORK_MESSAGE,
} as const;

export type Tone = 'amber' | 'blue' | 'violet' | 'green' | 'grey' | 'sky' | 'neutral';

export const STATUS_META: Record<string, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  confirmed: { label: 'Confirmed', tone: 'blue' },
  in_progress: { label: 'In progress', tone: 'violet' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};

/** A status the screen does not know yet is shown as it is, in a neutral style. */
export function statusMeta(status: string): { label: string; tone: Tone } {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return STATUS_META[status] ?? { label: words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown', tone: 'neutral' };
}

export const RIDER_STATUS_LABEL: Record<string, string> = {
  unassigned: 'Unassigned',
  assigned: 'Assigned',
  accepted: 'Accepted',
  // The spec's status after Start: the rider is on the way (to the customer, or with the delivery).
  picked_up: 'On the way',
  completed: 'Completed',
};
export const STAGE_LABEL: Record<string, string> = { received: 'Received at vendor', processing: 'Processing', ready: 'Ready' };
export const TRIP_LABEL: Record<TripKind, string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** What the order's rider is doing now: the current trip and its status, or the vendor stage between trips. */
export function riderSummary(booking: {
  riderStatus: string;
  trips: ReadonlyArray<{ kind: TripKind; status: string }>;
  vendor_stage: string | null;
}): { label: string; detail: string | null; tone: Tone } {
  const current = booking.trips.at(-1);
  if (!current) return { label: 'Unassigned', detail: null, tone: 'neutral' };
  if (current.kind === 'pickup' && current.status === 'completed' && booking.vendor_stage) {
    return { label: STAGE_LABEL[booking.vendor_stage] ?? booking.vendor_stage, detail: 'At the vendor', tone: 'sky' };
  }
  const label = RIDER_STATUS_LABEL[current.status] ?? current.status;
  return {
    label,
    detail: TRIP_LABEL[current.kind],
    tone: current.status === 'completed' ? 'green' : current.status === 'assigned' ? 'amber' : 'blue',
  };
}

/** A slot in Asia/Kolkata: { day: 'Mon, 23 Nov', time: '10:00 AM' }. */
export function formatSlot(date: string, time: string): { day: string; time: string } {
  const at = istMoment(date, time);
  const hour = parseSlotTime(time);
  if (Number.isNaN(at.getTime())) return { day: date, time };
  return { day: dayFormat.format(at), time: hour === null ? time : slotLabel(hour) };
}

/** A moment in Asia/Kolkata: '22 Nov, 11:05 am'. */
export function formatMoment(iso: string | null | undefined, withYear = false): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return (withYear ? fullDateTimeFormat : dateTimeFormat).format(at).replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());
}

export const rupees = (amount: number) => formatRupees(amount);

/** '+91 98765 43210' for a 10-digit mobile, else as stored. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '—';
  const ten = phone.replace(/\D/g, '').slice(-10);
  return ten.length === 10 ? `+91 ${ten.slice(0, 5)} ${ten.slice(5)}` : phone;
}

/** tel: link for a 10-digit mobile. */
export function telHref(phone: string): string {
  const ten = phone.replace(/\D/g, '').slice(-10);
  return `tel:+91${ten}`;
}

/** What to tell the admin when a change failed (shared with every admin screen). */
export { describeAdminFailure };
