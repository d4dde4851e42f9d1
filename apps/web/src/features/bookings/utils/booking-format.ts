import { EDITABLE_STATUSES, CANCELLABLE_STATUSES, slotLabel, type Booking } from '@washday/core';

/** The server's statuses plus anything unexpected (shown in a neutral style). */
export type StatusTone = 'amber' | 'blue' | 'violet' | 'green' | 'grey' | 'neutral';

export interface StatusMeta {
  label: string;
  tone: StatusTone;
}

const STATUS_META: Record<string, StatusMeta> = {
  pending: { label: 'Pending', tone: 'amber' },
  confirmed: { label: 'Confirmed', tone: 'blue' },
  in_progress: { label: 'In progress', tone: 'violet' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};

/** 'in-progress' is an older spelling of 'in_progress' (customer-app.md §4). */
export function normalizeStatus(status: string): string {
  return status.trim().toLowerCase().replace(/-/g, '_');
}

export function statusMeta(status: string): StatusMeta {
  const known = STATUS_META[normalizeStatus(status)];
  if (known) return known;
  const words = status.replace(/[_-]+/g, ' ').trim();
  return { label: words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown', tone: 'neutral' };
}

/** 'Paid' only when the server says so; anything else is still to be paid. */
export function paymentLabel(paymentStatus: string): 'Paid' | 'Payment pending' {
  return paymentStatus === 'paid' ? 'Paid' : 'Payment pending';
}

export function paymentMethodLabel(method: string): string {
  return method === 'online' ? 'Paid online' : 'Cash on delivery';
}

export function canEditBooking(booking: { status: string }): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(normalizeStatus(booking.status));
}

/** Cancel needs a real id and a status that is neither cancelled nor completed (the server decides the rest). */
export function canCancelBooking(booking: { status: string; id: string }): boolean {
  return Boolean(booking.id) && (CANCELLABLE_STATUSES as readonly string[]).includes(normalizeStatus(booking.status));
}

/** customer-app.md §9: the order id falls back to 'CC' + the last 6 characters of the booking id. */
export function orderIdOf(booking: Pick<Booking, 'custom_order_id' | 'id'>): string {
  return booking.custom_order_id?.trim() || `CC${booking.id.slice(-6).toUpperCase()}`;
}

/** Booking defaults (customer-app.md §9), used only when the server leaves a time out. */
export const DEFAULT_PICKUP_TIME = '10:00';
export const DEFAULT_DELIVERY_TIME = '18:00';

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const bookedOnFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

function isoDateToUtc(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(value.getTime()) ? null : value;
}

/** An India calendar date (YYYY-MM-DD) as 'Mon, 23 Nov'. */
export function formatDay(date: string): string {
  const value = isoDateToUtc(date);
  return value ? dayFormat.format(value) : date;
}

/** 'Monday, 23 November'. */
export function formatLongDay(date: string): string {
  const value = isoDateToUtc(date);
  return value ? longDayFormat.format(value) : date;
}

/** 'HH:MM' as '10:00 AM'. */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const minute = match[2]!;
  if (minute === '00') return slotLabel(hour);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Mon, 23 Nov · 10:00 AM'. */
export function formatSlot(date: string, time: string | null | undefined, fallbackTime: string): string {
  return `${formatDay(date)} · ${formatTime(time?.trim() || fallbackTime)}`;
}

export function formatBookedOn(createdAt: string): string {
  const value = new Date(createdAt);
  return Number.isNaN(value.getTime()) ? '' : bookedOnFormat.format(value);
}

/** 'Saree × 2, Blouse × 2' from the priced lines (or the server's text list when there are none). */
export function servicesSummary(booking: Pick<Booking, 'item_prices' | 'services'>): string {
  if (booking.item_prices.length > 0) {
    return booking.item_prices.map((line) => `${line.service_name} × ${line.quantity}`).join(', ');
  }
  return booking.services.map((text) => text.replace(/ x (\d+)$/, ' × $1')).join(', ');
}

export function itemCount(booking: Pick<Booking, 'item_prices'>): number {
  return booking.item_prices.reduce((sum, line) => sum + line.quantity, 0);
}

/** The filter chips of My Bookings; `value` is what goes into `?status=`. */
export const BOOKING_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number]['value'];
