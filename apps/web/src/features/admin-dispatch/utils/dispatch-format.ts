import { BUSINESS_TIME_ZONE, formatDistance, formatIndianMobile, istMoment } from '@washday/core';
import { ADMIN_NETWORK_MESSAGE, describeFailure } from '@/lib/request-errors';

/** The spec's admin toasts (admin-and-backend.md §8). */
export const DISPATCH_TOASTS = {
  assignFailed: 'Failed to assign order',
  vendorFailed: 'Failed to assign vendor',
  network: ADMIN_NETWORK_MESSAGE,
  stageFailed: 'Failed to update booking status',
} as const;

/** The spec's estimate display: 'N mins' under an hour, else 'Xh Ym'. */
export function formatEta(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} mins`;
  return `${Math.floor(m / 60)}h ${m % 60}m`;
}

/** Under 1 km in metres, else km with two decimals (core's formatDistance); a dash when unknown. */
export function formatKm(km: number | null): string {
  return km === null ? '—' : formatDistance(km);
}

const slotFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const hourFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A trip's slot in Asia/Kolkata: { day: 'Mon, 23 Nov', time: '10:00 am' }. */
export function formatSlot(date: string, time: string): { day: string; time: string } {
  const at = istMoment(date, time);
  if (Number.isNaN(at.getTime())) return { day: date, time };
  return { day: slotFormat.format(at), time: hourFormat.format(at).toUpperCase() };
}

/** How long ago a rider's position was sent: 'just now', '4 min ago', '2 h ago'. */
export function formatAgo(iso: string | null, now: Date): string {
  if (!iso) return 'No position yet';
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h ago` : `${Math.floor(hours / 24)} d ago`;
}

/** What to tell the admin when a change failed (shared with every admin screen). */
export { describeFailure };

export const FRESHNESS_LABEL = { live: 'Live', recent: 'Recent', stale: 'Stale', old: 'Old' } as const;
export const TRIP_STATUS_LABEL: Record<string, string> = {
  assigned: 'Assigned',
  accepted: 'Accepted',
  picked_up: 'On the way',
  completed: 'Completed',
};
export const STAGE_LABEL: Record<string, string> = { received: 'Received', processing: 'Processing', ready: 'Ready' };

/** A mobile as '+91 98100 00001'; a stored landline (91 + STD code + number) as '+91 124 4000101'. */
export function formatPhone(phone: string): string {
  const mobile = formatIndianMobile(phone);
  if (mobile !== phone) return mobile;
  return /^91\d{10}$/.test(phone) ? `+91 ${phone.slice(2, 5)} ${phone.slice(5)}` : phone;
}
