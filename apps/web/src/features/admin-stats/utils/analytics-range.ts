import { addDaysToDate, businessDate, resolveAnalyticsRange, type AnalyticsRange } from '@washday/core';

/** The range buttons: the last 7, 30 and 90 days, each ending today. */
export const RANGE_PRESETS = [7, 30, 90] as const;

/** Today in India, whatever the browser's zone. */
export const todayInIndia = (now: Date = new Date()) => businessDate(now);

export function presetRange(days: number, today: string): AnalyticsRange {
  return { from: addDaysToDate(today, -(days - 1)), to: today, days };
}

/** The preset a range is, if any. */
export function matchingPreset(range: { from: string; to: string }, today: string): number | undefined {
  return RANGE_PRESETS.find((days) => range.to === today && range.from === presetRange(days, today).from);
}

/** The range in the address, or the default (the last 30 days) when it is missing or unreadable. */
export function rangeFromParams(params: URLSearchParams, today: string): AnalyticsRange {
  const checked = resolveAnalyticsRange({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }, today);
  return checked.ok ? { from: checked.from, to: checked.to, days: checked.days } : presetRange(30, today);
}
