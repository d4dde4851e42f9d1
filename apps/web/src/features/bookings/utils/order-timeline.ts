import { clockTimeOptions, ORDER_TIMELINE_STEPS } from '@washday/core';
import type { OrderTimelineEntry, OrderTimelineStep } from '@washday/core';

export interface TimelineRow {
  /** Named by track.steps.* in the 'bookings' namespace. */
  step: OrderTimelineStep;
  state: 'done' | 'current' | 'upcoming';
  entry: OrderTimelineEntry | null;
  /** The delivery rider shows on "Out for delivery" once assigned, before they set off. */
  rider: OrderTimelineEntry['rider'];
}

/** Core's steps in the order they happen; "Cancelled" ends a journey only when it happened. */
const JOURNEY: OrderTimelineStep[] = ORDER_TIMELINE_STEPS.filter((step) => step !== 'cancelled');

/**
 * The whole journey with the server's steps filled in: each reached step with its time, the latest one current,
 * the rest upcoming. A cancelled order ends at "Cancelled" with what it reached before.
 */
export function timelineRows(entries: OrderTimelineEntry[]): TimelineRow[] {
  const find = (step: OrderTimelineStep) =>
    entries.find((e) => e.step === step && (step !== 'rider_assigned' || e.trip !== 'delivery')) ?? null;
  const deliveryRider = entries.find((e) => e.trip === 'delivery' && e.rider)?.rider ?? null;
  const cancelled = find('cancelled');
  const steps = cancelled ? [...JOURNEY.filter((step) => find(step)), 'cancelled' as const] : JOURNEY;
  const reached = steps.map((step) => find(step));
  const current = reached.reduce((last, entry, index) => (entry ? index : last), 0);
  return steps.map((step, index) => {
    const entry = reached[index] ?? null;
    return {
      step,
      state: index === current ? 'current' : entry || index < current ? 'done' : 'upcoming',
      entry,
      rider: step === 'out_for_delivery' ? (entry?.rider ?? deliveryRider) : (entry?.rider ?? null),
    };
  });
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** '22 Nov, 11:00 am' in Gurugram's time, in the interface's Intl locale ('22 नव॰, 11:00 am' in hi-IN). */
export function formatStepTime(at: string, locale: string): string {
  const value = new Date(at);
  if (Number.isNaN(value.getTime())) return '';
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...clockTimeOptions(locale),
      timeZone: 'Asia/Kolkata',
    });
    timeFormats.set(locale, format);
  }
  return format.format(value);
}
