import { slotLabel, type RecurringSeries } from '@washday/core';
import type { TFunction } from 'i18next';

// How the recurring pickup screens write days, times and a series' rule, in the interface's Intl locale.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Wed, 25 Nov' (a YYYY-MM-DD day, as the calendar says it, whatever the device's zone). */
export function formatRecurringDay(date: string, locale: string): string {
  const value = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(value)) return date;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(value);
}

/** '10:00 AM' in English, 'सुबह 10:00' in Hindi. */
export function formatRecurringTime(time: string, locale: string): string {
  const hour = Number(time.slice(0, 2));
  if (Number.isNaN(hour)) return time;
  if (locale === 'en-IN') return slotLabel(hour);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}

/** 'Every Wednesday · 10:00 AM'. */
export function ruleText(
  series: Pick<RecurringSeries, 'frequency' | 'weekday' | 'day_of_month' | 'pickup_time'>,
  t: TFunction<'recurring'>,
  locale: string,
  withTime = true,
): string {
  const weekdays = t('weekdays', { returnObjects: true }) as readonly string[];
  const rule =
    series.frequency === 'monthly'
      ? t('rule.monthly', { day: series.day_of_month ?? 1 })
      : t(`rule.${series.frequency}`, { day: weekdays[series.weekday ?? 0] ?? '' });
  return withTime ? t('rule.at', { rule, time: formatRecurringTime(series.pickup_time, locale) }) : rule;
}
