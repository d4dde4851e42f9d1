import {
  EDITABLE_STATUSES,
  CANCELLABLE_STATUSES,
  isQuickPickupOrder,
  slotLabel,
  type Booking,
  clockTimeOptions,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@washday/core';

// What the bookings screens show of a booking: status, payment, dates and times in the interface's Intl locale.
// Words live in the 'bookings' namespace; these helpers return its keys, or take the locale.

/** The server's statuses plus anything unexpected (shown in a neutral style). */
export type StatusTone = 'amber' | 'blue' | 'violet' | 'green' | 'grey' | 'neutral';

/** The statuses this version knows; each has its words under status.* in the 'bookings' namespace. */
export type KnownStatus = 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';

export interface StatusMeta {
  /** Null for a status this version does not know: it shows as `fallback`, the server's own words. */
  status: KnownStatus | null;
  fallback: string;
  tone: StatusTone;
}

const STATUS_TONES: Record<KnownStatus, StatusTone> = {
  pending: 'amber',
  confirmed: 'blue',
  in_progress: 'violet',
  completed: 'green',
  cancelled: 'grey',
};

/** 'in-progress' is an older spelling of 'in_progress' (customer-app.md §4). */
export function normalizeStatus(status: string): string {
  return status.trim().toLowerCase().replace(/-/g, '_');
}

export function statusMeta(status: string): StatusMeta {
  const normalized = normalizeStatus(status);
  if (Object.hasOwn(STATUS_TONES, normalized)) {
    const known = normalized as KnownStatus;
    return { status: known, fallback: '', tone: STATUS_TONES[known] };
  }
  const words = status.replace(/[_-]+/g, ' ').trim();
  return { status: null, fallback: words ? words.charAt(0).toUpperCase() + words.slice(1) : '', tone: 'neutral' };
}

/**
 * One of the four payment statuses (pending, paid, partially_refunded, refunded; keys under payment.*): 'paid' only
 * when the server says so, and anything this version does not know reads as still to be paid.
 */
export function paymentState(paymentStatus: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(paymentStatus) ? (paymentStatus as PaymentStatus) : 'pending';
}

/** How the order is paid (keys under payment.*). */
export function paymentMethodKey(method: string): 'online' | 'cash' {
  return method === 'online' ? 'online' : 'cash';
}

/** A quick pickup before the rider lists its items (rider-portal.md §4.5): nothing to show as services or to pay yet. */
export function isAwaitingItems(booking: Pick<Booking, 'service_type' | 'item_prices'>): boolean {
  return isQuickPickupOrder(booking.service_type, booking.item_prices.length);
}

/** Pending or confirmed; a quick pickup awaiting items is the rider's to change, not the customer's (the server agrees). */
export function canEditBooking(booking: { status: string } & Partial<Pick<Booking, 'service_type' | 'item_prices'>>): boolean {
  const { service_type, item_prices } = booking;
  const awaitingItems = service_type !== undefined && item_prices !== undefined && isAwaitingItems({ service_type, item_prices });
  return (EDITABLE_STATUSES as readonly string[]).includes(normalizeStatus(booking.status)) && !awaitingItems;
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

const SHAPES = {
  day: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  longDay: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
  bookedOn: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' },
  time: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and shape: building one is slow, and a list formats many dates. */
function dateFormat(locale: string, shape: keyof typeof SHAPES): Intl.DateTimeFormat {
  const key = `${locale}|${shape}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, shape === 'time' ? { ...clockTimeOptions(locale), timeZone: 'UTC' } : SHAPES[shape]);
    formats.set(key, format);
  }
  return format;
}

function isoDateToUtc(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(value.getTime()) ? null : value;
}

/** An India calendar date (YYYY-MM-DD) as 'Mon, 23 Nov' (en-IN) or 'सोम, 23 नव॰' (hi-IN). */
export function formatDay(date: string, locale: string): string {
  const value = isoDateToUtc(date);
  return value ? dateFormat(locale, 'day').format(value) : date;
}

/** 'Monday, 23 November'. */
export function formatLongDay(date: string, locale: string): string {
  const value = isoDateToUtc(date);
  return value ? dateFormat(locale, 'longDay').format(value) : date;
}

/** 'HH:MM' as '10:00 AM' in en-IN (core's slot words), or the locale's own way ('10:00 am' in hi-IN). */
export function formatTime(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const minute = match[2]!;
  if (locale !== 'en-IN') return dateFormat(locale, 'time').format(new Date(Date.UTC(2000, 0, 1, hour, Number(minute))));
  if (minute === '00') return slotLabel(hour);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Mon, 23 Nov · 10:00 AM'. */
export function formatSlot(date: string, time: string | null | undefined, fallbackTime: string, locale: string): string {
  return `${formatDay(date, locale)} · ${formatTime(time?.trim() || fallbackTime, locale)}`;
}

export function formatBookedOn(createdAt: string, locale: string): string {
  const value = new Date(createdAt);
  return Number.isNaN(value.getTime()) ? '' : dateFormat(locale, 'bookedOn').format(value);
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

/** The filter chips of My Bookings, each what goes into `?status=` (named by filters.all and status.*). */
export const BOOKING_FILTERS = [
  'all',
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
] as const satisfies ReadonlyArray<'all' | KnownStatus>;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];
