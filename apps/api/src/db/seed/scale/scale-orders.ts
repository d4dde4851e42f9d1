import { CATALOGUE_SERVICES, couponDiscountPaise, rupeesToPaise, slotLabel } from '@washday/core';
import { CANCEL_REASONS } from './scale-names.js';
import type { ScaleAddress, ScaleCustomer } from './scale-people.js';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Random, addDays, istDate, istHour, istInstant, slot } from './scale-random.js';
import type { TableRows } from './table-writer.js';

// One booking's whole life as the order lifecycle (modules/orders/order-transitions.ts) would have written it: the
// booking row as it stands now, its lines, charges and coupon redemption, its trips, every audit step and the
// notifications each step raises (modules/orders/order-notifications.ts). Steps later than `now` have not happened.

export const BOOKING_COLUMNS = [
  ...[
    'id',
    'custom_order_id',
    'customer_id',
    'service_type',
    'scheduled_date',
    'scheduled_time',
    'delivery_date',
    'delivery_time',
  ],
  ...[
    'address',
    'address_id',
    'flat_no',
    'landmark',
    'lat',
    'lng',
    'service_area_id',
    'contact_name',
    'contact_phone',
    'special_instructions',
  ],
  ...[
    'subtotal_paise',
    'discount_paise',
    'final_paise',
    'coupon_code',
    'status',
    'payment_method',
    'created_by_admin_id',
    'rider_id',
    'rider_status',
  ],
  ...[
    'assigned_at',
    'vendor_id',
    'vendor_assigned_at',
    'items_collected',
    'vendor_stage',
    'handover_code',
    'completed_at',
    'cancelled_at',
  ],
  ...['created_at', 'updated_at'],
];
export const ITEM_COLUMNS = [
  'id',
  'booking_id',
  'service_id',
  'service_name',
  'category_id',
  'unit',
  'quantity',
  'unit_price_paise',
  'total_price_paise',
  'sort_order',
];
export const CHARGES_COLUMNS = ['booking_id', 'base_price_paise', 'discount_paise'];
export const REDEMPTION_COLUMNS = [
  'id',
  'coupon_code',
  'user_id',
  'booking_id',
  'is_one_time_use',
  'order_amount_paise',
  'discount_paise',
  'created_at',
];
export const TRIP_COLUMNS = [
  'id',
  'booking_id',
  'kind',
  'rider_id',
  'status',
  'assigned_by_admin_id',
  'assigned_at',
  'accepted_at',
  'picked_up_at',
  'completed_at',
  'items_collected',
];
export const EVENT_COLUMNS = ['booking_id', 'trip', 'from_state', 'to_state', 'actor_id', 'actor_role', 'note', 'created_at'];
export const NOTIFICATION_COLUMNS = [
  ...['id', 'recipient_type', 'user_id', 'rider_id', 'type', 'title', 'message', 'priority', 'data', 'booking_id', 'read_at'],
  ...['message_channel', 'message_status', 'message_attempts', 'message_sent_at', 'created_at'],
];

export interface OrderTables {
  bookings: TableRows;
  items: TableRows;
  charges: TableRows;
  redemptions: TableRows;
  trips: TableRows;
  notifications: TableRows;
}

/** An audit step waiting to be written in time order (the audit trail's id is the order steps were written in). */
export type PendingEvent = [at: number, values: unknown[]];

export interface OrderContext {
  now: number;
  adminId: string;
  riders: ReadonlyArray<{ id: string; name: string }>;
  vendors: ReadonlyArray<{ id: string; name: string; services: readonly string[] }>;
  /** The Gurugram area, and Sector 69's (the more specific one) when the address is there. */
  areaIdFor: (area: string) => string | null;
}

const SERVICES = CATALOGUE_SERVICES.map((s) => [s, s.popular ? 4 : 1] as const);
const COUPONS = {
  FIRST30: { percent: 30, oneTime: true },
  FIRST10: { percent: 10, oneTime: false },
  NEW20: { percent: 20, oneTime: false },
  SAVE20: { percent: 20, oneTime: false },
} as const;
type CouponCode = keyof typeof COUPONS;
const PICKUP_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map(
  (h) => [h, h <= 11 || (h >= 17 && h <= 19) ? 3 : 1] as const,
);
const INSTRUCTIONS = [
  'Please call before coming',
  'Gate code 1234',
  'Leave with the security guard',
  'Handle the silk saree with care',
  'Ring the bell twice',
];
const ORDER_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const ORDER_ID_SPACE = 30 ** 6;

