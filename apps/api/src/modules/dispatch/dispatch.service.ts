import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import {
  BOOKING_MESSAGES,
  isQuickPickupOrder,
  locationFreshness,
  paiseToRupees,
  vendorEstimatedMinutes,
  type DispatchQueue,
  type DispatchRider,
  type DispatchTrip,
  type DispatchVendor,
  type LatLng,
  type TripKind,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookingItems, bookings, riders, serviceCategories, trips, users, vendors } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { distanceKmSql } from './distance-sql.js';

/**
 * Dispatch reads: the queues of trips, the riders and vendors that suit an order.
 * Every list is a fixed number of queries; distances, counts and item summaries are computed in SQL.
 */

const pickupTrip = alias(trips, 'pickup_trip');
const deliveryTrip = alias(trips, 'delivery_trip');
const pickupRider = alias(riders, 'pickup_rider');
const deliveryRider = alias(riders, 'delivery_rider');

/** The order and where its customer is, as each candidates list starts from it. */
const orderPoint = { id: bookings.id, customOrderId: bookings.customOrderId, lat: bookings.lat, lng: bookings.lng };

const ON_THE_ROAD = ['assigned', 'accepted'] as const;
const OPEN_ORDER = ['pending', 'confirmed', 'in_progress'] as const;

const waitingPickup = and(inArray(bookings.status, ['pending', 'confirmed']), isNull(pickupTrip.id));
const waitingDelivery = and(
  eq(bookings.status, 'in_progress'),
  eq(bookings.vendorStage, 'ready'),
  eq(pickupTrip.status, 'completed'),
  isNull(deliveryTrip.id),
);

/** Which orders each queue holds; an order is in at most one row of each. */
const QUEUE_WHERE: Record<DispatchQueue, SQL> = {
  waiting: or(waitingPickup, waitingDelivery)!,
  // A rider has the trip but not yet the items: the trip can still be reassigned.
  assigned: and(
    inArray(bookings.status, OPEN_ORDER),
    or(inArray(deliveryTrip.status, ON_THE_ROAD), and(isNull(deliveryTrip.id), inArray(pickupTrip.status, ON_THE_ROAD))),
  )!,
  // Collected and not yet handed to a delivery rider: on the way to the vendor or at it (ready ones also wait in `waiting`).
  in_hand: and(
    eq(bookings.status, 'in_progress'),
    isNull(deliveryTrip.id),
    inArray(pickupTrip.status, ['picked_up', 'completed']),
  )!,
};

/** The date and time each queue sorts by: the waiting or assigned trip's own slot; for orders in hand, when they are due back. */
const deliveryFirst = sql`${deliveryTrip.id} is not null or ${waitingDelivery}`;
const QUEUE_SLOT: Record<DispatchQueue, { date: SQL; time: SQL }> = {
  waiting: {
    date: sql`case when ${pickupTrip.id} is null then ${bookings.scheduledDate} else ${bookings.deliveryDate} end`,
    time: sql`case when ${pickupTrip.id} is null then ${bookings.scheduledTime} else ${bookings.deliveryTime} end`,
  },
  assigned: {
    date: sql`case when ${deliveryTrip.id} is not null then ${bookings.deliveryDate} else ${bookings.scheduledDate} end`,
    time: sql`case when ${deliveryTrip.id} is not null then ${bookings.deliveryTime} else ${bookings.scheduledTime} end`,
  },
  in_hand: { date: sql`${bookings.deliveryDate}`, time: sql`${bookings.deliveryTime}` },
};

// Correlated subqueries name their tables in plain SQL: Drizzle leaves column names unqualified in a one-table select,
// which would make `booking_id = id` compare a line with itself.
const lines = (select: string) => sql.raw(`(select ${select} from booking_items as line where line.booking_id = bookings.id)`);
const lineCount = sql<number>`${lines('count(*)::int')}`;
const itemsSummary = sql<
  string | null
