// How the order page words and formats a job (rider-portal.md §2.4), in the interface language (`t` of the 'rider'
// namespace) and its Intl locale.
import { BUSINESS_TIME_ZONE, type RiderOrder, formatRupeesIn, clockTimeOptions } from '@washday/core';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { ORDER_LIST_MESSAGES } from './order-actions';
import { formatCalendarDay, formatSlotTime, type RiderT } from './rider-order-format';

/**
 * Why the order could not be loaded, in the interface language; a 404 means it is not (or no longer) this rider's
 * job. Never demo data.
 */
export function orderLoadError(error: unknown, t: RiderT): { notFound: boolean; message: string } {
  if (error instanceof ApiError) {
    // 400 is the only other answer to a bad id in the address.
    if (error.status === 404 || error.status === 400) return { notFound: true, message: t('detail.notFound') };
    // rider-portal.md §8.4, said of one order.
    if (error.code === 'TIMEOUT') return { notFound: false, message: translateMessage(ORDER_LIST_MESSAGES.timeout) };
    if (error.status >= 500) return { notFound: false, message: t('orders.serverError', { status: error.status }) };
    // A 4xx with the server's reason (a rider not approved, a malformed id) says it as it is.
    if (error.status >= 400) return { notFound: false, message: translateMessage(error.message) };
  }
  return { notFound: false, message: translateMessage(ORDER_LIST_MESSAGES.unreachable) };
}

const RIDER_STATUSES = ['unassigned', 'assigned', 'accepted', 'picked_up', 'completed'] as const;

export function riderStatusLabel(status: string, t: RiderT): string {
  const known = RIDER_STATUSES.find((s) => s === status);
  return known ? t(`detail.status.${known}`) : status.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export function tripLabel(tripType: RiderOrder['tripType'], t: RiderT): string {
  return tripType === 'pickup' ? t('card.pickupTrip') : t('card.deliveryTrip');
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

export function orderTypeLabel(order: Parameters<typeof isQuickPickup>[0], t: RiderT): string {
  return isQuickPickup(order) ? t('detail.quickPickup') : t('detail.regularOrder');
}

/** '2026-11-23' and '10:00' → 'Mon, 23 Nov · 10:00 AM' (in `locale`). */
export function formatSlot(date: string, time: string, locale: string): string {
  return [formatCalendarDay(date, locale), time ? formatSlotTime(time, locale) : ''].filter(Boolean).join(' · ');
}

/** An instant in India's time: '23 Nov, 4:05 pm'. */
export function formatStamp(iso: string, locale: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...clockTimeOptions(locale),
    timeZone: BUSINESS_TIME_ZONE,
  }).format(at);
}

/** '+₹120', '−₹40', '₹0'. */
export function formatDifference(rupees: number, locale: string): string {
  if (rupees === 0) return formatRupeesIn(locale, 0);
  return `${rupees > 0 ? '+' : '−'}${formatRupeesIn(locale, Math.abs(rupees))}`;
}

/** Under 1 km in metres, else km to one place as the spec shows riders ('850 m', '3.4 km'); unknown when not measured. */
export function formatVendorDistance(km: number | null, { t, locale }: { t: RiderT; locale: string }): string {
  if (km === null) return t('delivery.distanceUnknown');
  return km < 1
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(Math.round(km * 1000))
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km);
}

export function formatMinutes(minutes: number, { t, locale }: { t: RiderT; locale: string }): string {
  return t('delivery.minutes', { minutes: new Intl.NumberFormat(locale).format(Math.round(minutes)) });
}
