// How a job reads on the rider's screens: the trip in words, the status badge, the slot and the contact details.
import { addDaysToDate, BUSINESS_TIME_ZONE, businessDate, normalizeIndianMobile, slotLabel, type RiderOrder } from '@washday/core';

export type Tone = 'amber' | 'blue' | 'violet' | 'green' | 'slate';

export function tripLabel(order: Pick<RiderOrder, 'tripType'>): string {
  return order.tripType === 'delivery' ? 'Delivery to customer' : 'Pickup from customer';
}

/** The list's pickupDate/pickupTime hold the slot of this trip: the delivery slot on a delivery trip. */
export function slotFieldLabel(order: Pick<RiderOrder, 'tripType'>): string {
  return order.tripType === 'delivery' ? 'Delivery time' : 'Pickup time';
}

/** picked_up means collected from the customer on a pickup trip, and from the vendor on a delivery trip. */
export function riderStatusMeta(order: Pick<RiderOrder, 'riderStatus' | 'tripType'>): { label: string; tone: Tone } {
  switch (order.riderStatus) {
    case 'assigned':
      return { label: 'Assigned', tone: 'amber' };
    case 'accepted':
      return { label: 'Accepted', tone: 'blue' };
    case 'picked_up':
      return order.tripType === 'delivery' ? { label: 'Out for delivery', tone: 'violet' } : { label: 'Picked up', tone: 'violet' };
    case 'completed':
      return { label: 'Completed', tone: 'green' };
    default: {
      const words = order.riderStatus.replace(/[_-]+/g, ' ').trim();
      return { label: words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown', tone: 'slate' };
    }
  }
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function formatDay(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === addDaysToDate(today, 1)) return 'Tomorrow';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : date;
}

function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  if (match[2] === '00') return slotLabel(hour);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Today · 10:00 AM', 'Tomorrow · 6:00 PM' or 'Wed, 25 Nov · 10:00 AM' (India dates). */
export function formatTripSlot(order: Pick<RiderOrder, 'pickupDate' | 'pickupTime'>, now: Date = new Date()): string {
  const day = order.pickupDate ? formatDay(order.pickupDate, businessDate(now)) : '';
  const time = order.pickupTime ? formatTime(order.pickupTime) : '';
  return [day, time].filter(Boolean).join(' · ') || 'Not scheduled';
}

/** A dialable link for an Indian mobile, else the digits as given. */
export function telHref(phone: string): string {
  const ten = normalizeIndianMobile(phone);
  return ten ? `tel:+91${ten}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Flat and landmark, when the customer gave them, for the line under the address. */
export function addressExtras(order: Pick<RiderOrder, 'address' | 'address_details'>): string {
  const { flatNo, landmark } = order.address_details;
  const parts: string[] = [];
  if (flatNo?.trim() && !order.address.toLowerCase().includes(flatNo.trim().toLowerCase())) parts.push(`Flat ${flatNo.trim()}`);
  const near = landmark?.trim();
  if (near) parts.push(/^near\b/i.test(near) ? near : `Near ${near}`);
  return parts.join(' · ');
}

/** 'Last updated 10:42 am' in India time. */
const clockFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: BUSINESS_TIME_ZONE });
export function formatClock(at: number): string {
  return clockFormat.format(new Date(at));
}
