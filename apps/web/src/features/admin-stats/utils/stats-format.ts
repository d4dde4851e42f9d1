import { formatRupees, type BookingStatus, type WeekChange } from '@washday/core';

const counts = new Intl.NumberFormat('en-IN');
const IST = 'Asia/Kolkata';

export const formatCount = (n: number) => counts.format(n);

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

/** '+12.5%', '−4%', '0%'; 'none' when last week had nothing to compare with (no made-up figure). */
export function describeChange(change: WeekChange): { direction: ChangeDirection; text: string } {
  if (change.percent === null) return { direction: 'none', text: '—' };
  if (change.percent === 0) return { direction: 'flat', text: '0%' };
  const size = `${Math.abs(change.percent).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
  return change.percent > 0 ? { direction: 'up', text: `+${size}` } : { direction: 'down', text: `−${size}` };
}

/** '39.4 h'; days and hours past two days, as operations speak of them. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  if (Math.abs(hours) < 48) return `${hours.toLocaleString('en-IN', { maximumFractionDigits: 1 })} h`;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

export const formatPercent = (share: number | null) =>
  share === null ? '—' : `${share.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

export const formatMoney = (rupees: number | null) => (rupees === null ? '—' : formatRupees(rupees));

/** ₹1.2K, ₹3.4L for chart axes; −₹50 below zero (a day that refunded more than it collected). */
export function formatMoneyShort(rupees: number): string {
  if (rupees < 0) return `−${formatMoneyShort(-rupees)}`;
  if (rupees >= 100_000) return `₹${(rupees / 100_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}L`;
  if (rupees >= 1000) return `₹${(rupees / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}K`;
  return `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 0 })}`;
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabelWithYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const weekdayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const asDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** '16 Nov' for a YYYY-MM-DD day. */
export const formatDay = (isoDay: string) => dayLabel.format(asDay(isoDay));
export const formatLongDay = (isoDay: string) => weekdayLabel.format(asDay(isoDay));

/** '16 Nov – 22 Nov 2026', or one day. */
export function formatRange(from: string, to: string): string {
  return from === to ? dayLabelWithYear.format(asDay(to)) : `${formatDay(from)} – ${dayLabelWithYear.format(asDay(to))}`;
}

const clock = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: IST });
const dayAndClock = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: IST,
});

export const formatClock = (at: Date) => clock.format(at);
export const formatDayAndClock = (at: Date) => dayAndClock.format(at);

/** 'just now', '5 min ago', '3 h ago', then the day and time. */
export function formatTimeAgo(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDayAndClock(at);
}

export const STATUS_LABEL: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
