// The business runs on India Standard Time whatever the machine's zone.
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) in Asia/Kolkata at the given moment. */
export function businessDate(at: Date): string {
  return isoDate.format(at);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDaysToDate(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
