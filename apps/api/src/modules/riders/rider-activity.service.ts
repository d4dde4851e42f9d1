import { eq } from 'drizzle-orm';
import { RIDER_ACTIVITY_MESSAGES, isPlausibleMove, judgeLocation, type LatLng } from '@washday/core';
import type { Tx } from '../../db/client.js';
import { riderLocationPings, riders } from '../../db/schema/index.js';
import type { BusEvent } from '../../events/event-bus.js';
import { recordEvent } from '../../events/live-events.service.js';
import { AppError, badRequest, forbidden, notFound, riderNotApproved } from '../../lib/errors.js';
import { stopRiderSharing } from '../auth/session.service.js';
import type { NotifyDeps } from '../notifications/notify.service.js';

/**
 * A rider's working state (rider-portal.md §4.3, §7; docs/decisions/0011-rider-day.md): the Active switch and the
 * live position. Every check and write runs under the rider's row lock, so two fixes sent at once are judged one
 * after the other, each against the position the other left.
 */

export type RiderActivityDeps = Pick<NotifyDeps, 'db' | 'bus' | 'clock' | 'log'>;
type RiderRow = typeof riders.$inferSelect;

export const OWN_LOCATION_ONLY = 'You can only share your own location';

const REFUSAL_CODES = {
  tooOld: 'LOCATION_TOO_OLD',
  inFuture: 'LOCATION_IN_FUTURE',
  implausible: 'LOCATION_IMPLAUSIBLE',
} as Record<string, string>;

async function lockRider(tx: Tx, riderId: string): Promise<RiderRow> {
  const [rider] = await tx.select().from(riders).where(eq(riders.id, riderId)).for('update');
  if (!rider) throw notFound('Rider not found');
  return rider;
}

interface Fix extends LatLng {
  at: Date;
  accuracy?: number | null | undefined;
}

/**
 * Stores a fix as a ping and, unless an older fix arrived late, as the rider's last position with the admins'
 * live event (so a late fix never moves the rider backwards on the map).
 */
async function storeFix(tx: Tx, rider: RiderRow, fix: Fix, now: Date, patch: Partial<Pick<RiderRow, 'isActive'>> = {}) {
  await tx
    .insert(riderLocationPings)
    .values({ riderId: rider.id, lat: fix.lat, lng: fix.lng, accuracyMeters: fix.accuracy ?? null, recordedAt: fix.at });
  const newest = !rider.lastLocationAt || fix.at.getTime() >= rider.lastLocationAt.getTime();
  const [updated] = await tx
    .update(riders)
    .set({ ...patch, ...(newest ? { lastLat: fix.lat, lastLng: fix.lng, lastLocationAt: fix.at } : {}), updatedAt: now })
    .where(eq(riders.id, rider.id))
    .returning();
  const event = newest
    ? await recordEvent(tx, { kind: 'admins' }, 'rider.location', {
        rider_id: rider.id,
        lat: fix.lat,
        lng: fix.lng,
        at: fix.at.toISOString(),
      })
    : null;
  return { rider: updated!, event };
}

/** After the commit: admins' open screens hear of the position; a failure leaves it stored (a resumed stream replays it). */
async function publish(deps: RiderActivityDeps, event: BusEvent | null, riderId: string): Promise<void> {
  if (!event) return;
  try {
    await deps.bus.publish(event);
  } catch (err) {
    deps.log.error({ err, riderId }, 'rider location: live event not published');
  }
}

/** The rider's last stored position and its time, if they have one. */
const lastFix = (rider: RiderRow) =>
  rider.lastLat != null && rider.lastLng != null && rider.lastLocationAt
    ? { lat: rider.lastLat, lng: rider.lastLng, at: rider.lastLocationAt }
    : null;

/**
 * The Active switch. Going active needs an approved rider and a position, which becomes their last one; it is judged
 * against their last fix like any other, with the time since it (a rider off for hours may be far away, not 1,000 km
 * a minute later). Going inactive is never refused, so sharing can always stop. Orders are not touched: active is
 * the rider's state only.
 */
export async function toggleStatus(
  deps: RiderActivityDeps,
  riderId: string,
  input: { isActive: boolean; location?: LatLng | null | undefined },
): Promise<RiderRow> {
  const now = deps.clock.now();
  const { rider, event } = await deps.db.transaction(async (tx) => {
    const current = await lockRider(tx, riderId);
    if (!input.isActive) return { rider: (await stopRiderSharing(tx, riderId, now))!, event: null };
    if (current.status !== 'approved') {
      throw new AppError(403, RIDER_ACTIVITY_MESSAGES.onlyApproved, {
        code: 'RIDER_NOT_APPROVED',
        extra: { status: current.status },
      });
    }
    if (!input.location) throw badRequest(RIDER_ACTIVITY_MESSAGES.locationRequired, 'location');
    const fix = { ...input.location, at: now };
    const last = lastFix(current);
    if (last && !isPlausibleMove(last, fix))
      throw new AppError(422, RIDER_ACTIVITY_MESSAGES.implausibleOnActive, { code: 'LOCATION_IMPLAUSIBLE', field: 'location' });
    return storeFix(tx, current, fix, now, { isActive: true });
  });
  await publish(deps, event, riderId);
  return rider;
}

export interface LocationInput {
  riderId?: string | undefined;
  location: LatLng;
  timestamp: string;
  accuracy?: number | null | undefined;
}

/** One fix from the active rider's watch: their own, fresh, and believable from their last one; answers the last position's time. */
export async function recordLocation(deps: RiderActivityDeps, riderId: string, input: LocationInput): Promise<Date> {
  if (input.riderId && input.riderId !== riderId) throw forbidden(OWN_LOCATION_ONLY);
  const now = deps.clock.now();
  const fix: Fix = { ...input.location, at: new Date(input.timestamp), accuracy: input.accuracy };
  const { rider, event } = await deps.db.transaction(async (tx) => {
    const current = await lockRider(tx, riderId);
    if (current.status !== 'approved') throw riderNotApproved(current.status);
    if (!current.isActive) throw new AppError(409, RIDER_ACTIVITY_MESSAGES.notActive, { code: 'RIDER_INACTIVE' });
    const verdict = judgeLocation(fix, lastFix(current), now);
    if (!verdict.ok)
      throw new AppError(422, RIDER_ACTIVITY_MESSAGES[verdict.reason], {
        code: REFUSAL_CODES[verdict.reason] ?? 'LOCATION_REFUSED',
      });
    return storeFix(tx, current, fix, now);
  });
  await publish(deps, event, riderId);
  return rider.lastLocationAt ?? fix.at;
}
