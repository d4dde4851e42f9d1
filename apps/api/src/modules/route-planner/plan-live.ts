import { arrivalWindow } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../events/event-bus.js';
import { raiseEvent } from '../../events/live-events.service.js';
import type { StoredStop } from './plan-store.js';

// What a stored plan tells people (decision 0035): each rider whose stops changed gets 'route.updated' (their screen
// refetches the route and shows a short notice); each customer whose arrival window changed gets 'booking.updated'.

export interface LiveDeps {
  db: DbOrTx;
  bus: EventBus;
  log: { error(obj: unknown, msg?: string): void };
}

const minute = (at: Date) => Math.round(at.getTime() / 60_000);

/** The riders whose route differs: other stops, another order, or an arrival moved by a minute or more. */
export function ridersChanged(before: readonly StoredStop[], after: readonly StoredStop[]): Set<string> {
  const shape = (stops: readonly StoredStop[]) => {
    const byRider = new Map<string, string[]>();
    for (const s of [...stops].sort((a, b) => a.sequence - b.sequence)) {
      const list = byRider.get(s.riderId) ?? byRider.set(s.riderId, []).get(s.riderId)!;
      list.push(`${s.bookingId}:${s.kind}:${minute(s.arrivalAt)}`);
    }
    return byRider;
  };
  const old = shape(before);
  const now = shape(after);
  const changed = new Set<string>();
  for (const rider of new Set([...old.keys(), ...now.keys()]))
    if ((old.get(rider) ?? []).join('|') !== (now.get(rider) ?? []).join('|')) changed.add(rider);
  return changed;
}

/** The customers whose window at the door (±10 minutes on 5-minute marks) changed, appeared or went, by booking. */
export function arrivalsChanged(before: readonly StoredStop[], after: readonly StoredStop[]): Map<string, string> {
  const windows = (stops: readonly StoredStop[]) =>
    new Map(
      stops
        .filter((s) => s.kind === 'pickup_at_door' || s.kind === 'deliver_at_door')
        .map((s) => {
          const w = arrivalWindow(s.arrivalAt);
          return [`${s.bookingId}:${s.trip}`, { customerId: s.customerId, bookingId: s.bookingId, w: `${+w.from}-${+w.to}` }];
        }),
    );
  const old = windows(before);
  const now = windows(after);
  const changed = new Map<string, string>();
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key);
    const b = now.get(key);
    if (a?.w !== b?.w) changed.set((a ?? b)!.bookingId, (a ?? b)!.customerId);
  }
  return changed;
}

/** Publishes the plan's live events; a failure is logged and never fails the plan. */
export async function announcePlan(
  deps: LiveDeps,
  before: readonly StoredStop[],
  after: readonly StoredStop[],
  computedAt: Date,
): Promise<{ riders: number; customers: number }> {
  const riders = ridersChanged(before, after);
  const customers = arrivalsChanged(before, after);
  for (const riderId of riders) {
    const stops = after.filter((s) => s.riderId === riderId).sort((a, b) => a.sequence - b.sequence);
    const next = stops[0];
    await raiseEvent(deps, { kind: 'rider', id: riderId }, 'route.updated', {
      rider_id: riderId,
      stops: stops.length,
      next_order_id: next?.bookingId ?? null,
      next_arrival: next?.arrivalAt.toISOString() ?? null,
      computed_at: computedAt.toISOString(),
    }).catch((err: unknown) => deps.log.error({ err, riderId }, 'route planner: route.updated not published'));
  }
  for (const [bookingId, customerId] of customers) {
    await raiseEvent(deps, { kind: 'customer', id: customerId }, 'booking.updated', { booking_id: bookingId }).catch(
      (err: unknown) => deps.log.error({ err, bookingId }, 'route planner: booking.updated not published'),
    );
  }
  return { riders: riders.size, customers: customers.size };
}
