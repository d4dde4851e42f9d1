import { businessDate, type Slot, type SlotPeriod } from '@washday/core';

// Dates are IST calendar days (YYYY-MM-DD); formatting them at UTC midnight keeps the day as it is.
const formatters = new Map<
  string,
  { weekday: Intl.DateTimeFormat; dayMonth: Intl.DateTimeFormat; longDate: Intl.DateTimeFormat }
>();

function dateFormatters(locale: string) {
  let set = formatters.get(locale);
  if (!set) {
    set = {
      weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
      dayMonth: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      longDate: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    };
    formatters.set(locale, set);
  }
  return set;
}

const atUtcMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

export interface DateChipLabel {
  /** 'Today', 'Tomorrow' or 'Mon'. */
  top: string;
  /** '14 Jan'. */
  bottom: string;
  /** Its name: what it shows, then the whole date ('Mon 14 Jan, Monday, 14 January'), for screen readers. */
  full: string;
}

/** The interface language's words for the chips: its Intl locale and what it calls today and tomorrow. */
export interface DayWords {
  locale: string;
  today: string;
  tomorrow: string;
  /** 'Tomorrow 11 Mar, Wednesday, 11 March' from what the chip shows and the whole date. */
  chipName: (shown: string, date: string) => string;
}

export function dateChipLabel(isoDay: string, now: Date, words: DayWords): DateChipLabel {
  const { weekday, dayMonth, longDate } = dateFormatters(words.locale);
  const date = atUtcMidnight(isoDay);
  const today = businessDate(now);
  const tomorrowDate = atUtcMidnight(today);
  tomorrowDate.setUTCDate(tomorrowDate.getUTCDate() + 1);
  const tomorrow = tomorrowDate.toISOString().slice(0, 10);
  const relative = isoDay === today ? words.today : isoDay === tomorrow ? words.tomorrow : null;
  const top = relative ?? weekday.format(date);
  const bottom = dayMonth.format(date);
  return { top, bottom, full: words.chipName(`${top} ${bottom}`, longDate.format(date)) };
}

export const SLOT_PERIODS: readonly SlotPeriod[] = ['Morning', 'Afternoon', 'Evening'];

export function groupSlots(slots: readonly Slot[]): { period: SlotPeriod; slots: Slot[] }[] {
  return SLOT_PERIODS.map((period) => ({ period, slots: slots.filter((slot) => slot.period === period) })).filter(
    (group) => group.slots.length > 0,
  );
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A slot's time for 'HH:MM': '8:00 AM' in English (the spec's slot labels); in another language its Intl form with
 * the part of the day ('सुबह 8:00'), which is how Hindi says a time.
 */
export function timeLabel(time: string, locale = 'en-IN'): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  if (locale.startsWith('en')) {
    const h12 = h % 12 === 0 ? 12 : h % 12;
    return `${h12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  }
  let format = timeFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' });
    timeFormatters.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2000, 0, 1, h, m)));
}
