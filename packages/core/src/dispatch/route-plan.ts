import { z } from 'zod';
import { TRIP_KINDS, type TripKind } from '../ordering/lifecycle.js';
import { IST_OFFSET_MINUTES } from '../ordering/slots.js';

/**
 * The route planner's words (issue 28, decision 0035): the stops a rider's route is made of, why a trip could not be
 * placed, which trips the planner may move, and the customer's arrival window. The API plans; riders, customers and
 * operators read what it planned through contract/route-plan.contract.ts.
 */

/** A trip runs late, and the day is re-planned, once its planned arrival is this far past its slot's end. */
export const LATE_REPLAN_MINUTES = 10;
/** Changes within this many milliseconds of each other make one re-plan. */
export const REPLAN_DEBOUNCE_MS = 5_000;
/** The solver's time budget for a plan, and for a re-plan after one change. */
export const PLAN_BUDGET_MS = 1_500;
export const REPLAN_BUDGET_MS = 250;
/**
 * The plan covers open trips whose slot starts within this many hours (and any earlier ones still open), so the next
 * morning's routes exist the evening before. A rider's default shift runs to the end of the horizon's last slot day.
 */
export const PLAN_HORIZON_HOURS = 36;
/** Bags a rider carries before a fit or an operator says otherwise. */
export const DEFAULT_RIDER_CAPACITY_BAGS = 8;
/** A rider on shift with no recorded shift end stops at this IST hour (the last slot, 9 PM, plus its hour). */
export const DEFAULT_SHIFT_END_HOUR = 22;
/** Half the customer's arrival window around the planned arrival, in minutes. */
export const ARRIVAL_WINDOW_HALF_MINUTES = 10;

/**
 * What a rider does at a stop. A pickup is two stops (collect at the door, drop at the laundry), a delivery two
 * (collect at the laundry, hand over at the door): each pair is one shipment, on one rider, in that order.
 */
export const STOP_KINDS = ['pickup_at_door', 'drop_at_laundry', 'collect_at_laundry', 'deliver_at_door'] as const;
export type StopKind = (typeof STOP_KINDS)[number];

/** Which trip a stop belongs to. */
export const STOP_TRIP: Record<StopKind, TripKind> = {
  pickup_at_door: 'pickup',
  drop_at_laundry: 'pickup',
  collect_at_laundry: 'delivery',
  deliver_at_door: 'delivery',
};

/** Why a trip is not on any route. */
export const UNPLACED_REASONS = ['no_location', 'no_laundry', 'no_rider', 'time_window', 'capacity', 'shift_end'] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export const UNPLACED_MESSAGES: Record<UnplacedReason, string> = {
  no_location: 'The address has no map position',
  no_laundry: 'The order has no laundry to collect from',
  no_rider: 'No rider is active with a known position',
  time_window: 'No rider can reach it within its slot',
  capacity: 'No rider has room for the bags',
  shift_end: "It does not fit before any rider's shift ends",
};

/** Who put a trip on its rider, and so whether the planner may move it. */
export const TRIP_ASSIGNERS = ['operator', 'planner'] as const;
export type TripAssigner = (typeof TRIP_ASSIGNERS)[number];

/**
 * Whether the planner may give a trip to another rider: only one it assigned itself, that an operator has not locked
 * and that its rider has not started (the items not yet in hand). Every other trip stays where it is.
 */
export function plannerMayMove(trip: { assignedBy: TripAssigner; locked: boolean; status: string }): boolean {
  return trip.assignedBy === 'planner' && !trip.locked && (trip.status === 'assigned' || trip.status === 'accepted');
}

export const PLANNER_MESSAGES = {
  replanned: 'Routes re-planned',
  locked: 'Trip locked to the rider',
  unlocked: 'Trip unlocked: the planner may move it again',
  autoOn: (area: string) => `Auto-dispatch is on for ${area}`,
  autoOff: (area: string) => `Auto-dispatch is off for ${area}`,
  notLocked: 'This trip is not locked',
  tripNotOpen: 'Only a trip that is waiting or assigned and not yet started can be locked',
  areaNotFound: 'Service area not found',
  riderNotOnShift: 'The rider is not active: ask them to go active first',
  noRoute: 'No route planned for you right now',
  noArrival: 'No arrival time yet',
};

const five = 5 * 60_000;

