// Test data for the Overview and Analytics: orders written straight to the database at chosen moments, with their
// lines and trips, in batches so a few thousand go in quickly. Used only by this module's tests.
import type { BookingStatus } from '@washday/core';
import type { Db } from '../../db/client.js';
import { bookingItems, bookings, trips } from '../../db/schema/index.js';

// Sequential order ids: thousands of random ones could collide and fail a test by chance.
let orderNumber = 0;
const nextOrderId = () => `WD-T${String((orderNumber += 1)).padStart(5, '0')}`;

/** An IST wall-clock time as a moment: ist('2026-11-16 12:30'). */
export const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);

export interface TripPlan {
  riderId: string;
  pickedUpAt?: Date;
  completedAt?: Date;
}

export interface OrderPlan {
  customerId: string;
  createdAt: Date;
  status?: BookingStatus;
  /** Final amount in paise (the subtotal is the same). */
  finalPaise?: number;
  /** [date, 'HH:MM'] in IST. */
  pickupSlot?: [string, string];
  deliverySlot?: [string, string];
  /** Catalogue lines by service id, or custom lines (serviceId null). */
  items?: Array<{ serviceId: string | null; name: string; quantity: number; unitPricePaise: number; unit?: 'PC' | 'KG' | 'SET' }>;
  pickup?: TripPlan;
  delivery?: TripPlan;
}

const tripValues = (bookingId: string, kind: 'pickup' | 'delivery', plan: TripPlan, assignedAt: Date) => ({
  bookingId,
  kind,
  riderId: plan.riderId,
  status: plan.completedAt ? ('completed' as const) : plan.pickedUpAt ? ('picked_up' as const) : ('assigned' as const),
  assignedAt,
  pickedUpAt: plan.pickedUpAt ?? null,
  completedAt: plan.completedAt ?? null,
});

/** Writes the orders in batches of 500 (bookings, then their lines and trips) and returns their ids in order. */
export async function insertOrders(db: Db, plans: readonly OrderPlan[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < plans.length; start += 500) {
    const batch = plans.slice(start, start + 500);
    const rows = await db
      .insert(bookings)
      .values(
        batch.map((p) => {
          const [scheduledDate, scheduledTime] = p.pickupSlot ?? ['2026-11-23', '10:00'];
          const [deliveryDate, deliveryTime] = p.deliverySlot ?? ['2026-11-24', '10:00'];
          const status = p.status ?? 'pending';
          return {
            customOrderId: nextOrderId(),
            customerId: p.customerId,
            scheduledDate,
            scheduledTime,
            deliveryDate,
            deliveryTime,
            address: 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003',
            contactPhone: '919876543210',
            subtotalPaise: p.finalPaise ?? 2000,
            finalPaise: p.finalPaise ?? 2000,
            status,
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
            completedAt: status === 'completed' ? (p.delivery?.completedAt ?? p.createdAt) : null,
            cancelledAt: status === 'cancelled' ? p.createdAt : null,
          };
        }),
      )
      .returning({ id: bookings.id });
    const batchIds = rows.map((r) => r.id);
    const items = batch.flatMap((p, i) =>
      (p.items ?? []).map((item, sortOrder) => ({
        bookingId: batchIds[i]!,
        serviceId: item.serviceId,
        serviceName: item.name,
        unit: item.unit ?? 'PC',
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        totalPricePaise: item.quantity * item.unitPricePaise,
        sortOrder,
      })),
    );
    const tripRows = batch.flatMap((p, i) => [
      ...(p.pickup ? [tripValues(batchIds[i]!, 'pickup', p.pickup, p.createdAt)] : []),
      ...(p.delivery ? [tripValues(batchIds[i]!, 'delivery', p.delivery, p.createdAt)] : []),
    ]);
    if (items.length) await db.insert(bookingItems).values(items);
    if (tripRows.length) await db.insert(trips).values(tripRows);
    ids.push(...batchIds);
  }
  return ids;
}
