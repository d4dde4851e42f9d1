import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BOOKING_MESSAGES, type VendorBoardColumn, type VendorOrder, type VendorStage } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookingItems, bookings, riders, trips, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { moveOrder, type TransitionDeps } from '../orders/order-transitions.js';

/**
 * The laundry's board (docs/decisions/0034-garment-tags-and-vendor-staff.md): its vendor's open orders, in three lists,
 * with what the counter needs and nothing more of the customer than a first name.
 */

const OPEN = ['pending', 'confirmed', 'in_progress'] as const;
const BOARD_LIMIT = 200;
const pickupTrip = alias(trips, 'pickup_trip');
const deliveryTrip = alias(trips, 'delivery_trip');
const pickupRider = alias(riders, 'pickup_rider');

const columnOf = (stage: VendorStage | null): VendorBoardColumn =>
  stage === null ? 'incoming' : stage === 'ready' ? 'ready' : 'atLaundry';

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || 'Customer';

async function readOrders(db: DbOrTx, vendorId: string, bookingId?: string): Promise<VendorOrder[]> {
  const rows = await db
    .select({
      id: bookings.id,
      orderNumber: bookings.customOrderId,
      customerName: users.name,
      contactName: bookings.contactName,
      scheduledDate: bookings.scheduledDate,
      scheduledTime: bookings.scheduledTime,
      deliveryDate: bookings.deliveryDate,
      deliveryTime: bookings.deliveryTime,
      vendorStage: bookings.vendorStage,
      vendorAssignedAt: bookings.vendorAssignedAt,
      rackPosition: bookings.rackPosition,
      specialInstructions: bookings.specialInstructions,
      updatedAt: bookings.updatedAt,
      pickupStatus: pickupTrip.status,
      pickupCompletedAt: pickupTrip.completedAt,
      itemsCollected: pickupTrip.itemsCollected,
      deliveryStatus: deliveryTrip.status,
      riderName: pickupRider.name,
      riderPhone: pickupRider.phone,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(pickupTrip, and(eq(pickupTrip.bookingId, bookings.id), eq(pickupTrip.kind, 'pickup')))
    .leftJoin(deliveryTrip, and(eq(deliveryTrip.bookingId, bookings.id), eq(deliveryTrip.kind, 'delivery')))
    .leftJoin(pickupRider, eq(pickupRider.id, pickupTrip.riderId))
    .where(and(eq(bookings.vendorId, vendorId), bookingId ? eq(bookings.id, bookingId) : inArray(bookings.status, [...OPEN])))
    .orderBy(asc(bookings.scheduledDate), asc(bookings.scheduledTime), asc(bookings.createdAt))
    .limit(BOARD_LIMIT * 3);
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          bookingId: bookingItems.bookingId,
          name: bookingItems.serviceName,
          quantity: bookingItems.quantity,
          unit: bookingItems.unit,
        })
        .from(bookingItems)
        .where(inArray(bookingItems.bookingId, ids))
        .orderBy(asc(bookingItems.sortOrder))
    : [];
  return rows.map((r) => {
    const items = lines.filter((l) => l.bookingId === r.id).map(({ name, quantity, unit }) => ({ name, quantity, unit }));
    return {
      id: r.id,
      orderNumber: r.orderNumber,
      customerFirstName: firstName(r.customerName || r.contactName),
      items,
      itemCount: items.reduce((n, i) => n + i.quantity, 0),
      itemsCollected: r.itemsCollected,
      pickupRider: r.riderName ? { name: r.riderName, phone: (r.riderPhone ?? '').slice(2) } : null,
      pickup: {
        date: r.scheduledDate,
        time: r.scheduledTime,
        status: r.pickupStatus,
        completedAt: r.pickupCompletedAt?.toISOString() ?? null,
      },
      delivery: { date: r.deliveryDate, time: r.deliveryTime, status: r.deliveryStatus },
      vendorStage: r.vendorStage,
      vendorAssignedAt: r.vendorAssignedAt?.toISOString() ?? null,
      rackPosition: r.rackPosition,
      specialInstructions: r.specialInstructions,
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** On the way in (not yet received), at the laundry (received, processing), ready (until delivered). */
export async function vendorBoard(db: DbOrTx, vendorId: string): Promise<Record<VendorBoardColumn, VendorOrder[]>> {
  const board: Record<VendorBoardColumn, VendorOrder[]> = { incoming: [], atLaundry: [], ready: [] };
  for (const order of await readOrders(db, vendorId)) {
    const list = board[columnOf(order.vendorStage)];
    if (list.length < BOARD_LIMIT) list.push(order);
  }
  return board;
}

/** One of the vendor's orders (any status), as the board shows it; another vendor's reads as missing. */
export async function vendorOrder(db: DbOrTx, vendorId: string, bookingId: string): Promise<VendorOrder> {
  const [order] = await readOrders(db, vendorId, bookingId);
  if (!order) throw notFound(BOOKING_MESSAGES.notFound);
  return order;
}

/** The next stage, through the one rule book an admin's move takes, as the staff member (audited by name). */
export async function setVendorStage(
  deps: TransitionDeps,
  staff: { staffId: string; vendorId: string },
  bookingId: string,
  stage: VendorStage,
): Promise<{ order: VendorOrder; flagged: string | null }> {
  const steps = await moveOrder(deps, bookingId, { role: 'vendor', id: staff.staffId }, { type: 'vendorStage', stage });
  // Received with tags not scanned in: the move stands, and the staff hear what was flagged (decision 0034).
  const flagged = steps.find((step) => step.to === 'intake_tags_missing')?.note ?? null;
  return { order: await vendorOrder(deps.db, staff.vendorId, bookingId), flagged };
}

/** Where the order sits at the laundry; empty clears it. Not a lifecycle step, so not in the audit trail. */
export async function setRackPosition(
  db: DbOrTx,
  input: { vendorId: string; bookingId: string; rackPosition: string; now: Date },
): Promise<VendorOrder> {
  const [updated] = await db
    .update(bookings)
    .set({ rackPosition: input.rackPosition || null, updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.vendorId, input.vendorId)))
    .returning({ id: bookings.id });
  if (!updated) throw notFound(BOOKING_MESSAGES.notFound);
  return vendorOrder(db, input.vendorId, input.bookingId);
}
