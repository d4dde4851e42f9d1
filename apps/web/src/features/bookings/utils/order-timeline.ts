import type { OrderTimelineEntry, OrderTimelineStep } from '@washday/core';

export interface TimelineRow {
  step: OrderTimelineStep;
  label: string;
  state: 'done' | 'current' | 'upcoming';
  entry: OrderTimelineEntry | null;
  /** The delivery rider shows on "Out for delivery" once assigned, before they set off. */
  rider: OrderTimelineEntry['rider'];
}

const LABELS: Record<OrderTimelineStep, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  rider_assigned: 'Rider assigned',
  picked_up: 'Picked up',
  at_laundry: 'At the laundry',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const JOURNEY: OrderTimelineStep[] = ['booked', 'confirmed', 'rider_assigned', 'picked_up', 'at_laundry', 'ready', 'out_for_delivery', 'delivered'];

/**
 * The whole journey with the server's steps filled in: each reached step with its time, the latest one current,
 * the rest upcoming. A cancelled order ends at "Cancelled" with what it reached before.
 */
export function timelineRows(entries: OrderTimelineEntry[]): TimelineRow[] {
  const find = (step: OrderTimelineStep) => entries.find((e) => e.step === step && (step !== 'rider_assigned' || e.trip !== 'delivery')) ?? null;
  const deliveryRider = entries.find((e) => e.trip === 'delivery' && e.rider)?.rider ?? null;
  const cancelled = find('cancelled');
  const steps = cancelled ? [...JOURNEY.filter((step) => find(step)), 'cancelled' as const] : JOURNEY;
  const reached = steps.map((step) => find(step));
  const current = reached.reduce((last, entry, index) => (entry ? index : last), 0);
  return steps.map((step, index) => {
    const entry = reached[index] ?? null;
    return {
      step,
      label: LABELS[step],
      state: index === current ? 'current' : entry || index < current ? 'done' : 'upcoming',
      entry,
      rider: step === 'out_for_delivery' ? (entry?.rider ?? deliveryRider) : (entry?.rider ?? null),
    };
  });
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** '22 Nov, 11:00 am' in Gurugram's time. */
export function formatStepTime(at: string): string {
  const value = new Date(at);
  return Number.isNaN(value.getTime()) ? '' : timeFormat.format(value);
}
