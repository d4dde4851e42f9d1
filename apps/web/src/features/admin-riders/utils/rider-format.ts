import { type LocationFreshness, type TrackingPhase, type TripKind, type TripStatus } from '@washday/core';
import { dateFormat, dateTimeFormat, dayFormat, formatClock } from '@/lib/india-time';

/** How each freshness looks everywhere: the badge, the map marker and the legend. */
export const FRESHNESS_STYLE: Record<
  LocationFreshness,
  { label: string; hint: string; colour: string; badge: string; dot: string }
> = {
  live: {
    label: 'Live',
    hint: 'under 5 min',
    colour: '#10b981',
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    dot: 'bg-emerald-500',
  },
  recent: {
    label: 'Recent',
    hint: '5–15 min',
    colour: '#eab308',
    badge: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
    dot: 'bg-yellow-500',
  },
  stale: {
    label: 'Stale',
    hint: '15–60 min',
    colour: '#f97316',
    badge: 'bg-orange-50 text-orange-800 ring-orange-200',
    dot: 'bg-orange-500',
  },
  old: {
    label: 'Old',
    hint: 'over 1 hour',
    colour: '#94a3b8',
    badge: 'bg-slate-100 text-slate-600 ring-slate-200',
    dot: 'bg-slate-400',
  },
};

export const FRESHNESS_ORDER: readonly LocationFreshness[] = ['live', 'recent', 'stale', 'old'];

/** "just now", "2 min ago", "1 h 5 min ago", then the date: how long since the rider's last position. */
export function timeAgo(at: string | null, now: Date): string {
  if (!at) return 'No position yet';
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h ago` : `${hours} h ${minutes % 60} min ago`;
  return `on ${dateTimeFormat.format(new Date(at))}`;
}

/** "22 Nov, 11:05 am" in Asia/Kolkata. */
export const formatDateTime = (at: string) => dateTimeFormat.format(new Date(at));
/** "22 Nov 2026". */
export const formatDate = (at: string) => dateFormat.format(new Date(at));
/** "11:05:09 am". */
export { formatClock };

/** "Sat 22 Nov, 10:00 AM": a trip's day (YYYY-MM-DD) and time (HH:MM), both in Asia/Kolkata. */
export function formatSlot(date: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(`${date}T12:00:00+05:30`)).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${clock}`;
}

/** A trip's status in words: a started pickup is on its way to the customer, a started delivery is at the door soon. */
export function tripStatusLabel(kind: TripKind, status: TripStatus): string {
  if (status === 'picked_up') return kind === 'pickup' ? 'On the way to the customer' : 'Out for delivery';
  return { assigned: 'Assigned', accepted: 'Accepted', completed: 'Completed' }[status];
}

/** Where an open order is: its pickup (door to vendor, from booking to collection), at the vendor, or its delivery. */
export const PHASE_STYLE: Record<TrackingPhase, { label: string; hint: string; colour: string }> = {
  pickup: { label: 'Pickup', hint: 'door to vendor', colour: '#2563eb' },
  at_vendor: { label: 'At the vendor', hint: 'being cleaned', colour: '#7c3aed' },
  delivery: { label: 'Delivery', hint: 'vendor to door', colour: '#db2777' },
};

/** "2345 6789 0123": an Aadhaar number (or its mask) in the card's groups of four. */
export function groupAadhaar(value: string): string {
  const compact = value.replace(/\s/g, '');
  return compact.length === 12 ? compact.replace(/(.{4})(?=.)/g, '$1 ') : value;
}

/** "RK": the first letters of the first two words of a name. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');
}
