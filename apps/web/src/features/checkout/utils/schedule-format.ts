import { businessDate, type Slot, type SlotPeriod } from '@washday/core';

// Dates are IST calendar days (YYYY-MM-DD); formatting them at UTC midnight keeps the day as it is.
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const atUtcMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

export interface DateChipLabel {
  /** 'Today', 'Tomorrow' or 'Mon'. */
  top: string;
  /** '14 Jan'. */
  bottom: string;
  /** 'Monday, 14 January' for screen readers. */
  full: string;
}

export function dateChipLabel(isoDay: string, now: Date): DateChipLabel {
  const date = atUtcMidnight(isoDay);
  const today = businessDate(now);
  const tomorrowDate = atUtcMidnight(today);
  tomorrowDate.setUTCDate(tomorrowDate.getUTCDate() + 1);
  const tomorrow = tomorrowDate.toISOString().slice(0, 10);
  const top = isoDay === today ? 'Today' : isoDay === tomorrow ? 'Tomorrow' : weekday.format(date);
  const full = longDate.format(date);
  return { top, bottom: dayMonth.format(date), full: top === 'Today' || top === 'Tomorrow' ? `${top}, ${full}` : full };
}

export const SLOT_PERIODS: readonly SlotPeriod[] = ['Morning', 'Afternoon', 'Evening'];

export function groupSlots(slots: readonly Slot[]): { period: SlotPeriod; slots: Slot[] }[] {
  return SLOT_PERIODS.map((period) => ({ period, slots: slots.filter((slot) => slot.period === period) })).filter(
    (group) => group.slots.length > 0,
  );
}

/** '8:00 AM' for 'HH:MM'. */
export function timeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