>`${lines("string_agg(line.quantity::text || ' × ' || line.service_name, ', ' order by line.sort_order)")}`;
const itemCount = sql<number>`${lines('coalesce(sum(line.quantity), 0)::int')}`;
// Quick pickups are express orders with no lines yet (core's isQuickPickupOrder), here as SQL for the filter.
const isQuickSql = sql`(${bookings.serviceType} = 'express' and ${lineCount} = 0)`;
/** Trips a rider has not completed, on orders still open. */
const openTrips = sql<number>`${sql.raw(`(select count(*)::int from trips as open_trip inner join bookings as open_order on open_order.id = open_trip.booking_id
  where open_trip.rider_id = riders.id and open_trip.status <> 'completed' and open_order.status in ('pending', 'confirmed', 'in_progress'))`)}`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface TripsQuery {
  queue: DispatchQueue;
  type: 'all' | 'quick' | 'regular';
  search?: string | undefined;
  page: number;
  limit: number;
}

function filters(query: TripsQuery): SQL | undefined {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  return and(
    query.type === 'quick' ? isQuickSql : query.type === 'regular' ? sql`not ${isQuickSql}` : undefined,
    pattern
      ? or(
          ilike(bookings.customOrderId, pattern),
          ilike(bookings.contactName, pattern),
          ilike(users.name, pattern),
          ilike(bookings.contactPhone, pattern),
          ilike(bookings.address, pattern),
        )
      : undefined,
  );
}

/** The joins every queue reads: the order's two trips and their riders, its vendor and its customer. */
function joinOrders<T extends PgSelect>(select: T) {
  return select
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(pickupTrip, and(eq(pickupTrip.bookingId, bookings.id), eq(pickupTrip.kind, 'pickup')))
    .leftJoin(deliveryTrip, and(eq(deliveryTrip.bookingId, bookings.id), eq(deliveryTrip.kind, 'delivery')))
    .leftJoin(pickupRider, eq(pickupRider.id, pickupTrip.riderId))
    .leftJoin(deliveryRider, eq(deliveryRider.id, deliveryTrip.riderId))
    .leftJoin(vendors, eq(vendors.id, bookings.vendorId));
}

