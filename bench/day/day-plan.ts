// The shape of the simulated day: volumes (100 × docs/scaling.md's busy city day, or the CI smoke's tenth for a minute),
// when bookings arrive (a third in the morning's three busiest hours of a 16-hour day), and when each fault strikes.
import { deliveryDates, deliverySlots, earliestDelivery, pickupDates, pickupSlots } from '@washday/core';
import type { Schedule } from './order-life.js';
import type { Dispatcher } from './trip-dispatch.js';

export type FaultName =
  'kill -9 api-1' | 'Redis down 30 s' | 'PostgreSQL connections terminated' | 'PostgreSQL restart' | 'rolling restart';

export interface DayPlan {
  name: string;
  dayMs: number;
  orders: number;
  customers: number;
  riders: number;
  operators: number;
  /** Milliseconds people take between two steps of an order (compressed). */
  pace: number;
  /** How long after the day the orders in flight may take to finish. */
  drainMs: number;
  /** Who dispatches trips unless `--dispatch` says: the route planner, or operators by hand. */
  dispatcher: Dispatcher;
  faults: Array<{ at: number; name: FaultName }>;
}

/** 100 × the busy day: 5,000 orders, 15 bookings a second in the peak, 500 riders, 5,000 customer streams. */
export const FULL_DAY: DayPlan = {
  name: 'full day (100 × peak, 10 minutes)',
  dayMs: 600_000,
  orders: 5_000,
  customers: 5_000,
  riders: 500,
  operators: 20,
  pace: 2_500,
  drainMs: 180_000,
  dispatcher: 'planner',
  faults: [
    { at: 0.15, name: 'kill -9 api-1' },
    { at: 0.32, name: 'Redis down 30 s' },
    { at: 0.5, name: 'PostgreSQL connections terminated' },
    { at: 0.62, name: 'PostgreSQL restart' },
    { at: 0.78, name: 'rolling restart' },
  ],
};

/** CI's smoke: a minute of the day at a tenth of the volume, with one fault. */
export const SMOKE_DAY: DayPlan = {
  name: 'smoke (a minute at a tenth of the volume)',
  dayMs: 60_000,
  orders: 50,
  customers: 500,
  riders: 50,
  operators: 2,
  pace: 800,
  drainMs: 90_000,
  dispatcher: 'operators',
  faults: [{ at: 0.4, name: 'kill -9 api-1' }],
};

/**
 * Every fault of the full day at a volume two cores carry (a fifth of the full day's peak rate over four minutes): what
 * the faults do to the invariants, apart from what overload does. `--plan faults`.
 */
export const FAULTS_DAY: DayPlan = {
  name: 'faults (every fault of the day, four minutes at a volume two cores carry)',
  dayMs: 240_000,
  orders: 400,
  customers: 800,
  riders: 80,
  operators: 4,
  pace: 1_500,
  drainMs: 150_000,
  dispatcher: 'planner',
  faults: FULL_DAY.faults,
};

/**
 * The faults plan at nearly four times its volume: past what two cores carry at the peak, so requests queue, clients
 * time out and retry while the first try still lands. What overload does to the invariants, in a third of the full
 * day's time. `--plan overload`.
 */
export const OVERLOAD_DAY: DayPlan = {
  name: 'overload (every fault of the day, four minutes at 1,500 orders: past what two cores carry)',
  dayMs: 240_000,
  orders: 1_500,
  customers: 1_500,
  riders: 150,
  operators: 6,
  pace: 1_500,
  drainMs: 300_000,
  dispatcher: 'planner',
  faults: FULL_DAY.faults,
};

/** Plans by name (`--plan`); `--smoke` is `--plan smoke`. */
export const PLANS: Record<string, DayPlan> = {
  full: FULL_DAY,
  smoke: SMOKE_DAY,
  faults: FAULTS_DAY,
  overload: OVERLOAD_DAY,
};

/** When each booking is placed (ms into the day): a third in the peak (from 5 % to 23.75 % of the day), the rest spread. */
export function arrivals(plan: DayPlan): number[] {
  const peak = Math.round(plan.orders / 3);
  const peakFrom = 0.05 * plan.dayMs;
  const peakLength = 0.1875 * plan.dayMs;
  const times: number[] = [];
  for (let i = 0; i < peak; i += 1) times.push(peakFrom + (i / peak) * peakLength);
  const rest = plan.orders - peak;
  // The rest over the day's remaining open hours (after the peak, ending at 85 % so the last orders can finish).
  const restFrom = peakFrom + peakLength;
  const restLength = 0.85 * plan.dayMs - restFrom;
  for (let i = 0; i < rest; i += 1) times.push(restFrom + (i / rest) * restLength);
  return times.sort((a, b) => a - b);
}

/** Every pickup slot from tomorrow on, each with its earliest delivery slot for these categories' turnaround. */
export function schedules(now: Date, categories: readonly string[] = ['ironing', 'laundry', 'dry-cleaning']): Schedule[] {
  return pickupDates(now)
    .slice(1)
    .flatMap((pickupDate) =>
      pickupSlots(pickupDate, now).map((slot) => {
        const earliest = earliestDelivery(pickupDate, slot.value, categories);
        const deliveryDate = deliveryDates(earliest).find((date) => deliverySlots(date, earliest).length > 0)!;
        return {
          pickupDate,
          pickupTime: slot.value,
          deliveryDate,
          deliveryTime: deliverySlots(deliveryDate, earliest)[0]!.value,
        };
      }),
    );
}
