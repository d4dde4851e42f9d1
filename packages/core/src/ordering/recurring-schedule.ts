// Recurring pickups (docs/decisions/0040-recurring-pickups.md): when a series' pickups fall, in India time. A date is a
// YYYY-MM-DD calendar day in Asia/Kolkata; the server's job, the API and the web app all ask these functions.
import { addDaysToDate, businessDate } from '../time.js';
import { istMoment, isIsoDate } from './slots.js';
import { QUICK_PICKUP_SLOTS } from './quick-pickup.js';

export const RECURRING_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** The slots a series may use: a quick pickup's (09:00 … 20:00), since its rider lists the items at the door. */
export const RECURRING_SLOTS = QUICK_PICKUP_SLOTS;

/** When a series' occurrence is booked ahead of its pickup, unless the server's config says otherwise. */
export const DEFAULT_RECURRING_LEAD_HOURS = 48;
/** The hour (India time) of the evening before a pickup when its reminder goes out. */
export const RECURRING_REMINDER_HOUR = 19;

/** The rule of a series. Weekdays count from Sunday = 0 as in JavaScript; day_of_month 29-31 falls on a short month's last day. */
export interface RecurringRule {
  frequency: RecurringFrequency;
  /** 0-6, for weekly and fortnightly. */
  weekday: number | null;
  /** 1-31, for monthly. */
  day_of_month: number | null;
  /** The first day the series may fall on; a fortnightly series counts its weeks from its first date on or after it. */
  starts_on: string;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The monthly date in a year and month (1-12): the day, or the month's last day when it has fewer. */
export function monthlyDate(year: number, month: number, dayOfMonth: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(dayOfMonth, daysInMonth(year, month)))}`;
}

/** The rule's first date on or after `starts_on`. */
export function firstRecurringDate(rule: RecurringRule): string {
  if (rule.frequency === 'monthly') {
    const [y, m] = rule.starts_on.split('-').map(Number) as [number, number];
    const here = monthlyDate(y, m, rule.day_of_month ?? 1);
    return here >= rule.starts_on ? here : monthlyDate(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, rule.day_of_month ?? 1);
  }
  const ahead = ((rule.weekday ?? 0) - weekdayOf(rule.starts_on) + 7) % 7;
  return addDaysToDate(rule.starts_on, ahead);
}

/** The rule's dates from `from` to `to` (both included), in order. */
export function recurringDatesBetween(rule: RecurringRule, from: string, to: string): string[] {
  const dates: string[] = [];
  const first = firstRecurringDate(rule);
  if (rule.frequency === 'monthly') {
    let [y, m] = first.split('-').map(Number) as [number, number];
    for (let date = first; date <= to;) {
      if (date >= from) dates.push(date);
      [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
      date = monthlyDate(y, m, rule.day_of_month ?? 1);
    }
    return dates;
  }
  const step = rule.frequency === 'weekly' ? 7 : 14;
  // Skip whole steps to `from` rather than walking from a start long ago.
  const behind = Math.max(0, Math.floor((Date.parse(from) - Date.parse(first)) / 86_400_000 / step));
  for (let date = addDaysToDate(first, behind * step); date <= to; date = addDaysToDate(date, step)) {
    if (date >= from) dates.push(date);
  }
  return dates;
}

/** The next `count` dates of the rule whose pickup at `time` is still ahead of `now`. */
export function nextRecurringDates(rule: RecurringRule, time: string, now: Date, count: number): string[] {
  const today = businessDate(now);
  const dates: string[] = [];
  // Two months per asked date covers even a monthly series.
  for (const date of recurringDatesBetween(rule, today, addDaysToDate(today, 62 * count + 31))) {
    if (istMoment(date, time).getTime() > now.getTime()) dates.push(date);
    if (dates.length === count) break;
  }
  return dates;
}

/** When a pickup is booked: `leadHours` before its slot starts. */
export const recurringBookingAt = (date: string, time: string, leadHours: number) =>
  new Date(istMoment(date, time).getTime() - leadHours * 3_600_000);

/** When its reminder goes: 19:00 India time on the day before. */
export const recurringReminderAt = (date: string) => istMoment(addDaysToDate(date, -1), `${pad(RECURRING_REMINDER_HOUR)}:00`);

/**
 * The slots to try when the asked one is full, nearest first (an earlier one before a later one as near): the asked
 * slot's day, from `notBefore` on.
 */
export function nearestRecurringSlots(date: string, asked: string, notBefore: Date): string[] {
  const hour = Number(asked.slice(0, 2));
  return RECURRING_SLOTS.map((s) => s.value)
    .filter((value) => istMoment(date, value).getTime() >= notBefore.getTime())
    .sort((a, b) => Math.abs(Number(a.slice(0, 2)) - hour) - Math.abs(Number(b.slice(0, 2)) - hour) || a.localeCompare(b));
}

/** Whether a rule is complete for its frequency (the body schema says which field is missing). */
export function recurringRuleProblem(rule: Omit<RecurringRule, 'starts_on'> & { starts_on?: string | undefined }) {
  if (rule.frequency === 'monthly') {
    if (rule.day_of_month === null || rule.day_of_month < 1 || rule.day_of_month > 31) return 'day_of_month' as const;
  } else if (rule.weekday === null || rule.weekday < 0 || rule.weekday > 6) return 'weekday' as const;
  if (rule.starts_on !== undefined && !isIsoDate(rule.starts_on)) return 'starts_on' as const;
  return null;
}
