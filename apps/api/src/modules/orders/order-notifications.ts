import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  RIDER_NOTICE_FIXED,
  CUSTOMER_NOTICE_TITLES,
  ENGLISH_RIDER_NOTICES,
  arrivalEstimateMinutes,
  haversineKm,
  locationFreshness,
  customerNoticeMessage,
  noticeSlot,
  paiseToRupees,
  riderNotice as riderBody,
  type CustomerNoticeType,
  type CustomerNoticeValues,
  type TripKind,
} from '@washday/core';
import type { Tx } from '../../db/client.js';
import { decodeJsonRow, jsonRow, parsedJson, qualified } from '../../db/json-rows.js';
import { bookingItems, bookings, riders, trips, vendors } from '../../db/schema/index.js';
import type { EventBus } from '../../events/event-bus.js';
import type { Recipient } from '../../events/recipients.js';
import { deliverNotification, storeNotifications, type NotifyDeps, type NotifyInput } from '../notifications/notify.service.js';
import type { LifecycleEvents, OrderMovedEvent } from './order-audit.js';

/**
 * What an order's moves tell people (docs/decisions/0009): the customer's notifications (booking confirmed, rider on the way, rider
 * assigned, picked up, at the laundry, ready, out for delivery, delivered, cancelled), the riders' (order assigned,
 * updated, cancelled), and a booking.updated live event to the customer, the order's riders and the admins for
 * every move. Stored in the move's own transaction; published after its commit.
 */

/** The order as the notices describe it, read in the move's transaction after its writes. */
export interface OrderFacts {
  bookingId: string;
  orderNumber: string;
  customerId: string;
  status: string;
  riderStatus: string;
  address: string;
  customerName: string;
  pickup: { date: string; time: string };
  delivery: { date: string; time: string };
  finalRupees: number;
  /** Pieces on the booking's lines (0 for a quick pickup before the rider lists them). */
  itemCount: number;
  trips: Array<{ kind: TripKind; riderId: string | null; status: string; itemsCollected: number | null }>;
  riderNames: ReadonlyMap<string, string>;
  vendorName: string | null;
  vendorId: string | null;
  /** Minutes for the pickup rider to reach the door from a fresh position; null when either place is unknown. */
  pickupEtaMinutes: number | null;
}

type Notice = NotifyInput & { bookingId: string };

/** The slot as the English bodies write it: 'Mon, 23 Nov at 10:00 AM'. */
const at = (slot: { date: string; time: string }) => noticeSlot(ENGLISH_RIDER_NOTICES, slot.date, slot.time);

/** What every order notice's data keeps: the order and its two slots (the app composes the body again from them). */
const orderValues = (order: OrderFacts) => ({
  order_number: order.orderNumber,
  pickup_date: order.pickup.date,
  pickup_time: order.pickup.time,
  delivery_date: order.delivery.date,
  delivery_time: order.delivery.time,
});

/** A customer's notice: its body composed by core from the values its data keeps (docs/decisions/0021). */
function customerNotice<T extends CustomerNoticeType>(
  order: OrderFacts,
  createdAt: Date,
  type: T,
  values: CustomerNoticeValues<T>,
  extra: Partial<Notice> = {},
): Notice {
  return {
    recipient: { kind: 'customer', userId: order.customerId },
    type,
    title: CUSTOMER_NOTICE_TITLES[type],
    message: customerNoticeMessage(type, values, createdAt),
    priority: 'medium',
    bookingId: order.bookingId,
    ...extra,
    data: { booking_id: order.bookingId, status: order.status, ...orderValues(order), ...values, ...extra.data },
  };
}

