import { drawInstructions, drawOrder } from './scale-order-draw.js';
import { liveOrder, type OrderContext } from './scale-order-life.js';
import type { OrderTables, PendingEvent } from './scale-order-tables.js';
import type { ScaleCustomer } from './scale-people.js';
import { slot, type Random } from './scale-random.js';

// One booking's whole life as the order lifecycle (modules/orders/order-transitions.ts) would have written it: the
// booking row as it stands now, its lines, charges and coupon redemption, its trips, every audit step and the
// notifications each step raises (modules/orders/order-notifications.ts). Steps later than `now` have not happened.
// What the order is: scale-order-draw.ts; its life: scale-order-life.ts; its tables: scale-order-tables.ts.

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
  const { adminId } = context;
  const order = drawOrder(random, n, customer, previousOrders, createdAt);
  const { id, orderNumber, place, lines, subtotal, discount, coupon, contactPhone, handoverCode, byAdmin } = order;
  const { pickupDate, pickupHour, deliveryDate, deliveryHour } = order;
  const life = liveOrder(random, context, order, customer, createdAt, out.notifications, events);
  const { status, vendor, vendorAssignedAt, vendorStage, completedAt, cancelledAt, updatedAt, trips } = life;

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
    ...[customer.name, contactPhone, drawInstructions(random)],
    ...[
      subtotal,
      discount,
      subtotal - discount,
      coupon?.code ?? null,
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
      // Collected: the pickup completed at the door with the rider's count.
      trips[0]?.completedAt != null,
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
  if (coupon && status !== 'cancelled')
    out.redemptions.add([random.uuid(), coupon.code, customer.id, id, coupon.oneTime, subtotal, discount, new Date(createdAt)]);
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
