import { BUSINESS_TIME_ZONE, type PlannedStop, type StopKind, type TripKind } from '@washday/core';
import { TRIP_STATUS_LABEL, formatEta } from './dispatch-format';

// How the Routes board words and colours a plan: India's clock, durations, stop kinds and one colour per rider.

const clock = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An instant as India reads it: '10:05 am'. */
export function formatIstTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime())
    ? '—'
    : clock
        .format(at)
        .replace(/\s?([ap])\.?m\.?$/i, ' $1m')
        .toLowerCase();
}

/** A slot: '10:00 – 11:00 am' when both ends share the half of the day, else '11:30 am – 12:30 pm'. */
export function formatWindow(window: { from: string; to: string }): string {
  const from = formatIstTime(window.from);
  const to = formatIstTime(window.to);
  const half = (t: string) => t.slice(-2);
  return half(from) === half(to) ? `${from.slice(0, -3)} – ${to}` : `${from} – ${to}`;
}

/** '12 min late', or '45h 21m late' for a trip left from an earlier day. */
export const formatLate = (minutes: number) => (minutes < 60 ? `${minutes} min late` : `${formatEta(minutes)} late`);

/** Seconds on the road as '35 mins' or '1h 12m'. */
export const formatTravel = (seconds: number) => formatEta(seconds / 60);

export const STOP_KIND_LABEL: Record<StopKind, string> = {
  pickup_at_door: 'Pickup at door',
  drop_at_laundry: 'Drop at laundry',
  collect_at_laundry: 'Collect at laundry',
  deliver_at_door: 'Deliver at door',
};

/** Door stops are the customer's; laundry stops are the vendor's counter. */
export const isDoorStop = (kind: StopKind) => kind === 'pickup_at_door' || kind === 'deliver_at_door';

export const TRIP_LABEL: Record<TripKind, string> = { pickup: 'pickup', delivery: 'delivery' };

/** The trip's state on its rider; null is a place the planner suggests in an area where it assigns nothing. */
export function tripStatusLabel(status: string | null): string {
  if (status === null) return 'Suggested';
  return TRIP_STATUS_LABEL[status] ?? status.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** Only a trip not yet started can be locked or moved (PLANNER_MESSAGES.tripNotOpen). */
export const tripMayChange = (stop: Pick<PlannedStop, 'trip_status'>) =>
  stop.trip_status === null || stop.trip_status === 'assigned' || stop.trip_status === 'accepted';

/** A stop's key within the plan: a trip has two stops, one per kind. */
export const stopKey = (stop: Pick<PlannedStop, 'orderId' | 'kind'>) => `${stop.orderId}:${stop.kind}`;
/** A trip's key (lock, move, unplaced). */
export const tripKey = (trip: { orderId: string; trip: TripKind }) => `${trip.orderId}:${trip.trip}`;

/** Riders' route colours: distinct, dark enough for white numbers on them (≥ 4.5:1). */
export const ROUTE_COLOURS = [
  '#1d4ed8',
  '#be185d',
  '#047857',
  '#b45309',
  '#6d28d9',
  '#0e7490',
  '#4d7c0f',
  '#a21caf',
  '#9f1239',
  '#334155',
] as const;

export const routeColour = (index: number): string => ROUTE_COLOURS[index % ROUTE_COLOURS.length]!;

/** The late colour of stop markers and rows. */
export const LATE_COLOUR = '#dc2626';
