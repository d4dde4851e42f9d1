import { and, asc, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TRACKING_ORDER_LIMIT,
  locationFreshness,
  type ActiveRider,
  type LocationFreshness,
  type RiderJob,
  type TrackedOrder,
  type TrackingPhase,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, riders, trips, users, vendors } from '../../db/schema/index.js';
import { toRiderDto } from '../riders/rider-dto.js';

/**
 * What operations watch (admin-and-backend.md §2 Active Riders and Live Tracking, §4 freshness): the approved riders
 * who are active, where each was last seen and what they carry, and the open orders on the map. Each answer is a
 * fixed number of queries, however many riders or orders there are.
 */

/** Orders that are still moving: not completed, not cancelled. */
const OPEN_STATUSES = ['pending', 'confirmed', 'in_progress'] as const;
const CLOSED_STATUSES = ['completed', 'cancelled'] as const;
const FRESHNESS_RANK: Record<LocationFreshness, number> = { live: 0, recent: 1, stale: 2, old: 3 };

const tenDigits = (phone: string) => phone.replace(/^91(?=\d{10}$)/, '');

/** Whose order it is, where and when it is picked up and delivered: read alike for riders' jobs and the map's orders. */
const orderPlace = {
  customerName: users.name,
  address: bookings.address,
  lat: bookings.lat,
  lng: bookings.lng,
  scheduledDate: bookings.scheduledDate,
  scheduledTime: bookings.scheduledTime,
  deliveryDate: bookings.deliveryDate,
  deliveryTime: bookings.deliveryTime,
};

/**
 * Approved riders who are active, freshest position first (then by name), each with their open trips (a trip not yet
 * completed on an order that is neither completed nor cancelled), earliest first. Two queries.
 */