/** One page of a queue, earliest first, and every queue's size under the same filters: two queries. */
export async function listDispatchTrips(db: DbOrTx, query: TripsQuery) {
  const where = filters(query);
  const slot = QUEUE_SLOT[query.queue];
  const [rows, [counts]] = await Promise.all([
    joinOrders(
      db
        .select({
          booking: bookings,
          customerName: users.name,
          pickup: { status: pickupTrip.status, riderId: pickupTrip.riderId, itemsCollected: pickupTrip.itemsCollected },
          pickupRider: { name: pickupRider.name, phone: pickupRider.phone },
          delivery: { id: deliveryTrip.id, status: deliveryTrip.status, riderId: deliveryTrip.riderId },
          deliveryRider: { name: deliveryRider.name, phone: deliveryRider.phone },
          vendor: { id: vendors.id, name: vendors.name },
          deliveryFirst: sql<boolean>`(${deliveryFirst})`,
          itemsSummary,
          itemCount,
          lineCount,
        })
        .from(bookings)
        .$dynamic(),
    )
      .where(and(QUEUE_WHERE[query.queue], where))
      .orderBy(asc(slot.date), asc(slot.time), asc(bookings.createdAt), asc(bookings.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    joinOrders(
      db
        .select({
          waiting: sql<number>`count(*) filter (where ${QUEUE_WHERE.waiting})::int`,
          assigned: sql<number>`count(*) filter (where ${QUEUE_WHERE.assigned})::int`,
          in_hand: sql<number>`count(*) filter (where ${QUEUE_WHERE.in_hand})::int`,
        })
        .from(bookings)
        .$dynamic(),
    ).where(and(inArray(bookings.status, OPEN_ORDER), where)),
  ]);
  const total = counts?.[query.queue] ?? 0;
  return {
    trips: rows.map((row) => toDispatchTrip(row, query.queue)),
    pagination: { page: query.page, limit: query.limit, total, hasMore: query.page * query.limit < total },
    counts: { waiting: counts?.waiting ?? 0, assigned: counts?.assigned ?? 0, in_hand: counts?.in_hand ?? 0 },
  };
}

interface TripRow {
  booking: typeof bookings.$inferSelect;
  customerName: string;
  pickup: { status: string | null; riderId: string | null; itemsCollected: number | null } | null;
  pickupRider: { name: string; phone: string } | null;
  delivery: { id: string; status: string; riderId: string | null } | null;
  deliveryRider: { name: string; phone: string } | null;
  vendor: { id: string; name: string } | null;
  deliveryFirst: boolean;
  itemsSummary: string | null;
  itemCount: number;
  lineCount: number;
}

const person = (id: string | null | undefined, rider: { name: string; phone: string } | null) =>
  id && rider ? { id, name: rider.name, phone: rider.phone } : null;

function toDispatchTrip(row: TripRow, queue: DispatchQueue): DispatchTrip {
  const b = row.booking;
  const trip: TripKind = queue === 'in_hand' ? 'pickup' : row.deliveryFirst ? 'delivery' : 'pickup';
  const pickup = { date: b.scheduledDate, time: b.scheduledTime };
  const delivery = { date: b.deliveryDate, time: b.deliveryTime };
  const quick = isQuickPickupOrder(b.serviceType, row.lineCount);
  return {
    orderId: b.id,
    custom_order_id: b.customOrderId,
    trip,
    slot: trip === 'pickup' ? pickup : delivery,
    pickup: { ...pickup, status: row.pickup?.status ?? null, rider: person(row.pickup?.riderId, row.pickupRider) },
    delivery: { ...delivery, status: row.delivery?.status ?? null, rider: person(row.delivery?.riderId, row.deliveryRider) },
    status: b.status,
    customer: { name: b.contactName ?? row.customerName, phone: b.contactPhone },
    address: b.address,
    coordinates: b.lat != null && b.lng != null ? { lat: b.lat, lng: b.lng } : null,
    items_summary: row.itemsSummary ?? '',
    item_count: row.itemCount,
    items_collected: row.pickup?.itemsCollected ?? null,
    final_amount: paiseToRupees(b.finalPaise),
    type: quick ? 'Quick Pickup' : 'Regular',
    isQuickPickup: quick,
    vendor: row.vendor?.id ? { id: row.vendor.id, name: row.vendor.name } : null,
    vendor_stage: b.vendorStage,
    created_at: b.createdAt.toISOString(),
  };
}

/**
 * The approved active riders for one trip, nearest first from where the trip starts (pickup: the customer's door;
 * delivery: the vendor), each with their open trips; riders without a position last, then by load and name.
 * Two queries: the trip, then the riders with distance and load.
 */
export async function tripCandidates(db: DbOrTx, orderId: string, kind: TripKind, now: Date) {
  const trip = alias(trips, 'trip');
  const [order] = await db
    .select({
      ...orderPoint,
      vendor: { name: vendors.name, lat: vendors.lat, lng: vendors.lng },
      trip: { status: trip.status, riderId: trip.riderId },
      rider: { name: riders.name, phone: riders.phone },
    })
    .from(bookings)
    .leftJoin(vendors, eq(vendors.id, bookings.vendorId))
    .leftJoin(trip, and(eq(trip.bookingId, bookings.id), eq(trip.kind, kind)))
    .leftJoin(riders, eq(riders.id, trip.riderId))
    .where(eq(bookings.id, orderId));
  if (!order) throw notFound(BOOKING_MESSAGES.notFound);

  const customer = order.lat != null && order.lng != null ? { lat: order.lat, lng: order.lng } : null;
  const vendor = order.vendor?.name ? { lat: order.vendor.lat, lng: order.vendor.lng } : null;
  const origin: LatLng | null = kind === 'pickup' ? customer : vendor;
  const distance = origin ? distanceKmSql(riders.lastLat, riders.lastLng, origin) : sql<number | null>`null::float8`;
  const rows = await db
    .select({
      id: riders.id,
      name: riders.name,
      phone: riders.phone,
      lat: riders.lastLat,
      lng: riders.lastLng,
      at: riders.lastLocationAt,
      distance,
      openTrips,
    })
    .from(riders)
    .where(and(eq(riders.status, 'approved'), eq(riders.isActive, true)))
    .orderBy(sql`${distance} asc nulls last`, asc(openTrips), asc(riders.name), asc(riders.id));

  const currentRiderId = order.trip?.riderId ?? null;
  const candidates: DispatchRider[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    location: r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : null,
    lastLocationUpdate: r.at?.toISOString() ?? null,
    freshness: locationFreshness(r.at, now),
    distance_km: r.distance === null ? null : Number(r.distance),
    open_trips: r.openTrips,
    isCurrent: r.id === currentRiderId,
  }));
  return {
    trip: {
      orderId: order.id,
      custom_order_id: order.customOrderId,
      kind,
      status: order.trip?.status ?? null,
      rider: person(currentRiderId, order.rider?.name ? order.rider : null),
      origin,
      origin_label: kind === 'pickup' ? 'Customer address' : (order.vendor?.name ?? 'Vendor not assigned'),
    },
    riders: candidates,
  };
}

