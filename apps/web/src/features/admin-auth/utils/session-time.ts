import { fullDateTimeFormat } from '@/lib/india-time';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** "7h 59m remaining": whole hours and minutes left, never negative. */
export function formatTimeRemaining(ms: number): string {
  const left = Math.max(0, ms);
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  return `${hours}h ${minutes}m remaining`;
}

/** A session moment as people in Gurugram read it, e.g. "12 May 2025, 9:30 am". */
export function formatSessionTime(iso: string): string {
  return fullDateTimeFormat.format(new Date(iso));
}
