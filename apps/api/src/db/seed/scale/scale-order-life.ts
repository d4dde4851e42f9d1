import { CANCEL_REASONS } from './scale-names.js';
import type { OrderDraft } from './scale-order-draw.js';
import { OrderNotices, after, slotText, type Trip } from './scale-order-notices.js';
import type { PendingEvent } from './scale-order-tables.js';
import type { ScaleCustomer } from './scale-people.js';
import { HOUR_MS, MINUTE_MS, type Random } from './scale-random.js';
import type { TableRows } from './table-writer.js';

// A seeded order's life up to now, step by step as the order lifecycle (modules/orders/order-transitions.ts) moves
// it: its audit steps (to `events`, for the caller to write in time order), its trips, and the notices each step
// raises. Steps later than `now` have not happened.

const pieces = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

export interface OrderContext {
  now: number;
  adminId: string;
  riders: ReadonlyArray<{ id: string; name: string }>;
  vendors: ReadonlyArray<{ id: string; name: string; services: readonly string[] }>;
  /** The Gurugram area, and Sector 69's (the more specific one) when the address is there. */
  areaIdFor: (area: string) => string | null;
}

/** The order as its life has left it: what its booking row says now, and its trips. */
export interface OrderOutcome {
  status: 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';
  vendor: OrderContext['vendors'][number] | null;
  vendorAssignedAt: number | null;
  vendorStage: 'received' | 'processing' | 'ready' | null;
  completedAt: number | null;
  cancelledAt: number | null;
  updatedAt: number;
  trips: Trip[];
}

