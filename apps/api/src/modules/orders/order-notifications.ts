import type { FastifyInstance } from 'fastify';
import { eq, inArray, sum } from 'drizzle-orm';
import { paiseToRupees, parseSlotTime, slotLabel, type TripKind } from '@washday/core';
import type { Tx } from '../../db/client.js';
import { bookingItems, bookings, riders, trips, vendors } from '../../db/schema/index.js';
import type { BusEvent, EventBus } from '../../events/event-bus.js';
import { recordEvent } from '../../events/live-events.service.js';
import type { Recipient } from '../../events/recipients.js';
import { deliverNotification, storeNotification, type NotifyDeps, type NotifyInput, type StoredNotification } from '../notifications/notify.service.js';
import type { LifecycleEvents, OrderMovedEvent } from './order-transitions.js';

/**
 * What an order's moves tell people (docs/decisions/0009): the customer's notifications (booking confirmed, rider
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
}

type Notice = NotifyInput & { bookingId: string };

const at = (slot: { date: string; time: string }) => {
  const hour = parseSlotTime(slot.time);
  return `${slot.date} at ${hour === null ? slot.time : slotLabel(hour)}`;
};
const pieces = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

function customerNotice(order: OrderFacts, type: string, title: string, message: string, extra: Partial<Notice> = {}): Notice {
  return {
    recipient: { kind: 'customer', userId: order.customerId },
    type,
    title,
    message,
    priority: 'medium',
    bookingId: order.bookingId,
    ...extra,
    data: { booking_id: order.bookingId, order_number: order.orderNumber, status: order.status, ...extra.data },
  };
}

function riderNotice(order: OrderFacts, riderId: string, type: 'order_assigned' | 'order_updated' | 'order_cancelled', title: string, message: string, trip: TripKind): Notice {
  const slot = trip === 'pickup' ? order.pickup : order.delivery;
  return {
    recipient: { kind: 'rider', riderId },
    type,
    title,
    message,
    priority: type === 'order_updated' ? 'medium' : 'high',
    bookingId: order.bookingId,
    // rider-portal.md §3: data (booking_id, customer_name, address, pickup_time, estimated_cost).
    data: { booking_id: order.bookingId, order_number: order.orderNumber, trip, customer_name: order.customerName, address: order.address, pickup_time: at(slot), estimated_cost: order.finalRupees },
  };
}

/** The notifications one move raises, in the order of its steps. */
export function orderNotices(steps: readonly OrderMovedEvent[], order: OrderFacts): Notice[] {
  const notices: Notice[] = [];
  const id = order.orderNumber;
  const riderOf = (kind: TripKind) => order.trips.find((t) => t.kind === kind)?.riderId ?? null;
  const nameOf = (riderId: string | null) => (riderId && order.riderNames.get(riderId)) || 'Your rider';
  const assignedInMove = steps.some((s) => s.to === 'assigned' || s.to === 'reassigned');

  for (const step of steps) {
    const trip = step.trip;
    if (trip && (step.to === 'assigned' || step.to === 'reassigned')) {
      const riderId = riderOf(trip)!;
      const name = nameOf(riderId);
      const job = trip === 'pickup' ? `pick up your order ${id} on ${at(order.pickup)}` : `deliver your order ${id} on ${at(order.delivery)}`;
      notices.push(customerNotice(order, 'rider_assigned', 'Rider Assigned', `${name} will ${job}.`, { data: { rider_name: name, trip, related_rider: { name } } }));
      const task = trip === 'pickup' ? `Pick up order ${id} from ${order.address} on ${at(order.pickup)}` : `Deliver order ${id} to ${order.address} on ${at(order.delivery)}`;
      notices.push(riderNotice(order, riderId, 'order_assigned', 'New Order Assigned', `${task}.`, trip));
      if (step.previousRiderId) {
        notices.push(riderNotice(order, step.previousRiderId, 'order_cancelled', 'Order Reassigned', `The ${trip} of order ${id} has been given to another rider; you no longer need to go.`, trip));
      }
    } else if (trip === 'pickup' && step.to === 'picked_up') {
      const count = order.itemCount > 0 ? ` (${pieces(order.itemCount)})` : '';
      notices.push(customerNotice(order, 'order_picked_up', 'Order Picked Up', `${nameOf(riderOf('pickup'))} has collected your order ${id}${count}.`, { data: { item_count: order.itemCount } }));
    } else if (trip === 'pickup' && step.to === 'completed') {
      const count = order.trips.find((t) => t.kind === 'pickup')?.itemsCollected ?? order.itemCount;
      notices.push(customerNotice(order, 'order_at_laundry', 'At the Laundry', `Your ${pieces(count)} from order ${id} have reached the laundry.`, { data: { item_count: count } }));
    } else if (trip === 'delivery' && step.to === 'picked_up') {
      const message = `${nameOf(riderOf('delivery'))} is on the way with your order ${id}. Tell them your 4-digit handover code when they arrive.`;
      notices.push(customerNotice(order, 'order_out_for_delivery', 'Out for Delivery', message, { priority: 'high' }));
    } else if (trip === null && step.to === 'confirmed' && !assignedInMove) {
      notices.push(customerNotice(order, 'order_confirmed', 'Booking Confirmed', `Your booking ${id} is confirmed. Pickup on ${at(order.pickup)}.`));
    } else if (trip === null && step.to === 'ready') {
      notices.push(customerNotice(order, 'order_ready', 'Order Ready', `Your order ${id} is cleaned and ready. Delivery on ${at(order.delivery)}.`));
    } else if (trip === null && step.to === 'completed') {
      notices.push(customerNotice(order, 'order_delivered', 'Order Delivered', `Your order ${id} has been delivered. Thank you for choosing Washday!`));
    } else if (trip === null && step.to === 'cancelled') {
      const reason = step.note ? ` Reason: ${step.note}` : '';
      notices.push(customerNotice(order, 'order_cancelled', 'Booking Cancelled', `Your booking ${id} has been cancelled.${reason}`, { data: { reason: step.note } }));
      for (const t of order.trips) {
        if (t.riderId && t.status !== 'completed') notices.push(riderNotice(order, t.riderId, 'order_cancelled', 'Order Cancelled', `Order ${id} has been cancelled; you no longer need to go.`, t.kind));
      }
    } else if (trip === null && step.to === 'vendor_assigned') {
      const pickup = order.trips.find((t) => t.kind === 'pickup');
      if (pickup?.riderId && pickup.status !== 'completed') {
        notices.push(riderNotice(order, pickup.riderId, 'order_updated', 'Order Updated', `Take order ${id} to ${order.vendorName ?? step.note ?? 'the laundry'}.`, 'pickup'));
      }
    }
  }
  return notices;
}

