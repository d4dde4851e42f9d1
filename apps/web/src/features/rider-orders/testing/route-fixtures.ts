// A rider's planned route as GET /api/riders/route answers it (issue 28), for the route's tests and screenshots.
import type { PlannedStop, RiderRoute } from '@washday/core';

/** A stop of the route; `overrides` change any of it. Times are 22 November 2026, India. */
export function makeStop(overrides: Partial<PlannedStop> = {}): PlannedStop {
  return {
    orderId: 'a3f0c1de-6b2c-4c1e-9d7f-0a1b2c3d4e01',
    custom_order_id: 'WD-1042',
    trip: 'pickup',
    kind: 'pickup_at_door',
    sequence: 1,
    label: 'Sector 45',
    address: 'House 12, Sector 45, Gurugram',
    coordinates: { lat: 28.4421, lng: 77.0566 },
    arrival: '2026-11-22T04:50:00.000Z',
    departure: '2026-11-22T04:55:00.000Z',
    window: { from: '2026-11-22T04:30:00.000Z', to: '2026-11-22T05:30:00.000Z' },
    late_minutes: 0,
    trip_status: 'accepted',
    assigned_by: 'planner',
    locked: false,
    load_after: 1,
    ...overrides,
  };
}

/** Pick up at WD-1042 (10:20), drop at the laundry (10:45), collect WD-1038 (10:55), deliver it (11:40, late). */
export function makeRoute(stops: PlannedStop[] = defaultStops()): RiderRoute {
  return { computed_at: '2026-11-22T04:32:00.000Z', shift_end: '2026-11-22T16:30:00.000Z', stops };
}

export function defaultStops(): PlannedStop[] {
  const laundry = { label: 'FreshPress Laundry', address: 'Shop 4, Sector 14 Market, Gurugram', window: null };
  const delivery = {
    orderId: 'a3f0c1de-6b2c-4c1e-9d7f-0a1b2c3d4e02',
    custom_order_id: 'WD-1038',
    trip: 'delivery' as const,
    trip_status: 'assigned',
  };
  return [
    makeStop(),
    makeStop({
      ...laundry,
      kind: 'drop_at_laundry',
      sequence: 2,
      coordinates: { lat: 28.4706, lng: 77.0464 },
      arrival: '2026-11-22T05:15:00.000Z',
      departure: '2026-11-22T05:20:00.000Z',
      load_after: 0,
    }),
    makeStop({
      ...laundry,
      ...delivery,
      kind: 'collect_at_laundry',
      sequence: 3,
      coordinates: { lat: 28.4706, lng: 77.0464 },
      arrival: '2026-11-22T05:25:00.000Z',
      departure: '2026-11-22T05:30:00.000Z',
    }),
    makeStop({
      ...delivery,
      kind: 'deliver_at_door',
      sequence: 4,
      label: 'DLF Phase 2',
      address: 'Tower B, Flat 1203, DLF Phase 2, Gurugram',
      coordinates: { lat: 28.4901, lng: 77.0889 },
      arrival: '2026-11-22T06:10:00.000Z',
      departure: '2026-11-22T06:15:00.000Z',
      window: { from: '2026-11-22T04:30:00.000Z', to: '2026-11-22T05:30:00.000Z' },
      late_minutes: 40,
      load_after: 0,
    }),
  ];
}
