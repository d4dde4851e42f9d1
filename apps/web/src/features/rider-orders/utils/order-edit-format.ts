// How the order page words and formats a job (rider-portal.md §2.4).
import { BUSINESS_TIME_ZONE, formatDistance, formatRupees, slotLabel, type RiderOrder } from '@washday/core';
import { ApiError } from '@/lib/api-client';

export const ORDER_LOAD_MESSAGES = {
  notFound: 'Order not found, or it is not assigned to you.',
  // rider-portal.md §8.4, said of one order
  server: (status: number) => `Server error: ${status}`,
  timeout: 'Request timed out - please check your connection',
  unreachable: 'Unable to connect to server',
} as const;

/** Why the order could not be loaded; a 404 means it is not (or no longer) this rider's job. Never demo data. */
export function orderLoadError(error: unknown): { notFound: boolean; message: string } {
  if (error instanceof ApiError) {
    // 400 is the only other answer to a bad id in the address.
    if (error.status === 404 || error.status === 400) return { notFound: true, message: ORDER_LOAD_MESSAGES.notFound };
    if (error.code === 'TIMEOUT') return { notFound: false, message: ORDER_LOAD_MESSAGES.timeout };
    if (error.status >= 500) return { notFound: false, message: ORDER_LOAD_MESSAGES.server(error.status) };
    // A 4xx with the server's reason (a rider not approved, a malformed id) says it as it is.
    if (error.status >= 400) return { notFound: false, message: error.message };
  }
  return { notFound: false, message: ORDER_LOAD_MESSAGES.unreachable };
}

const RIDER_STATUS_LABELS: Record<string, string> = {
  unassigned: 'Unassigned',
  assigned: 'Assigned',
  accepted: 'Accepted',
  picked_up: 'Picked Up',
  completed: 'Completed',
};

export function riderStatusLabel(status: string): string {
  return RIDER_STATUS_LABELS[status] ?? status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export function tripLabel(tripType: RiderOrder['tripType']): string {
  return tripType === 'pickup' ? 'Pickup from customer' : 'Delivery to customer';
}

/** §4.5: the flag, or the type or service saying so. */
export function isQuickPickup(order: Pick<RiderOrder, 'isQuickPickup' | 'type' | 'service' | 'items' | 'service_type'>): boolean {
  return (
    order.isQuickPickup ||
    order.type === 'Quick Pickup' ||
    /quick pickup/i.test(order.service) ||
    (order.items.length === 0 && order.service_type === 'express')
  );
}

export function orderTypeLabel(order: Parameters<typeof isQuickPickup>[0]): string {
  return isQuickPickup(order) ? 'Quick Pickup' : 'Regular Order';
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const stampFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: BUSINESS_TIME_ZONE,
});

/** '10:00' → '10:00 AM'; '14:30' → '2:30 PM'; anything else as it is. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  if (match[2] === '00') return slotLabel(hour);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** '2026-11-23' and '10:00' → 'Mon, 23 Nov · 10:00 AM'. */
export function formatSlot(date: string, time: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const day = match ? dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : date;
  return [day, time ? formatClock(time) : ''].filter(Boolean).join(' · ');
}

/** An instant in India's time: '23 Nov, 4:05 pm'. */
export function formatStamp(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : stampFormat.format(at);
}

/** '+₹120', '−₹40', '₹0'. */
export function formatDifference(rupees: number): string {
  if (rupees === 0) return formatRupees(0);
  return `${rupees > 0 ? '+' : '−'}${formatRupees(Math.abs(rupees))}`;
}

/** Under 1 km in metres, else km (core's formatDistance); null when the server could not measure it. */
export function formatVendorDistance(km: number | null): string {
  return km === null ? 'Distance not known' : formatDistance(km);
}

export function formatMinutes(minutes: number): string {
  return `${Math.round(minutes)} min`;
}