/** Who hears that the booking changed: its customer, every rider of its trips (and one just taken off it), the admins. */
function bookingAudience(steps: readonly OrderMovedEvent[], order: OrderFacts): Recipient[] {
  const riderIds = new Set(order.trips.map((t) => t.riderId).filter((r): r is string => r !== null));
  for (const step of steps) if (step.previousRiderId) riderIds.add(step.previousRiderId);
  return [{ kind: 'customer', id: order.customerId }, ...[...riderIds].map((id) => ({ kind: 'rider' as const, id })), { kind: 'admins' }];
}

async function readFacts(tx: Tx, bookingId: string, extraRiderIds: string[]): Promise<OrderFacts> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`order ${bookingId} vanished inside its own move`);
  const tripRows = await tx.select().from(trips).where(eq(trips.bookingId, bookingId));
  const riderIds = [...new Set([...tripRows.map((t) => t.riderId).filter((r): r is string => r !== null), ...extraRiderIds])];
  const names = riderIds.length ? await tx.select({ id: riders.id, name: riders.name }).from(riders).where(inArray(riders.id, riderIds)) : [];
  const [items] = await tx.select({ count: sum(bookingItems.quantity) }).from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const [vendor] = booking.vendorId ? await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, booking.vendorId)) : [];
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
    itemCount: Number(items?.count ?? 0),
    trips: tripRows.map((t) => ({ kind: t.kind, riderId: t.riderId, status: t.status, itemsCollected: t.itemsCollected })),
    riderNames: new Map(names.map((r) => [r.id, r.name])),
    vendorName: vendor?.name ?? null,
  };
}

/** The app's lifecycle listener: notifications and live events, stored with the move and published after it. */
export function orderNotifications(deps: Omit<NotifyDeps, 'db' | 'clock'> & { bus: EventBus }): LifecycleEvents {
  return {
    async recordMove(tx, steps) {
      const first = steps[0];
      if (!first) return;
      const previous = steps.flatMap((s) => (s.previousRiderId ? [s.previousRiderId] : []));
      const order = await readFacts(tx, first.bookingId, previous);
      const stored: StoredNotification[] = [];
      for (const notice of orderNotices(steps, order)) stored.push(await storeNotification(tx, notice, first.at));
      const events: BusEvent[] = [];
      for (const recipient of bookingAudience(steps, order)) {
        events.push(await recordEvent(tx, recipient, 'booking.updated', { booking_id: order.bookingId, status: order.status, rider_status: order.riderStatus }));
      }
      return async () => {
        for (const notification of stored) await deliverNotification(deps, notification);
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
export const orderNotificationsOf = (app: FastifyInstance): LifecycleEvents => orderNotifications({ bus: app.liveEvents.bus, jobs: app.jobs, log: app.log });
