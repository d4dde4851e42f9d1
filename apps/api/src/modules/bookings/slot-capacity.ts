// Slot capacity (docs/decisions/0016-slot-capacity.md): a pickup takes a seat in its area's hourly slot; cancelled
// bookings give theirs back. Seats are counted under a lock per area and slot, so the last one goes to one booking.
import { and, count, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { ALL_SLOTS, LOCATION_MESSAGES, SLOT_CAPACITY_MESSAGES, slotHasRoom } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { addresses, bookings, serviceAreas } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';

/** A pickup's place in its area's hourly slot. */
export interface Seat {
  areaId: string | null;
  date: string;
  time: string;
  /** A booking moving to this slot does not count against itself. */
  bookingId?: string | undefined;
  /** The request field the refusal names. */
  field?: string | undefined;
}

/** A seat's values, or placeholders for them in a statement template (bookings.service.ts). */
interface SeatQuery {
  areaId: string | Placeholder | null;
  date: string | Placeholder;
  time: string | Placeholder;
  bookingId?: string | Placeholder | undefined;
}

const taken = (areaId: string | Placeholder, date: string | Placeholder) =>
  and(eq(bookings.serviceAreaId, areaId), eq(bookings.scheduledDate, date), ne(bookings.status, 'cancelled'));

/** The lock on one area's slot, taken before its seats are counted and held to the commit; none without an area. */
export const seatLockCall = (seat: Seat) =>
  seat.areaId ? sql`pg_advisory_xact_lock(4, hashtext(${`${seat.areaId}:${seat.date}:${seat.time}`}))` : null;

/**
 * Columns for a query run under the slot's lock: the slot's capacity (null: no limit) and, only when it has one, the
 * seats taken. Read with `assertSeatFree`.
 */
export function seatLoadColumns(tx: DbOrTx, seat: SeatQuery) {
  if (!seat.areaId) return { capacity: sql<number | null>`null::int`, taken: sql<number | null>`null::int` };
  const capacity = sql`(select (${serviceAreas.slotCapacity} ->> ${seat.time}::text)::int from ${serviceAreas} where ${serviceAreas.id} = ${seat.areaId})`;
  const seats = tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        taken(seat.areaId, seat.date),
        eq(bookings.scheduledTime, seat.time),
        seat.bookingId ? ne(bookings.id, seat.bookingId) : undefined,
      ),
    );
  return {
    capacity: capacity.mapWith(Number) as SQL<number | null>,
    taken: sql<number | null>`case when ${capacity} is not null then (${seats}) end`.mapWith(Number),
  };
}

/** Refuses (409 SLOT_FULL) a pickup when its slot's seats are all taken. */
export function assertSeatFree(seat: Seat, load: { capacity: number | null; taken: number | null }): void {
  if (load.capacity === null) return;
  if (!slotHasRoom({ [seat.time]: load.capacity }, seat.time, load.taken ?? 0)) {
    throw new AppError(409, SLOT_CAPACITY_MESSAGES.full, { code: 'SLOT_FULL', field: seat.field ?? 'pickupTime' });
  }
}

/** Refuses (409 SLOT_FULL) a pickup in a slot that is full, in two statements (the lock, then the count); call in the transaction that writes it. */
export async function takePickupSeat(tx: DbOrTx, seat: Seat): Promise<void> {
  const lock = seatLockCall(seat);
  if (!lock) return;
  await tx.execute(sql`select ${lock}`);
  const [load] = await tx.select(seatLoadColumns(tx, seat)).from(sql`(select 1) as one`);
  assertSeatFree(seat, load!);
}

/** Each hourly slot of a date in an area: its capacity (null: no limit) and the pickups booked. */
export async function slotLoad(db: DbOrTx, areaId: string, date: string) {
  const [[area], rows] = await Promise.all([
    db.select({ slotCapacity: serviceAreas.slotCapacity }).from(serviceAreas).where(eq(serviceAreas.id, areaId)),
    db
      .select({ time: bookings.scheduledTime, n: count() })
      .from(bookings)
      .where(taken(areaId, date))
      .groupBy(bookings.scheduledTime),
  ]);
  if (!area) return null;
  const booked = new Map(rows.map((r) => [r.time, r.n]));
  return ALL_SLOTS.map((slot) => ({
    time: slot.value,
    label: slot.label,
    capacity: area.slotCapacity[slot.value] ?? null,
    booked: booked.get(slot.value) ?? 0,
  }));
}

/** The slots of a date with no seat left in an area. */
export async function fullSlots(db: DbOrTx, areaId: string | null, date: string): Promise<string[]> {
  if (!areaId) return [];
  const load = await slotLoad(db, areaId, date);
  return (load ?? []).filter((s) => s.capacity !== null && s.booked >= s.capacity).map((s) => s.time);
}

/** The full pickup slots of a date at one of a customer's saved addresses (none when the address is not served). */
export async function fullSlotsAtAddress(db: DbOrTx, customerId: string, addressId: string, date: string): Promise<string[]> {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, customerId)));
  if (!address) throw notFound(LOCATION_MESSAGES.notFound);
  return fullSlots(db, (await checkAddressAvailability(db, address)).areaId, date);
}