export async function listActiveRiders(deps: { db: DbOrTx; secret: string }, now: Date): Promise<ActiveRider[]> {
  const rows = await deps.db
    .select()
    .from(riders)
    .where(and(eq(riders.status, 'approved'), eq(riders.isActive, true)))
    .orderBy(asc(riders.name), asc(riders.id));
  if (rows.length === 0) return [];
  const jobRows = await deps.db
    .select({
      riderId: trips.riderId,
      kind: trips.kind,
      status: trips.status,
      bookingId: bookings.id,
      customOrderId: bookings.customOrderId,
      bookingStatus: bookings.status,
      contactName: bookings.contactName,
      ...orderPlace,
    })
    .from(trips)
    .innerJoin(bookings, eq(bookings.id, trips.bookingId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(
      and(
        inArray(
          trips.riderId,
          rows.map((r) => r.id),
        ),
        ne(trips.status, 'completed'),
        notInArray(bookings.status, [...CLOSED_STATUSES]),
      ),
    );
  const jobs = new Map<string, RiderJob[]>();
  for (const j of jobRows) {
    const [date, time] = j.kind === 'pickup' ? [j.scheduledDate, j.scheduledTime] : [j.deliveryDate, j.deliveryTime];
    const job: RiderJob = {
      bookingId: j.bookingId,
      custom_order_id: j.customOrderId,
      trip: j.kind,
      status: j.status,
      booking_status: j.bookingStatus,
      customerName: j.contactName ?? j.customerName ?? 'Customer',
      address: j.address,
      coordinates: j.lat != null && j.lng != null ? { lat: j.lat, lng: j.lng } : null,
      date,
      time,
    };
    jobs.set(j.riderId!, [...(jobs.get(j.riderId!) ?? []), job]);
  }
  const byTime = (a: RiderJob, b: RiderJob) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`);
  return rows
    .map((row) => ({
      ...toRiderDto(row, { secret: deps.secret, aadhaar: 'masked' }),
      freshness: locationFreshness(row.lastLocationAt, now),
      jobs: (jobs.get(row.id) ?? []).sort(byTime),
    }))
    .sort((a, b) => FRESHNESS_RANK[a.freshness] - FRESHNESS_RANK[b.freshness]);
}

/** The order's current trip: its delivery once one exists, else its pickup. */
function phaseOf(pickupStatus: string | null, hasDelivery: boolean): TrackingPhase {
  if (hasDelivery) return 'delivery';
  return pickupStatus === 'completed' ? 'at_vendor' : 'pickup';
}

/**
 * Open orders for the live map, earliest pickup first (at most TRACKING_ORDER_LIMIT), with both trips, their riders
 * and the vendor in one query, and the number of open orders in another.
 */
export async function listTrackedOrders(db: DbOrTx): Promise<{ orders: TrackedOrder[]; total: number }> {
  const pickup = alias(trips, 'pickup_trip');
  const delivery = alias(trips, 'delivery_trip');
  const pickupRider = alias(riders, 'pickup_rider');
  const deliveryRider = alias(riders, 'delivery_rider');
  const open = inArray(bookings.status, [...OPEN_STATUSES]);
  const rows = await db
    .select({
      id: bookings.id,
      customOrderId: bookings.customOrderId,
      status: bookings.status,
      vendorStage: bookings.vendorStage,
      contactName: bookings.contactName,
      contactPhone: bookings.contactPhone,
      ...orderPlace,
      pickupStatus: pickup.status,
      pickupRiderId: pickupRider.id,
      pickupRiderName: pickupRider.name,
      pickupRiderPhone: pickupRider.phone,
      deliveryStatus: delivery.status,
      deliveryRiderId: deliveryRider.id,
      deliveryRiderName: deliveryRider.name,
      deliveryRiderPhone: deliveryRider.phone,
      vendorId: vendors.id,
      vendorName: vendors.name,
      vendorLat: vendors.lat,
      vendorLng: vendors.lng,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(pickup, and(eq(pickup.bookingId, bookings.id), eq(pickup.kind, 'pickup')))
    .leftJoin(pickupRider, eq(pickupRider.id, pickup.riderId))
    .leftJoin(delivery, and(eq(delivery.bookingId, bookings.id), eq(delivery.kind, 'delivery')))
    .leftJoin(deliveryRider, eq(deliveryRider.id, delivery.riderId))
    .leftJoin(vendors, eq(vendors.id, bookings.vendorId))
    .where(open)
    .orderBy(asc(bookings.scheduledDate), asc(bookings.scheduledTime), asc(bookings.createdAt), asc(bookings.id))
    .limit(TRACKING_ORDER_LIMIT);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(bookings).where(open);

  const orders = rows.map((r): TrackedOrder => {
    const hasDelivery = r.deliveryStatus != null;
    const person = (id: string | null, name: string | null, phone: string | null) =>
      id && name && phone ? { id, name, phone: tenDigits(phone) } : null;
    const trip = hasDelivery
      ? {
          kind: 'delivery' as const,
          status: r.deliveryStatus!,
          rider: person(r.deliveryRiderId, r.deliveryRiderName, r.deliveryRiderPhone),
        }
      : r.pickupStatus != null
        ? {
            kind: 'pickup' as const,
            status: r.pickupStatus,
            rider: person(r.pickupRiderId, r.pickupRiderName, r.pickupRiderPhone),
          }
        : null;
    return {
      bookingId: r.id,
      custom_order_id: r.customOrderId,
      status: r.status,
      phase: phaseOf(r.pickupStatus, hasDelivery),
      vendor_stage: r.vendorStage,
      customerName: r.contactName ?? r.customerName ?? 'Customer',
      customerPhone: tenDigits(r.contactPhone),
      address: r.address,
      coordinates: r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : null,
      scheduled_date: r.scheduledDate,
      scheduled_time: r.scheduledTime,
      delivery_date: r.deliveryDate,
      delivery_time: r.deliveryTime,
      trip,
      vendor:
        r.vendorId && r.vendorName && r.vendorLat != null && r.vendorLng != null
          ? { id: r.vendorId, name: r.vendorName, coordinates: { lat: r.vendorLat, lng: r.vendorLng } }
          : null,
    };
  });
  return { orders, total };
}