/** The n-th seeded order id: a fixed shuffle of the 30^6 ids (7^10 is coprime with 30), so they never repeat. */
export function scaleOrderId(n: number): string {
  let value = Number((BigInt(n) * 282_475_249n + 12_345n) % BigInt(ORDER_ID_SPACE));
  let id = '';
  for (let i = 0; i < 6; i += 1) {
    id = ORDER_ID_ALPHABET[value % 30]! + id;
    value = Math.floor(value / 30);
  }
  return `WD-${id}`;
}

const slotText = (date: string, hour: number) => `${date} at ${slotLabel(hour)}`;
const pieces = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
const after = (random: Random, at: number, minMinutes: number, maxMinutes: number) =>
  at + random.between(minMinutes, maxMinutes) * MINUTE_MS;

interface Trip {
  id: string;
  kind: 'pickup' | 'delivery';
  rider: { id: string; name: string };
  status: 'assigned' | 'accepted' | 'picked_up' | 'completed';
  assignedAt: number;
  acceptedAt: number | null;
  pickedUpAt: number | null;
  completedAt: number | null;
  itemsCollected: number | null;
}

/**
 * Writes booking number `n`, placed at `createdAt` by `customer` (their `previousOrders`-th booking), and the life it
 * has had up to now. Its audit steps go to `events` for the caller to write in time order.
 */