/** The window shown to the customer around a planned arrival: ±10 minutes, on 5-minute marks. */
export function arrivalWindow(arrival: Date): { from: Date; to: Date } {
  const half = ARRIVAL_WINDOW_HALF_MINUTES * 60_000;
  return {
    from: new Date(Math.floor((arrival.getTime() - half) / five) * five),
    to: new Date(Math.ceil((arrival.getTime() + half) / five) * five),
  };
}

/** 'HH:MM' in India (24-hour), for messages composed on the server. */
export function istClock(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);
  return `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
}

/** 'Rider arriving between 10:15 and 10:35' (customer-facing English; the web app has its Hindi). */
export function arrivalWindowText(window: { from: Date; to: Date }): string {
  return `Rider arriving between ${istClock(window.from)} and ${istClock(window.to)}`;
}
export const RIDER_ON_THE_WAY = 'Rider is on the way';

const latLng = z.object({ lat: z.number(), lng: z.number() });

/** One stop of a rider's planned route. Times are ISO instants. */
export const plannedStopSchema = z.object({
  orderId: z.string(),
  custom_order_id: z.string(),
  trip: z.enum(TRIP_KINDS),
  kind: z.enum(STOP_KINDS),
  /** 1 for the route's first stop. */
  sequence: z.number().int().positive(),
  /** Customer's area and address, or the laundry's name. */
  label: z.string(),
  address: z.string(),
  coordinates: latLng,
  arrival: z.string(),
  /** When the rider leaves after the service time (and any wait for the slot to open). */
  departure: z.string(),
  /** The slot the stop must be served in (door stops); null at a laundry. */
  window: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Minutes past the window's end at the planned arrival; 0 when on time. */
  late_minutes: z.number().int().nonnegative(),
  /** The trip's status on the rider (null: the planner placed it and has not assigned it yet, in a manual area). */
  trip_status: z.string().nullable(),
  assigned_by: z.enum(TRIP_ASSIGNERS).nullable(),
  locked: z.boolean(),
  /** Bags on the rider after this stop. */
  load_after: z.number().int().nonnegative(),
});
export type PlannedStop = z.infer<typeof plannedStopSchema>;

export const plannedRouteSchema = z.object({
  rider: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    location: latLng.nullable(),
    lastLocationUpdate: z.string().nullable(),
  }),
  shift_end: z.string(),
  capacity_bags: z.number().int().positive(),
  stops: z.array(plannedStopSchema),
  /** Seconds on the road over the whole route. */
  travel_seconds: z.number().int().nonnegative(),
  /** When the last stop is done. */
  finish: z.string().nullable(),
  late_stops: z.number().int().nonnegative(),
});
export type PlannedRoute = z.infer<typeof plannedRouteSchema>;

export const unplacedTripSchema = z.object({
  orderId: z.string(),
  custom_order_id: z.string(),
  trip: z.enum(TRIP_KINDS),
  reason: z.enum(UNPLACED_REASONS),
  message: z.string(),
  address: z.string(),
  coordinates: latLng.nullable(),
  window: z.object({ from: z.string(), to: z.string() }).nullable(),
  area: z.string().nullable(),
});
export type UnplacedTrip = z.infer<typeof unplacedTripSchema>;

export const PLAN_TRIGGERS = [
  'booking_created',
  'booking_cancelled',
  'trip_ready',
  'trip_changed',
  'rider_shift',
  'running_late',
  'lock',
  'auto_dispatch',
  'operator',
  'schedule',
] as const;
export type PlanTrigger = (typeof PLAN_TRIGGERS)[number];

export const routePlanSchema = z.object({
  /** null before the first plan of the day. */
  plan: z
    .object({
      id: z.string(),
      computed_at: z.string(),
      trigger: z.enum(PLAN_TRIGGERS),
      /** 'local' (in-process solver) or 'vroom'. */
      engine: z.string(),
      solve_ms: z.number().int().nonnegative(),
      /** Where the travel times came from: 'default' or 'fitted (N segments)'. */
      travel_model: z.string(),
    })
    .nullable(),
  routes: z.array(plannedRouteSchema),
  unplaced: z.array(unplacedTripSchema),
  areas: z.array(z.object({ id: z.string(), name: z.string(), auto_dispatch: z.boolean(), open_trips: z.number().int() })),
  totals: z.object({
    stops: z.number().int(),
    late: z.number().int(),
    unplaced: z.number().int(),
    travel_seconds: z.number().int(),
  }),
});
export type RoutePlanView = z.infer<typeof routePlanSchema>;