/**
 * Active vendors for an order: those that handle every category of its lines (a vendor's `services` are category
 * ids), nearest first from the customer's address. A quick pickup has no lines until the rider counts them, so it
 * needs nothing yet and every active vendor qualifies. Three queries: the order, its categories, the vendors.
 */
export async function vendorCandidates(db: DbOrTx, orderId: string) {
  const [order] = await db
    .select({
      ...orderPoint,
      vendorId: bookings.vendorId,
      vendorStage: bookings.vendorStage,
      serviceType: bookings.serviceType,
      lineCount,
    })
    .from(bookings)
    .where(eq(bookings.id, orderId));
  if (!order) throw notFound(BOOKING_MESSAGES.notFound);

  const needs = await db
    .selectDistinct({
      id: bookingItems.categoryId,
      name: sql<string>`coalesce(${serviceCategories.name}, ${bookingItems.categoryId})`,
    })
    .from(bookingItems)
    .leftJoin(serviceCategories, eq(serviceCategories.id, bookingItems.categoryId))
    .where(and(eq(bookingItems.bookingId, orderId), sql`${bookingItems.categoryId} is not null`))
    .orderBy(sql`2`);
  const needed = needs.flatMap((n) => (n.id ? [{ id: n.id, name: n.name }] : []));
  const neededIds = needed.map((n) => n.id);

  const origin = order.lat != null && order.lng != null ? { lat: order.lat, lng: order.lng } : null;
  const distance = origin ? distanceKmSql(vendors.lat, vendors.lng, origin) : sql<number | null>`null::float8`;
  const qualifies = sql<boolean>`(${vendors.services} @> ${sql`array[${sql.join(
    neededIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`})`;
  const rows = await db
    .select({ vendor: vendors, distance, qualifies })
    .from(vendors)
    .where(eq(vendors.isActive, true))
    .orderBy(sql`${distance} asc nulls last`, asc(vendors.name), asc(vendors.id));

  const list: DispatchVendor[] = rows
    .filter((r) => r.qualifies)
    .map(({ vendor: v, distance: d }) => {
      const km = d === null ? null : Number(d);
      return {
        id: v.id,
        name: v.name,
        address: v.address,
        coordinates: { lat: v.lat, lng: v.lng },
        services: v.services,
        contactPhone: v.contactPhone,
        rating: v.rating,
        distance: km,
        estimatedTime: vendorEstimatedMinutes(km),
        isCurrent: v.id === order.vendorId,
      };
    });
  const excluded = rows
    .filter((r) => !r.qualifies)
    .map(({ vendor: v }) => ({ id: v.id, name: v.name, missing: needed.filter((n) => !v.services.includes(n.id)) }));
  return {
    order: {
      orderId: order.id,
      custom_order_id: order.customOrderId,
      coordinates: origin,
      vendorId: order.vendorId,
      vendor_stage: order.vendorStage,
      isQuickPickup: isQuickPickupOrder(order.serviceType, order.lineCount),
      needs: needed,
    },
    vendors: list,
    excluded,
  };
}
