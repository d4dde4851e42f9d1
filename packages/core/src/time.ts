// The business runs on India Standard Time whatever the machine's zone.
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

// Made on first use: a formatter with a time zone loads the zone's data, a cost the web app's first script (which
// imports this module) should not pay before it has drawn anything.
let isoDate: Intl.DateTimeFormat | undefined;

/** The calendar date (YYYY-MM-DD) in Asia/Kolkata at the given moment. */
export function businessDate(at: Date): string {
  isoDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return isoDate.format(at);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDaysToDate(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
