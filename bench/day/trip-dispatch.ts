// Who takes a trip: an operator dispatching it to the nearest rider with room, or the route planner (issue 28) in
// areas with auto-dispatch on. With the planner, the rider it named accepts and starts; it may still move a trip
// nobody started (decision 0035), so a rider refused the trip reads the booking again.
import { performance } from 'node:perf_hooks';
import { PLAN_HORIZON_HOURS, istMoment } from '@washday/core';
import { haversineKm } from '../../packages/core/src/locations/geo.js';
import { ApiError } from './http-client.js';
import type { Rider } from './people.js';

export type Dispatcher = 'operators' | 'planner';

/** How long a trip may wait for the planner before the order is reported not finished. */
export const PLANNER_WAIT_MS = 240_000;

export interface TripHands {
  /** Who dispatches this trip: the planner only plans trips whose slot starts within its horizon. */
  dispatcher: Dispatcher;
  riders: Rider[];
  /** Where the rider goes first: the customer's door for a pickup, the laundry for a delivery. */
  near: { lat: number; lng: number };
  /** The operator assigns the trip to a rider (operators only). */
  assign: (riderId: string) => Promise<void>;
  /** The rider's step on the trip; throws the API's refusal. */
  act: (rider: Rider, action: 'accept' | 'start') => Promise<void>;
  /** The trip's rider as the customer's booking shows it; null while it has none. */
  assignedRider: () => Promise<string | null>;
  /**
   * The next change to the booking on the customer's stream (or the screen's refresh while it stays quiet), listened
   * for from the call: the customer's My Bookings waits on its stream, it does not poll.
   */
  nextChange: () => { event: Promise<unknown>; cancel: () => void };
  pause: () => Promise<void>;
}

/** Whether the planner plans a trip whose slot starts at `date` `time` now (its horizon, decision 0035). */
export function withinHorizon(date: string, time: string, now = new Date()): boolean {
  return istMoment(date, time).getTime() < now.getTime() + PLAN_HORIZON_HOURS * 3_600_000;
}

export function nearestFreeRider(riders: Rider[], at: { lat: number; lng: number }): Rider {
  let best: Rider | undefined;
  let bestScore = Infinity;
  for (const rider of riders) {
    const score = haversineKm(rider.at, at) + rider.load * 3;
    if (score < bestScore) [best, bestScore] = [rider, score];
  }
  return best!;
}

/**
 * The trip assigned, accepted and started: the rider on it (its load counted and heading to `near`), how long it
 * waited for its rider (ms), and how often the planner moved it while the rider went to take it.
 */
export async function takeTrip(hands: TripHands): Promise<{ rider: Rider; waitedMs: number; by: Dispatcher; moved: number }> {
  const began = performance.now();
  if (hands.dispatcher === 'operators') {
    const rider = nearestFreeRider(hands.riders, hands.near);
    // Counted at once, so the orders dispatched meanwhile spread over the riders.
    rider.load += 1;
    rider.target = hands.near;
    await hands.assign(rider.id);
    const waitedMs = performance.now() - began;
    await hands.pause();
    await hands.act(rider, 'accept');
    await hands.act(rider, 'start');
    return { rider, waitedMs, by: 'operators', moved: 0 };
  }
  let moved = 0;
  for (;;) {
    const riderId = await plannedRider(hands, began);
    const waitedMs = performance.now() - began;
    const rider = hands.riders.find((r) => r.id === riderId);
    if (!rider) throw new Error(`the planner assigned a rider the day does not know (${riderId})`);
    try {
      await hands.act(rider, 'accept');
      await hands.act(rider, 'start');
      rider.load += 1;
      rider.target = hands.near;
      return { rider, waitedMs, by: 'planner', moved };
    } catch (error) {
      // Moved to another rider between the read and the rider's tap ("This order is not assigned to you", or "Booking
      // not found" once the rider no longer holds any trip of it): the booking names the new one.
      const movedAway = error instanceof ApiError && (error.status === 403 || error.status === 404);
      if (!movedAway || (moved += 1) > 20) throw error;
    }
  }
}

async function plannedRider(hands: TripHands, began: number): Promise<string> {
  for (;;) {
    const change = hands.nextChange();
    try {
      const riderId = await hands.assignedRider();
      if (riderId) return riderId;
      if (performance.now() - began > PLANNER_WAIT_MS)
        throw new Error(`the planner assigned no rider in ${PLANNER_WAIT_MS / 1000} s`);
      await change.event;
    } finally {
      // Stops listening however the read ends (after the event it changes nothing).
      change.cancel();
    }
  }
}
