// How a job reads on the rider's screens: the trip in words, the status badge, the slot and the contact details,
// in the interface language (`t` of the 'rider' namespace) and its Intl locale.
import {
  addDaysToDate,
  BUSINESS_TIME_ZONE,
  businessDate,
  normalizeIndianMobile,
  slotLabel,
  type RiderOrder,
  clockTimeOptions,
} from '@washday/core';
import type { TFunction } from 'i18next';

export type RiderT = TFunction<'rider'>;
export type Tone = 'amber' | 'blue' | 'violet' | 'green' | 'slate';

export function tripLabel(order: Pick<RiderOrder, 'tripType'>, t: RiderT): string {
  return order.tripType === 'delivery' ? t('card.deliveryTrip') : t('card.pickupTrip');
}

/** The list's pickupDate/pickupTime hold the slot of this trip: the delivery slot on a delivery trip. */
export function slotFieldLabel(order: Pick<RiderOrder, 'tripType'>, t: RiderT): string {
  return order.tripType === 'delivery' ? t('card.deliveryTime') : t('card.pickupTime');
}

/** picked_up (after Start) means on the way to the customer on a pickup trip, and out for delivery on a delivery trip. */
export function riderStatusMeta(order: Pick<RiderOrder, 'riderStatus' | 'tripType'>, t: RiderT): { label: string; tone: Tone } {
  switch (order.riderStatus) {
    case 'assigned':
      return { label: t('card.status.assigned'), tone: 'amber' };
    case 'accepted':
      return { label: t('card.status.accepted'), tone: 'blue' };
    case 'picked_up':
      return order.tripType === 'delivery'
        ? { label: t('card.status.outForDelivery'), tone: 'violet' }
        : { label: t('card.status.pickedUp'), tone: 'violet' };
    case 'completed':
      return { label: t('card.status.completed'), tone: 'green' };
    default: {
      // A status this screen does not know yet: its own words rather than nothing.
      const words = order.riderStatus.replace(/[_-]+/g, ' ').trim();
      return { label: words ? words.charAt(0).toUpperCase() + words.slice(1) : t('card.status.unknown'), tone: 'slate' };
    }
  }
}

/**
 * A slot's time of day ('10:00' → '10:00 AM'; '14:30' → '2:30 PM'): the spec's way in English, the locale's own in
 * another language. Anything unreadable is shown as it is.
 */
export function formatSlotTime(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (locale !== 'en-IN') {
    const at = new Date(Date.UTC(2000, 0, 1, hour, minute));
    return new Intl.DateTimeFormat(locale, { ...clockTimeOptions(locale), timeZone: 'UTC' }).format(at);
  }
  if (match[2] === '00') return slotLabel(hour);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Wed, 25 Nov' for a calendar date (YYYY-MM-DD) in `locale`; anything else as it is. */
export function formatCalendarDay(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
}

function formatDay(date: string, today: string, t: RiderT, locale: string): string {
  if (date === today) return t('card.today');
  if (date === addDaysToDate(today, 1)) return t('card.tomorrow');
  return formatCalendarDay(date, locale);
}

/** 'Today · 10:00 AM', 'Tomorrow · 6:00 PM' or 'Wed, 25 Nov · 10:00 AM' (India dates). */
export function formatTripSlot(
  order: Pick<RiderOrder, 'pickupDate' | 'pickupTime'>,
  { t, locale }: { t: RiderT; locale: string },
  now: Date = new Date(),
): string {
  const day = order.pickupDate ? formatDay(order.pickupDate, businessDate(now), t, locale) : '';
  const time = order.pickupTime ? formatSlotTime(order.pickupTime, locale) : '';
  return [day, time].filter(Boolean).join(' · ') || t('card.notScheduled');
}

/** A dialable link for an Indian mobile, else the digits as given. */
export function telHref(phone: string): string {
  const ten = normalizeIndianMobile(phone);
  return ten ? `tel:+91${ten}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Flat and landmark, when the customer gave them, for the line under the address. */
export function addressExtras(order: Pick<RiderOrder, 'address' | 'address_details'>, t: RiderT): string {
  const { flatNo, landmark } = order.address_details;
  const parts: string[] = [];
  if (flatNo?.trim() && !order.address.toLowerCase().includes(flatNo.trim().toLowerCase()))
    parts.push(t('card.flat', { flat: flatNo.trim() }));
  const near = landmark?.trim();
  if (near) parts.push(/^near\b/i.test(near) ? near : t('card.near', { landmark: near }));
  return parts.join(' · ');
}

/** 'Last updated 10:42 am' in India time, in `locale`. */
export function formatClock(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...clockTimeOptions(locale), timeZone: BUSINESS_TIME_ZONE }).format(new Date(at));
}
