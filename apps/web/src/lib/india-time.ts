import { BUSINESS_TIME_ZONE } from '@washday/core';

// Moments as people in Gurugram read them (Asia/Kolkata, Indian English), shared by the screens that show times.

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: BUSINESS_TIME_ZONE, ...options });

/** "Sat, 22 Nov" (the parts also serve "Sat 22 Nov"). */
export const dayFormat = format({ weekday: 'short', day: 'numeric', month: 'short' });
/** "22 Nov, 11:05 am". */
export const dateTimeFormat = format({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });
/** "22 Nov 2026, 11:05 am". */
export const fullDateTimeFormat = format({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
/** "22 Nov 2026". */
export const dateFormat = format({ day: 'numeric', month: 'short', year: 'numeric' });
/** "11:05:09 am". */
export const clockFormat = format({ hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });

/** "11:05:09 am": when a screen last refreshed. */
export const formatClock = (at: Date | number) => clockFormat.format(at);
