import { BUSINESS_TIME_ZONE } from '@washday/core';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** "7h 59m remaining": whole hours and minutes left, never negative. */
export function formatTimeRemaining(ms: number): string {
  const left = Math.max(0, ms);
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  return `${hours}h ${minutes}m remaining`;
}

const sessionTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A session moment as people in Gurugram read it, e.g. "12 May 2025, 9:30 am". */
export function formatSessionTime(iso: string): string {
  return sessionTimeFormat.format(new Date(iso));
}