/** A rider's notice: its body composed by core, whose values (and which body it is) its data keeps. */
function riderNotice(
  order: OrderFacts,
  riderId: string,
  type: 'order_assigned' | 'order_updated' | 'order_cancelled',
  title: string,
  body: ReturnType<typeof riderBody>,
  trip: TripKind,
): Notice {
  const slot = trip === 'pickup' ? order.pickup : order.delivery;
  return {
    recipient: { kind: 'rider', riderId },
    type,
    title,
    message: body.message,
    priority: type === 'order_updated' ? 'medium' : 'high',
    bookingId: order.bookingId,
    // rider-portal.md §3: data (booking_id, customer_name, address, pickup_time, estimated_cost).
    data: {
      booking_id: order.bookingId,
      trip,
      customer_name: order.customerName,
      address: order.address,
      pickup_time: at(slot),
      estimated_cost: order.finalRupees,
      ...body.data,
    },
  };
}

/** The notifications one move raises, in the order of its steps. */
export function orderNotices(steps: readonly OrderMovedEvent[], order: OrderFacts): Notice[] {
  const notices: Notice[] = [];
  const id = order.orderNumber;
  const riderOf = (kind: TripKind) => order.trips.find((t) => t.kind === kind)?.riderId ?? null;
  // Null when unknown: the body says 'Your rider' in the reader's language.
  const nameOf = (riderId: string | null) => (riderId && order.riderNames.get(riderId)) || null;
  const base = orderValues(order);
  const assignedInMove = steps.some((s) => s.to === 'assigned' || s.to === 'reassigned');
  // The count the rider confirmed at the door.
  const collected = () => order.trips.find((t) => t.kind === 'pickup')?.itemsCollected ?? order.itemCount;

  for (const step of steps) {
    const trip = step.trip;
    const customer = <T extends CustomerNoticeType>(type: T, values: CustomerNoticeValues<T>, extra?: Partial<Notice>) =>
      notices.push(customerNotice(order, step.at, type, values, extra));
    if (trip && (step.to === 'assigned' || step.to === 'reassigned')) {
      const riderId = riderOf(trip)!;
      const name = nameOf(riderId);
      customer(
        'rider_assigned',
        { ...base, trip, rider_name: name },
        { data: { related_rider: { name: name ?? 'Your rider' } } },
      );
      const slot = trip === 'pickup' ? order.pickup : order.delivery;
      const task = riderBody('trip_assigned', {
        order_number: id,
        trip,
        address: order.address,
        slot_date: slot.date,
        slot_time: slot.time,
      });
      notices.push(riderNotice(order, riderId, 'order_assigned', RIDER_NOTICE_FIXED.newOrder, task, trip));
      if (step.previousRiderId) {
        notices.push(
          riderNotice(
            order,
            step.previousRiderId,
            'order_cancelled',
            RIDER_NOTICE_FIXED.reassigned,
            riderBody('trip_reassigned', { order_number: id, trip }),
            trip,
          ),
        );
      }
    } else if (trip === 'pickup' && step.to === 'picked_up') {
      // Start is the rider setting off (the spec's picked_up); nothing is collected yet.
      const eta = order.pickupEtaMinutes;
      customer('rider_on_the_way', { order_number: id, rider_name: nameOf(riderOf('pickup')), eta_minutes: eta });
    } else if (trip === 'pickup' && step.to === 'completed') {
      customer('order_picked_up', { order_number: id, rider_name: nameOf(riderOf('pickup')), item_count: collected() });
    } else if (trip === null && step.to === 'received') {
      customer('order_at_laundry', { order_number: id, item_count: collected() });
    } else if (trip === 'delivery' && step.to === 'picked_up') {
      customer('order_out_for_delivery', { order_number: id, rider_name: nameOf(riderOf('delivery')) }, { priority: 'high' });
    } else if (trip === null && step.to === 'confirmed' && !assignedInMove) {
      customer('order_confirmed', base);
    } else if (trip === null && step.to === 'ready') {
      customer('order_ready', base);
    } else if (trip === null && step.to === 'completed') {
      customer('order_delivered', { order_number: id });
    } else if (trip === null && step.to === 'cancelled') {
      customer('order_cancelled', { order_number: id, reason: step.note ?? null });
      for (const t of order.trips) {
        if (t.riderId && t.status !== 'completed') {
          notices.push(
            riderNotice(
              order,
              t.riderId,
              'order_cancelled',
              RIDER_NOTICE_FIXED.cancelled,
              riderBody('order_cancelled', { order_number: id }),
              t.kind,
            ),
          );
        }
      }
    } else if (trip === null && step.to === 'payment_captured' && step.amountPaise) {
      customer('payment_received', { order_number: id, amount: paiseToRupees(step.amountPaise) });
    } else if (trip === null && step.to === 'refunded' && step.amountPaise) {
      const reason = step.note?.replace(/^[^:]*:\s*/, '') || 'Refund';
      customer('refund_issued', { order_number: id, amount: paiseToRupees(step.amountPaise), reason });
    } else if (trip === null && (step.to === 'intake_tag_unexpected' || step.to === 'intake_tags_missing')) {
      // The laundry's intake flagged the pickup's tags (decision 0034): the rider who brought them hears at once.
      const pickupRider = riderOf('pickup');
      const codes = (step.tagCodes ?? []).join(', ');
      const body =
        step.to === 'intake_tags_missing'
          ? riderBody('tags_missing', { order_number: id, codes })
          : riderBody('tag_unexpected', { order_number: id, code: codes });
      if (pickupRider && codes)
        notices.push(riderNotice(order, pickupRider, 'order_updated', RIDER_NOTICE_FIXED.tagsFlagged, body, 'pickup'));
    } else if (trip === null && step.to === 'vendor_assigned') {
      // The pickup rider carries the items until the laundry receives them (a vendor is assigned only before that).
      const pickup = order.trips.find((t) => t.kind === 'pickup');
      if (pickup?.riderId) {
        const vendor = riderBody('take_to_vendor', { order_number: id, vendor_name: order.vendorName ?? (step.note || null) });
        notices.push(riderNotice(order, pickup.riderId, 'order_updated', RIDER_NOTICE_FIXED.updated, vendor, 'pickup'));
      }
    }
  }
  return notices;
}