/** Lives `order`, placed at `createdAt` by `customer`, as far as `context.now`. */
export function liveOrder(
  random: Random,
  context: OrderContext,
  order: OrderDraft,
  customer: ScaleCustomer,
  createdAt: number,
  notifications: TableRows,
  events: PendingEvent[],
): OrderOutcome {
  const { now, adminId } = context;
  const { id, orderNumber, place, lines, itemCount, pickupDate, pickupHour, deliveryDate, deliveryHour } = order;
  const { pickupStart, deliveryStart } = order;

  // The state the steps move, and what they write.
  // Asserted, not narrowed: the steps below change them inside closures.
  let status = 'pending' as OrderOutcome['status'];
  let vendor = null as OrderOutcome['vendor'];
  let vendorAssignedAt = null as number | null;
  let vendorStage = null as OrderOutcome['vendorStage'];
  let completedAt = null as number | null;
  let cancelledAt = null as number | null;
  let updatedAt = createdAt;
  const trips: Trip[] = [];

  const event = (
    at: number,
    trip: Trip['kind'] | null,
    from: string | null,
    to: string,
    actor: { id: string; role: string },
    note: string | null = null,
  ) => {
    events.push([at, [id, trip, from, to, actor.id, actor.role, note, new Date(at)]]);
    updatedAt = at;
  };
  const notices = new OrderNotices(random, now, order, customer, notifications, () => status);
  const notifyCustomer = notices.toCustomer.bind(notices);
  const notifyRider = notices.toRider.bind(notices);
  const admin = { id: adminId, role: 'admin' };
  const customerActor = { id: customer.id, role: 'customer' };

  const assign = (at: number, kind: Trip['kind']) => {
    const rider = kind === 'delivery' && random.chance(0.3) ? trips[0]!.rider : random.pick(context.riders);
    const trip: Trip = {
      id: random.uuid(),
      kind,
      rider,
      status: 'assigned',
      assignedAt: at,
      acceptedAt: null,
      pickedUpAt: null,
      completedAt: null,
      itemsCollected: null,
    };
    trips.push(trip);
    event(at, kind, null, 'assigned', admin);
    if (status === 'pending') {
      status = 'confirmed';
      event(at, null, 'pending', 'confirmed', admin, 'Rider assigned');
    }
    const job =
      kind === 'pickup'
        ? `pick up your order ${orderNumber} on ${slotText(pickupDate, pickupHour)}`
        : `deliver your order ${orderNumber} on ${slotText(deliveryDate, deliveryHour)}`;
    notifyCustomer(at, 'rider_assigned', 'Rider Assigned', `${rider.name} will ${job}.`, {
      rider_name: rider.name,
      trip: kind,
      related_rider: { name: rider.name },
    });
    const task =
      kind === 'pickup'
        ? `Pick up order ${orderNumber} from ${place.fullAddress} on ${slotText(pickupDate, pickupHour)}`
        : `Deliver order ${orderNumber} to ${place.fullAddress} on ${slotText(deliveryDate, deliveryHour)}`;
    notifyRider(at, trip, 'order_assigned', 'New Order Assigned', `${task}.`);
    return trip;
  };
  const tripStep = (at: number, trip: Trip, to: 'accepted' | 'picked_up' | 'completed', note: string | null = null) => {
    event(at, trip.kind, trip.status, to, { id: trip.rider.id, role: 'rider' }, note);
    trip.status = to;
    if (to === 'accepted') trip.acceptedAt = at;
    if (to === 'picked_up') trip.pickedUpAt = at;
    if (to === 'completed') trip.completedAt = at;
  };

  const life = (): void => {
    // About one order in eleven is cancelled before its pickup, most by the customer.
    const cancelAt = random.chance(0.09)
      ? random.between(createdAt + 5 * MINUTE_MS, Math.max(createdAt + 10 * MINUTE_MS, pickupStart - 5 * MINUTE_MS))
      : Infinity;
    const cancel = (): void => {
      if (cancelAt > now) return;
      const byCustomer = random.chance(0.75);
      const reason = byCustomer ? null : random.pick(CANCEL_REASONS);
      event(cancelAt, null, status, 'cancelled', byCustomer ? customerActor : admin, reason);
      status = 'cancelled';
      cancelledAt = cancelAt;
      notifyCustomer(
        cancelAt,
        'order_cancelled',
        'Booking Cancelled',
        `Your booking ${orderNumber} has been cancelled.${reason ? ` Reason: ${reason}` : ''}`,
        { reason },
      );
      for (const t of trips)
        notifyRider(
          cancelAt,
          t,
          'order_cancelled',
          'Order Cancelled',
          `Order ${orderNumber} has been cancelled; you no longer need to go.`,
        );
    };
    const reached = (at: number) => at <= now && at < cancelAt;

    let at = createdAt;
    if (random.chance(0.3)) {
      at = after(random, createdAt, 5, 90);
      if (!reached(at)) return cancel();
      status = 'confirmed';
      event(at, null, 'pending', 'confirmed', admin);
      notifyCustomer(
        at,
        'order_confirmed',
        'Booking Confirmed',
        `Your booking ${orderNumber} is confirmed. Pickup on ${slotText(pickupDate, pickupHour)}.`,
      );
    }
    at = Math.min(Math.max(at + 5 * MINUTE_MS, pickupStart - random.between(1, 14) * HOUR_MS), pickupStart - 15 * MINUTE_MS);
    if (!reached(at)) return cancel();
    const pickup = assign(at, 'pickup');
    at = after(random, at, 2, 45);
    if (!reached(at)) return cancel();
    tripStep(at, pickup, 'accepted');

    at = Math.max(at + 5 * MINUTE_MS, pickupStart + random.between(0, random.chance(0.08) ? 120 : 55) * MINUTE_MS);
    if (!reached(at)) return cancel();
    // Start: the rider sets off for the door (the spec's picked_up); the collection is the pickup's completion.
    const setOff = Math.max(at + MINUTE_MS, pickupStart - random.between(5, 25) * MINUTE_MS);
    if (!reached(setOff)) return cancel();
    tripStep(setOff, pickup, 'picked_up', 'Rider on the way to the customer');
    event(setOff, null, status, 'in_progress', { id: pickup.rider.id, role: 'rider' }, 'Rider on the way to the customer');
    status = 'in_progress';
    notifyCustomer(
      setOff,
      'rider_on_the_way',
      'Rider on the Way',
      `${pickup.rider.name} is on the way to collect your order ${orderNumber}.`,
      { eta_minutes: null },
    );
    at = Math.max(at, setOff + 5 * MINUTE_MS);
    if (at > now) return;
    pickup.itemsCollected = itemCount;
    tripStep(at, pickup, 'completed', `${pieces(itemCount)} collected, on the way to the laundry`);
    notifyCustomer(
      at,
      'order_picked_up',
      'Order Picked Up',
      `${pickup.rider.name} has collected your order ${orderNumber} (${pieces(itemCount)}).`,
      { item_count: itemCount },
    );

    // From here on the order is in hand: it runs to the end, as far as now.
    const woolen = lines.some((l) => l.service.categoryId === 'woolen-dry-clean');
    const steps: Array<[number, () => void]> = [];
    const next = after(random, at, 2, 20);
    steps.push([
      next,
      () => {
        vendor = random.pick(context.vendors.filter((v) => !woolen || v.services.includes('woolen-dry-clean')));
        vendorAssignedAt = next;
        event(next, null, null, 'vendor_assigned', admin, vendor.name);
        notifyRider(next, pickup, 'order_updated', 'Order Updated', `Take order ${orderNumber} to ${vendor.name}.`);
      },
    ]);
    const received = after(random, next, 20, 70);
    const processing = after(random, received, 30, 240);
    const ready = Math.max(after(random, processing, 60, 180), deliveryStart - random.between(3, 10) * HOUR_MS);
    for (const [stageAt, from, to] of [
      [received, null, 'received'],
      [processing, 'received', 'processing'],
      [ready, 'processing', 'ready'],
    ] as const) {
      steps.push([
        stageAt,
        () => {
          vendorStage = to;
          event(stageAt, null, from, to, admin);
          if (to === 'received')
            notifyCustomer(
              stageAt,
              'order_at_laundry',
              'At the Laundry',
              `Your ${pieces(itemCount)} from order ${orderNumber} have reached the laundry.`,
              { item_count: itemCount },
            );
          if (to === 'ready')
            notifyCustomer(
              stageAt,
              'order_ready',
              'Order Ready',
              `Your order ${orderNumber} is cleaned and ready. Delivery on ${slotText(deliveryDate, deliveryHour)}.`,
            );
        },
      ]);
    }
    const assigned = after(random, ready, 10, 90);
    let delivery: Trip | null = null;
    steps.push([assigned, () => (delivery = assign(assigned, 'delivery'))]);
    const accepted = after(random, assigned, 2, 30);
    steps.push([accepted, () => tripStep(accepted, delivery!, 'accepted')]);
    const outAt = Math.max(accepted + 5 * MINUTE_MS, deliveryStart + random.between(-30, 40) * MINUTE_MS);
    steps.push([
      outAt,
      () => {
        tripStep(outAt, delivery!, 'picked_up');
        const message = `${delivery!.rider.name} is on the way with your order ${orderNumber}. Tell them your 4-digit handover code when they arrive.`;
        notifyCustomer(outAt, 'order_out_for_delivery', 'Out for Delivery', message, {}, 'high');
      },
    ]);
    const handed = after(random, outAt, 10, random.chance(0.05) ? 150 : 50);
    steps.push([
      handed,
      () => {
        tripStep(handed, delivery!, 'completed');
        event(
          handed,
          null,
          'in_progress',
          'completed',
          { id: delivery!.rider.id, role: 'rider' },
          'Delivered with the handover code',
        );
        status = 'completed';
        completedAt = handed;
        notifyCustomer(
          handed,
          'order_delivered',
          'Order Delivered',
          `Your order ${orderNumber} has been delivered. Thank you for choosing Washday!`,
        );
      },
    ]);
    for (const [stepAt, run] of steps) {
      if (stepAt > now) return;
      run();
    }
  };
  life();
  return { status, vendor, vendorAssignedAt, vendorStage, completedAt, cancelledAt, updatedAt, trips };
}
