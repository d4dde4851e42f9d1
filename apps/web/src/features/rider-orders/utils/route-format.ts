// How the rider's planned route reads (issue 28): which stop is next, what to do there, and its times in India.
import {
  addDaysToDate,
  BUSINESS_TIME_ZONE,
  businessDate,
  clockTimeOptions,
  type PlannedStop,
  type StopKind,
} from '@washday/core';
import { formatCalendarDay, type RiderT } from './rider-order-format';

/**
 * Whether the rider has already done a stop, from its trip's status: a pickup's door visit ends with the trip
 * (completed), a delivery's laundry visit with its start (picked_up). The drop at the laundry cannot be told done
 * from the trip (the trip ends at the door): the plan leaves it out once the laundry has the bags.
 */
export function stopDone(stop: Pick<PlannedStop, 'kind' | 'trip_status'>): boolean {
  switch (stop.kind) {
    case 'pickup_at_door':
    case 'deliver_at_door':
      return stop.trip_status === 'completed';
    case 'collect_at_laundry':
      return stop.trip_status === 'picked_up' || stop.trip_status === 'completed';
    case 'drop_at_laundry':
      return false;
  }
}

/** The stops still ahead, in route order (the server sends them by sequence; sorted again to be sure). */
export function stopsAhead(stops: readonly PlannedStop[]): PlannedStop[] {
  return [...stops].sort((a, b) => a.sequence - b.sequence).filter((stop) => !stopDone(stop));
}

/** 'Pick up at door', 'Drop at laundry', 'Collect from laundry', 'Deliver at door'. */
export function stopAction(kind: StopKind, t: RiderT): string {
  return t(`route.kind.${kind}`);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** '10:20 am' in India ('सुबह 10:20' in Hindi), kept on one line; an unreadable time as empty. */
export function formatStopTime(at: string, locale: string): string {
  const value = new Date(at);
  if (Number.isNaN(value.getTime())) return '';
  let clock = clocks.get(locale);
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, { ...clockTimeOptions(locale), timeZone: BUSINESS_TIME_ZONE });
    clocks.set(locale, clock);
  }
  return clock.format(value).replace(/\s/g, '\u00a0');
}

/** Where a stop is, for the map: its position, else its address for the map to find. */
export function stopDestination(stop: Pick<PlannedStop, 'coordinates' | 'address'>): { lat: number; lng: number } | string {
  const { lat, lng } = stop.coordinates;
  return Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0) ? { lat, lng } : stop.address;
}

/**
 * A stop's time, with its day when that is not today in India ('Tomorrow 8:59 am', 'Tue, 1 Dec 8:59 am'): a route
 * runs over the days its open trips are on.
 */
export function formatStopWhen(at: string, locale: string, t: RiderT, now: Date = new Date()): string {
  const time = formatStopTime(at, locale);
  const value = new Date(at);
  if (!time) return '';
  const day = businessDate(value);
  const today = businessDate(now);
  if (day === today) return time;
  const label = day === addDaysToDate(today, 1) ? t('card.tomorrow') : formatCalendarDay(day, locale);
  return `${label} ${time}`;
}
