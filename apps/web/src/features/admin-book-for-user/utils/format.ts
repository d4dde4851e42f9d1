import { slotLabel } from '@washday/core';

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-11-25' → 'Wed, 25 Nov' (a calendar day, shown as written). */
export const dayText = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** '10:00' → '10:00 AM'. */
export const timeText = (time: string) => slotLabel(Number(time.slice(0, 2)));

/** 'Wed, 25 Nov, 10:00 AM', or the part that is known. */
export function slotText(date: string, time: string): string {
  return [date ? dayText(date) : null, time ? timeText(time) : null].filter(Boolean).join(', ');
}