/** Who hears that the booking changed: its customer, every rider of its trips (and one just taken off it), its laundry, the admins. */
function bookingAudience(steps: readonly OrderMovedEvent[], order: OrderFacts): Recipient[] {
  const riderIds = new Set(order.trips.map((t) => t.riderId).filter((r): r is string => r !== null));
  for (const step of steps) if (step.previousRiderId) riderIds.add(step.previousRiderId);
  return [
    { kind: 'customer', id: order.customerId },
    ...[...riderIds].map((id) => ({ kind: 'rider' as const, id })),
    // Every staff member of the laundry it is sent to: their board refreshes (a vendor's key, not one account's).
    ...(order.vendorId ? [{ kind: 'vendor' as const, id: order.vendorId }] : []),
    { kind: 'admins' },
  ];
}

/**
 * Everything a move's notices say, read in one statement (a move's transaction is on every order's path): the booking
 * with its trips, their riders (and any just taken off it), its pieces and its laundry's name.
 */
async function readFacts(tx: Tx, bookingId: string, extraRiderIds: string[], now: Date): Promise<OrderFacts> {
  const [found] = await tx
    .select({
      booking: bookings,
      trips: sql<unknown>`(select coalesce(json_agg(${jsonRow(trips)}), '[]') from ${trips} where ${qualified(trips.bookingId)} = ${qualified(bookings.id)})`,
      riders: sql<unknown>`(select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'lat', r.last_lat,
          'lng', r.last_lng, 'at', r.last_location_at)), '[]') from ${riders} r
        where r.id in (select t.rider_id from ${trips} t where t.booking_id = ${qualified(bookings.id)})
          or r.id::text = any(${`{${extraRiderIds.join(',')}}`}::text[]))`,
      items: sql<
        string | null
      >`(select sum(${qualified(bookingItems.quantity)}) from ${bookingItems} where ${qualified(bookingItems.bookingId)} = ${qualified(bookings.id)})`,
      vendorName: sql<
        string | null
      >`(select ${qualified(vendors.name)} from ${vendors} where ${qualified(vendors.id)} = ${qualified(bookings.vendorId)})`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!found) throw new Error(`order ${bookingId} vanished inside its own move`);
  const booking = found.booking;
  const tripRows = (parsedJson(found.trips) as Record<string, unknown>[]).map((t) => decodeJsonRow(trips, t));
  type RiderJson = { id: string; name: string; lat: number | null; lng: number | null; at: string | null };
  const names = (parsedJson(found.riders) as RiderJson[]).map((r) => ({ ...r, at: r.at === null ? null : new Date(r.at) }));
  return {
    bookingId,
    orderNumber: booking.customOrderId,
    customerId: booking.customerId,
    status: booking.status,
    riderStatus: booking.riderStatus,
    address: booking.address,
    customerName: booking.contactName ?? 'Customer',
    pickup: { date: booking.scheduledDate, time: booking.scheduledTime },
    delivery: { date: booking.deliveryDate, time: booking.deliveryTime },
    finalRupees: paiseToRupees(booking.finalPaise),
    itemCount: Number(found.items ?? 0),
    trips: tripRows.map((t) => ({ kind: t.kind, riderId: t.riderId, status: t.status, itemsCollected: t.itemsCollected })),
    riderNames: new Map(names.map((r) => [r.id, r.name])),
    vendorName: found.vendorName,
    vendorId: booking.vendorId,
    pickupEtaMinutes: pickupEta(
      booking,
      names.find((r) => r.id === tripRows.find((t) => t.kind === 'pickup')?.riderId),
      now,
    ),
  };
}

/** From the pickup rider's position when it is fresh (under 15 minutes old) to the booking's pin. */
function pickupEta(
  booking: { lat: number | null; lng: number | null },
  rider: { lat: number | null; lng: number | null; at: Date | null } | undefined,
  now: Date,
): number | null {
  if (!rider || rider.lat === null || rider.lng === null || booking.lat === null || booking.lng === null) return null;
  const freshness = locationFreshness(rider.at, now);
  if (freshness !== 'live' && freshness !== 'recent') return null;
  return arrivalEstimateMinutes(haversineKm({ lat: rider.lat, lng: rider.lng }, { lat: booking.lat, lng: booking.lng }));
}

/** The app's lifecycle listener: notifications and live events, stored with the move and published after it. */
export function orderNotifications(deps: Omit<NotifyDeps, 'db' | 'clock'> & { bus: EventBus }): LifecycleEvents {
  return {
    async recordMove(tx, steps) {
      const first = steps[0];
      if (!first) return;
      const previous = steps.flatMap((s) => (s.previousRiderId ? [s.previousRiderId] : []));
      const order = await readFacts(tx, first.bookingId, previous, first.at);
      const data = { booking_id: order.bookingId, status: order.status, rider_status: order.riderStatus };
      const { notices, events } = await storeNotifications(
        tx,
        orderNotices(steps, order),
        first.at,
        deps.jobs,
        [...bookingAudience(steps, order)].map((recipient) => ({ recipient, event: 'booking.updated', data })),
      );
      return async () => {
        for (const notification of notices) await deliverNotification(deps, notification);
        for (const event of events) {
          try {
            await deps.bus.publish(event);
          } catch (err) {
            deps.log.error({ err, bookingId: order.bookingId }, 'order: booking.updated not published');
          }
        }
      };
    },
  };
}

/** The listener with the app's bus, job queue and log. */
export const orderNotificationsOf = (app: FastifyInstance): LifecycleEvents =>
  orderNotifications({ bus: app.liveEvents.bus, jobs: app.jobs, log: app.log });