export function writeOrder(
  random: Random,
  context: OrderContext,
  n: number,
  customer: ScaleCustomer,
  previousOrders: number,
  createdAt: number,
  out: OrderTables,
  events: PendingEvent[],
): void {
  const { now, adminId } = context;
  const id = random.uuid();
  const orderNumber = scaleOrderId(n);
  const place: ScaleAddress =
    customer.addresses.length > 1 && random.chance(0.3) ? customer.addresses[1]! : customer.addresses[0]!;

  // Lines: one to four services, the popular ones more often.
  const lineCount = random.weighted([
    [1, 45],
    [2, 35],
    [3, 15],
    [4, 5],
  ] as const);
  const chosen = new Set<(typeof CATALOGUE_SERVICES)[number]>();
  while (chosen.size < lineCount) chosen.add(random.weighted(SERVICES));
  const lines = [...chosen].map((service) => {
    const quantity = Math.max(
      service.minQuantity,
      service.unit === 'KG' ? random.int(2, 8) : service.unit === 'SET' ? random.int(1, 2) : random.int(1, 8),
    );
    const unitPricePaise = rupeesToPaise(service.price);
    return { service, quantity, unitPricePaise, totalPricePaise: unitPricePaise * quantity };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.totalPricePaise, 0);
  const itemCount = lines.reduce(
    (sum, l) => sum + (l.service.unit === 'KG' ? l.quantity * 4 : l.service.unit === 'SET' ? l.quantity * 2 : l.quantity),
    0,
  );
  const dryClean = lines.some((l) => l.service.categoryId.includes('dry-clean'));

  let couponCode: CouponCode | null = null;
  if (previousOrders === 0)
    couponCode = random.weighted([
      ['FIRST30', 35],
      ['FIRST10', 15],
      [null, 50],
    ] as const);
  else if (random.chance(0.07)) couponCode = random.pick(['NEW20', 'SAVE20'] as const);
  const discount = couponCode
    ? couponDiscountPaise(subtotal, {
        discountPercent: COUPONS[couponCode].percent,
        maxDiscountPaise: 20_000,
        discountKind: 'percent',
      })
    : 0;

  // The schedule: a pickup slot later today or in the next days, delivery a day later (two for dry cleaning).
  const createdHour = istHour(createdAt);
  let ahead = random.weighted([
    [0, createdHour < 16 ? 3 : 0],
    [1, 5],
    [2, 1.5],
    [3, 0.5],
  ] as const);
  let pickupHour = ahead === 0 ? random.int(createdHour + 2, 20) : random.weighted(PICKUP_HOURS);
  if (ahead === 0 && pickupHour > 20) [ahead, pickupHour] = [1, random.weighted(PICKUP_HOURS)];
  const pickupDate = addDays(istDate(createdAt), ahead);
  const deliveryDate = addDays(pickupDate, dryClean ? 2 : 1);
  const deliveryHour = random.int(dryClean ? 10 : pickupHour, 20);
  const pickupStart = istInstant(pickupDate, pickupHour);
  const deliveryStart = istInstant(deliveryDate, deliveryHour);

  const ownPhone = random.chance(0.92);
  const contactPhone = ownPhone ? customer.phone : `9${String(random.int(100_000_000, 999_999_999))}`;
  const handoverCode = String(random.int(0, 9999)).padStart(4, '0');
  const byAdmin = random.chance(0.03);

  // The state the steps move, and what they write.
  // Asserted, not narrowed: the steps below change them inside closures.
  let status = 'pending' as 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';
  let vendor = null as (typeof context.vendors)[number] | null;
  let vendorAssignedAt = null as number | null;
  let vendorStage = null as 'received' | 'processing' | 'ready' | null;
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
  const readAt = (at: number) =>
    at < now - DAY_MS
      ? random.chance(0.85)
        ? new Date(Math.min(now, after(random, at, 1, 720)))
        : null
      : random.chance(0.3)
        ? new Date(Math.min(now, after(random, at, 1, 60)))
        : null;
  const notifyCustomer = (
    at: number,
    type: string,
    title: string,
    message: string,
    extra: Record<string, unknown> = {},
    priority = 'medium',
  ) => {
    const data = { booking_id: id, order_number: orderNumber, status, ...extra };
    out.notifications.add([
      random.uuid(),
      'customer',
      customer.id,
      null,
      type,
      title,
      message,
      priority,
      data,
      id,
      readAt(at),
      'whatsapp',
      'sent',
      1,
      new Date(at + 2000),
      new Date(at),
    ]);
  };
  const notifyRider = (at: number, trip: Trip, type: string, title: string, message: string) => {
    const [date, hour] = trip.kind === 'pickup' ? [pickupDate, pickupHour] : [deliveryDate, deliveryHour];
    const data = {
      booking_id: id,
      order_number: orderNumber,
      trip: trip.kind,
      customer_name: customer.name,
      address: place.fullAddress,
      pickup_time: slotText(date, hour),
      estimated_cost: (subtotal - discount) / 100,
    };
    out.notifications.add([
      random.uuid(),
      'rider',
      null,
      trip.rider.id,
      type,
      title,
      message,
      type === 'order_updated' ? 'medium' : 'high',
      data,
      id,
      readAt(at),
      null,
      null,
      0,
      null,
      new Date(at),
    ]);
  };
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
    tripStep(at, pickup, 'picked_up');
    event(at, null, status, 'in_progress', { id: pickup.rider.id, role: 'rider' }, 'Items collected');
    status = 'in_progress';
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
    const dropped = after(random, next, 20, 70);
    steps.push([
      dropped,
      () => {
        pickup.itemsCollected = itemCount;
        tripStep(dropped, pickup, 'completed', `${pieces(itemCount)} delivered to the vendor`);
        notifyCustomer(
          dropped,
          'order_at_laundry',
          'At the Laundry',
          `Your ${pieces(itemCount)} from order ${orderNumber} have reached the laundry.`,
          { item_count: itemCount },
        );
      },
    ]);
    const received = after(random, dropped, 5, 40);
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

  const current = trips.at(-1);
  const date = (ms: number | null) => (ms === null ? null : new Date(ms));
  out.bookings.add([
    ...[
      id,
      orderNumber,
      customer.id,
      lines[0]!.service.categoryId,
      pickupDate,
      slot(pickupHour),
      deliveryDate,
      slot(deliveryHour),
    ],
    ...[place.fullAddress, place.id, place.flatNo, place.landmark, place.lat, place.lng, context.areaIdFor(place.area)],
    ...[customer.name, contactPhone, random.chance(0.15) ? random.pick(INSTRUCTIONS) : null],
    ...[
      subtotal,
      discount,
      subtotal - discount,
      couponCode,
      status,
      'cash',
      byAdmin ? adminId : null,
      current?.rider.id ?? null,
      current?.status ?? 'unassigned',
    ],
    ...[
      date(current?.assignedAt ?? null),
      vendor?.id ?? null,
      date(vendorAssignedAt),
      trips[0]?.pickedUpAt != null,
      vendorStage,
      handoverCode,
    ],
    ...[date(completedAt), date(cancelledAt), new Date(createdAt), new Date(updatedAt)],
  ]);
  lines.forEach((l, i) => {
    out.items.add([
      random.uuid(),
      id,
      l.service.id,
      l.service.name,
      l.service.categoryId,
      l.service.unit,
      l.quantity,
      l.unitPricePaise,
      l.totalPricePaise,
      i,
    ]);
  });
  out.charges.add([id, subtotal, discount]);
  // A cancellation gives the coupon back (the redemption is deleted).
  if (couponCode && status !== 'cancelled')
    out.redemptions.add([
      random.uuid(),
      couponCode,
      customer.id,
      id,
      COUPONS[couponCode].oneTime,
      subtotal,
      discount,
      new Date(createdAt),
    ]);
  for (const t of trips) {
    out.trips.add([
      t.id,
      id,
      t.kind,
      t.rider.id,
      t.status,
      adminId,
      date(t.assignedAt),
      date(t.acceptedAt),
      date(t.pickedUpAt),
      date(t.completedAt),
      t.itemsCollected,
    ]);
  }
}
