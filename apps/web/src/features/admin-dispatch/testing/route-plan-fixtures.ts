// Server-shaped route plans for the Routes board's tests (core's routePlanSchema through the contract's answer).
import type { EndpointReply, PlannedRoute, PlannedStop, UnplacedTrip, contract } from '@washday/core';
import { UNPLACED_MESSAGES } from '@washday/core';

const uuid = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
let sequence = 0;

/** 29 Nov 2026 at an India clock time ('10:05'), as the API's ISO instant. */
export const ist = (hhmm: string) => new Date(`2026-11-29T${hhmm}:00+05:30`).toISOString();

export function makeStop(overrides: Partial<PlannedStop> = {}): PlannedStop {
  sequence += 1;
  return {
    orderId: uuid(sequence),
    custom_order_id: `WD-RTE${String(sequence).padStart(3, '0')}`,
    trip: 'pickup',
    kind: 'pickup_at_door',
    sequence: 1,
    label: 'Sector 56',
    address: 'House 12, Sector 56, Gurugram',
    coordinates: { lat: 28.42 + sequence / 1000, lng: 77.1 },
    arrival: ist('10:10'),
    departure: ist('10:15'),
    window: { from: ist('10:00'), to: ist('11:00') },
    late_minutes: 0,
    trip_status: 'assigned',
    assigned_by: 'planner',
    locked: false,
    load_after: 1,
    ...overrides,
  };
}

/** A pickup's two stops: the door in its slot, then the laundry. */
export function pickupStops(at: { door: string; laundry: string }, overrides: Partial<PlannedStop> = {}): PlannedStop[] {
  const door = makeStop({ arrival: ist(at.door), ...overrides });
  const drop = makeStop({
    ...overrides,
    orderId: door.orderId,
    custom_order_id: door.custom_order_id,
    kind: 'drop_at_laundry',
    label: 'Sparkle Dry Cleaners',
    address: 'Shop 12, Main Market, Sector 14, Gurugram',
    coordinates: { lat: 28.4722, lng: 77.0434 },
    arrival: ist(at.laundry),
    departure: ist(at.laundry),
    window: null,
    late_minutes: 0,
    load_after: 0,
  });
  return [door, drop];
}

export function makeRoute(name: string, stops: PlannedStop[], overrides: Partial<PlannedRoute> = {}): PlannedRoute {
  sequence += 1;
  const numbered = stops.map((stop, i) => ({ ...stop, sequence: i + 1 }));
  return {
    rider: {
      id: uuid(700 + sequence),
      name,
      phone: '919810000002',
      location: { lat: 28.45, lng: 77.05 },
      lastLocationUpdate: ist('09:58'),
    },
    shift_end: ist('22:00'),
    capacity_bags: 8,
    stops: numbered,
    travel_seconds: 45 * 60,
    finish: numbered.at(-1)?.departure ?? null,
    late_stops: numbered.filter((s) => s.late_minutes > 0).length,
    ...overrides,
  };
}

export function makeUnplaced(overrides: Partial<UnplacedTrip> = {}): UnplacedTrip {
  sequence += 1;
  const reason = overrides.reason ?? 'time_window';
  return {
    orderId: uuid(sequence),
    custom_order_id: `WD-UNP${String(sequence).padStart(3, '0')}`,
    trip: 'pickup',
    reason,
    message: UNPLACED_MESSAGES[reason],
    address: 'Tower C, DLF Phase 5, Gurugram',
    coordinates: { lat: 28.44, lng: 77.1 },
    window: { from: ist('11:00'), to: ist('12:00') },
    area: 'DLF Phase 5',
    ...overrides,
  };
}

type PlanReply = EndpointReply<typeof contract.routePlan.plan>;
export type PlanAreas = PlanReply['areas'];

export const AREAS: PlanAreas = [
  { id: uuid(901), name: 'Sector 56', auto_dispatch: true, open_trips: 7 },
  { id: uuid(902), name: 'DLF Phase 5', auto_dispatch: false, open_trips: 3 },
];

/** The plan answer, its totals worked out from the routes as the API does. */
export function planAnswer(
  routes: PlannedRoute[],
  unplaced: UnplacedTrip[] = [],
  { areas = AREAS, planned = true }: { areas?: PlanAreas; planned?: boolean } = {},
): PlanReply {
  return {
    success: true,
    plan: planned
      ? {
          id: uuid(999),
          computed_at: ist('10:02'),
          trigger: 'booking_created',
          engine: 'local',
          solve_ms: 84,
          travel_model: 'default',
        }
      : null,
    routes,
    unplaced,
    areas,
    totals: {
      stops: routes.reduce((n, r) => n + r.stops.length, 0),
      late: routes.reduce((n, r) => n + r.late_stops, 0),
      unplaced: unplaced.length,
      travel_seconds: routes.reduce((n, r) => n + r.travel_seconds, 0),
    },
  };
}
