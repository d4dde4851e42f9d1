import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, OPEN_ORDER_STATUSES, QUICK_PICKUP_SERVICE_TYPE, type Totals } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookingCharges, bookingItems, bookings, couponRedemptions, orderEvents } from '../../db/schema/index.js';
import { violates } from '../../db/constraint-violation.js';
import { keysOf, placeholdersFor, statementTemplate, valuesFor } from '../../db/statement-template.js';
import { AppError, conflict } from '../../lib/errors.js';
import { newCustomOrderId } from '../../lib/order-id.js';
import { lineRows, type WritableLine } from '../booking-records/booking-lines.js';
import { toBookingDto, type BookingChargesRow, type BookingItemRow, type BookingRow } from '../booking-records/booking-dto.js';
import { customerLockCall } from '../booking-records/customer-lock.js';
import type { BookingPlace } from './booking-place.js';
import { assertSeatFree, seatLoadColumns, seatLockCall, type Seat } from './slot-capacity.js';

// The new-booking writer: customers' bookings, quick pickups and an admin's bookings for a customer are all written
// here, under the customer's and the slot's locks, with their refusals and their write sent together.

/** An identical order (same slot and amount) within this window is a double submission. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

/** Everything a new booking is written from, already priced and checked. */
export interface NewBookingRecord {
  customerId: string;
  lines: readonly WritableLine[];
  totals: Totals;
  schedule: { pickupDate: string; pickupTime: string; deliveryDate: string; deliveryTime: string };
  place: BookingPlace;
  instructions: string | null;
  additionalDetails?: string | null;
  service?: string | undefined;
  providerName?: string | undefined;
  paymentMethod: 'cash' | 'online';
  coupon: { code: string; isOneTimeUse: boolean } | null;
  createdByAdminId?: string | null;
  /**
   * Open bookings (pending, confirmed, in progress) the customer may have at once (OPEN_BOOKINGS_PER_CUSTOMER): with
   * that many already, this one is refused (409), whoever books it.
   */
  openBookingsMax: number;
  /** The request field a full pickup slot is reported on. */
  seatField?: string | undefined;
  /**
   * A quick pickup (customer-app.md §5): an express order with no lines and nothing to pay until the rider lists the
   * items at the door (rider-portal.md §4.5). Only a quick pickup may have no lines.
   */
  quickPickup?: boolean | undefined;
  /** The booking's first audit step (→ pending), written with it in the same statement: who placed it and how. */
  bookedStep?: { actor: { role: 'customer' | 'admin'; id: string }; note: string } | undefined;
  at: Date;
}

/**
 * Whether an identical order (same customer, pickup slot and amount) was placed in the last two minutes: a double
 * submission. Its values are the template's placeholders (`newBookingChecks`).
 */
function duplicateColumn(db: DbOrTx) {
  const identical = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, sql.placeholder('customerId')),
        eq(bookings.scheduledDate, sql.placeholder('date')),
        eq(bookings.scheduledTime, sql.placeholder('time')),
        eq(bookings.finalPaise, sql.placeholder('finalPaise')),
        ne(bookings.status, 'cancelled'),
        gt(bookings.createdAt, sql.param(sql.placeholder('since'), bookings.createdAt)),
      ),
    );
  return sql<boolean>`exists (${identical})`;
}

/** How many open bookings (pending, confirmed, in progress) the customer has. Its value is the template's `customerId`. */
function openCountColumn(db: DbOrTx) {
  const open = db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.customerId, sql.placeholder('customerId')), inArray(bookings.status, OPEN_ORDER_STATUSES)));
  return sql<number>`(${open})`.mapWith(Number);
}

/**
 * A new booking's refusals read under its locks, in one statement: an identical order just placed, the customer's open
 * bookings, and its slot's load.
 */
const newBookingChecks = statementTemplate(
  (seat: Seat) => (seat.areaId ? 'area' : 'no area'),
  (db, seat) =>
    db
      .select({
        duplicate: duplicateColumn(db),
        open: openCountColumn(db),
        ...seatLoadColumns(db, {
          areaId: seat.areaId ? sql.placeholder('areaId') : null,
          date: sql.placeholder('date'),
          time: sql.placeholder('time'),
        }),
      })
      .from(sql`(select 1) as one`),
);

interface NewBookingRows {
  booking: typeof bookings.$inferInsert;
  items: readonly BookingItemRow[];
  charges: BookingChargesRow;
  redemption: typeof couponRedemptions.$inferInsert | null;
  booked: typeof orderEvents.$inferInsert | null;
}

/** A new booking's write: the booking, with its lines, its charges and its coupon's redemption as CTEs of its insert. */
const newBookingWrite = statementTemplate(
  (rows: NewBookingRows) =>
    `${rows.items.length} ${rows.redemption ? 'coupon' : '-'} ${rows.booked ? 'booked' : '-'} ${keysOf(rows.booking).join()}`,
  (db, rows) => {
    const children = [
      ...(rows.items.length > 0
        ? [db.$with('lines').as(db.insert(bookingItems).values(rows.items.map((item, i) => placeholdersFor(`l${i}.`, item))))]
        : []),
      db.$with('charges').as(db.insert(bookingCharges).values(placeholdersFor('c.', rows.charges))),
      // The partial unique index on one-time redemptions is the last line of defence.
      ...(rows.redemption
        ? [db.$with('redemption').as(db.insert(couponRedemptions).values(placeholdersFor('r.', rows.redemption)))]
        : []),
      ...(rows.booked ? [db.$with('booked').as(db.insert(orderEvents).values(placeholdersFor('e.', rows.booked)))] : []),
    ];
    return db
      .with(...children)
      .insert(bookings)
      .values(placeholdersFor('b.', rows.booking))
      .returning();
  },
);

/** The transactions asked for a new booking's locks: whose booking and which slot, and the statement taking them. */
const newBookingLocks = new WeakMap<object, { key: string; taken: Promise<void> }>();
const lockedFor = (customerId: string, seat: Seat) => `${customerId} ${seat.areaId} ${seat.date} ${seat.time}`;

/**
 * Locks a new booking's customer (their bookings are written one at a time, so duplicates, first-order and one-time
 * coupons are decided once) and its pickup slot (the last seat goes to one booking), in that order as every path
 * takes them, in one statement. Call first in the transaction that writes it: `insertNewBooking` refuses without it.
 * The statement is sent at once; awaiting it is optional, since the transaction's later statements run after it on
 * its connection and `insertNewBooking` awaits it (so a caller with nothing to read first saves a round trip).
 */
export function lockNewBooking(tx: DbOrTx, customerId: string, seat: Seat): Promise<void> {
  const slot = seatLockCall(seat);
  // The customer's lock is taken in a subquery the slot's waits on: the order never varies, so two bookings cannot deadlock.
  const taken = tx
    .execute(
      slot
        ? sql`select ${slot} from (select ${customerLockCall(customerId)} offset 0) as customer`
        : sql`select ${customerLockCall(customerId)}`,
    )
    .then(() => undefined);
  // Its failure is reported by whoever awaits it; a caller that fails first (a refused coupon) leaves it unawaited.
  taken.catch(() => undefined);
  newBookingLocks.set(tx, { key: lockedFor(customerId, seat), taken });
  return taken;
}

/** 409 TOO_MANY_OPEN_BOOKINGS, worded for whoever books: the customer, or an admin booking for them. */
const tooManyOpen = (record: NewBookingRecord) =>
  new AppError(
    409,
    record.createdByAdminId
      ? BOOKING_MESSAGES.customerHasTooManyOpen(record.openBookingsMax)
      : BOOKING_MESSAGES.tooManyOpen(record.openBookingsMax),
    { code: 'TOO_MANY_OPEN_BOOKINGS' },
  );

/** A booking as just written: its row (with the database's defaults), its lines and its charges. */
export interface WrittenBooking {
  row: BookingRow;
  items: BookingItemRow[];
  charges: BookingChargesRow;
}

/** The answer for a booking just written, from what was written: a new booking has no trips, vendor or photos yet. */
export function newBookingDto({ row, items, charges }: WrittenBooking) {
  return { ...toBookingDto(row, { items, charges, trips: [], vendor: undefined, showHandoverCode: true }), pickup_photos: [] };
}

/** The new booking as its maker is answered with it. */
export type NewBooking = ReturnType<typeof newBookingDto>;

/**
 * Writes a new booking (pending, payment pending), its lines, its charges and its coupon redemption in the caller's
 * transaction, which holds `lockNewBooking`'s locks: one statement refuses a duplicate, an open booking too many or a full slot, one writes the
 * booking with its children (as CTEs, under an id drawn here). Answers what it wrote. Customers', admins' and quick
 * pickups' bookings are all written here.
 */
export async function insertNewBooking(tx: DbOrTx, record: NewBookingRecord): Promise<WrittenBooking> {
  const { totals, schedule, place, at } = record;
  // Callers check their own rules first; this keeps an empty or free order from ever being anything but a quick pickup.
  if (record.quickPickup ? record.lines.length > 0 || totals.totalPaise !== 0 : record.lines.length === 0) {
    throw new Error(record.quickPickup ? 'A quick pickup is written with no lines' : 'A booking needs at least one line');
  }
  const seat: Seat = {
    areaId: place.serviceAreaId,
    date: schedule.pickupDate,
    time: schedule.pickupTime,
    field: record.seatField,
  };
  const lock = newBookingLocks.get(tx);
  if (lock?.key !== lockedFor(record.customerId, seat))
    throw new Error('insertNewBooking needs lockNewBooking first, in its transaction');
  const bookingId = randomUUID();
  const items = lineRows(bookingId, record.lines);
  // A new booking has no tax or fees: its charges are its price and its discount.
  const charges: BookingChargesRow = {
    bookingId,
    basePricePaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    taxPaise: 0,
    serviceFeePaise: 0,
    deliveryFeePaise: 0,
    handlingFeePaise: 0,
  };
  const rows: NewBookingRows = {
    booking: {
      id: bookingId,
      customOrderId: newCustomOrderId(),
      customerId: record.customerId,
      ...(record.service ? { service: record.service } : {}),
      ...(record.providerName ? { providerName: record.providerName } : {}),
      serviceType: record.quickPickup ? QUICK_PICKUP_SERVICE_TYPE : record.lines[0]?.category || 'laundry',
      isQuickPickup: record.quickPickup ?? false,
      scheduledDate: schedule.pickupDate,
      scheduledTime: schedule.pickupTime,
      deliveryDate: schedule.deliveryDate,
      deliveryTime: schedule.deliveryTime,
      ...place,
      specialInstructions: record.instructions,
      additionalDetails: record.additionalDetails ?? null,
      subtotalPaise: totals.subtotalPaise,
      discountPaise: totals.discountPaise,
      finalPaise: totals.totalPaise,
      couponCode: record.coupon?.code ?? null,
      paymentMethod: record.paymentMethod,
      createdByAdminId: record.createdByAdminId ?? null,
      // One clock for both, the app's: the database's now() is the transaction's start, before `at`.
      createdAt: at,
      updatedAt: at,
    },
    items,
    charges,
    redemption: record.coupon
      ? {
          couponCode: record.coupon.code,
          userId: record.customerId,
          bookingId,
          isOneTimeUse: record.coupon.isOneTimeUse,
          orderAmountPaise: totals.subtotalPaise,
          discountPaise: totals.discountPaise,
          usedAt: at,
        }
      : null,
    booked: record.bookedStep
      ? {
          bookingId,
          trip: null,
          fromState: null,
          toState: 'pending',
          note: record.bookedStep.note,
          actorId: record.bookedStep.actor.id,
          actorRole: record.bookedStep.actor.role,
          createdAt: at,
        }
      : null,
  };
  const values = valuesFor('b.', rows.booking);
  items.forEach((item, i) => valuesFor(`l${i}.`, item, values));
  valuesFor('c.', charges, values);
  if (rows.redemption) valuesFor('r.', rows.redemption, values);
  if (rows.booked) valuesFor('e.', rows.booked, values);
  // Under those locks, the refusals in one statement: an identical order just placed (409), the customer's open bookings
  // at their limit (409), then a full slot (409).
  const check = newBookingChecks(tx, seat, {
    customerId: record.customerId,
    areaId: seat.areaId,
    date: seat.date,
    time: seat.time,
    finalPaise: totals.totalPaise,
    since: new Date(at.getTime() - DUPLICATE_WINDOW_MS),
  });
  const write = newBookingWrite(tx, rows, values);
  // The locks, the refusals and the write go to the database together, each run after the one before: one round trip.
  // A refusal read there throws, and the transaction's rollback takes the write back with it.
  const [, [refusals], [row]] = await Promise.all([lock.taken, check, write]);
  if (refusals!.duplicate) throw conflict(BOOKING_MESSAGES.duplicate);
  if (refusals!.open >= record.openBookingsMax) throw tooManyOpen(record);
  assertSeatFree(seat, refusals!);
  return { row: row!, items, charges };
}

/**
 * Runs `create` (one whole transaction) again when the order id it drew is taken, and words a one-time coupon lost
 * to a concurrent booking as the coupon rules do.
 */
export async function withFreshOrderId<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      // Six random characters rarely collide; when they do, draw again.
      if (attempt < 4 && violates(error, 'bookings_custom_order_id_uq')) continue;
      if (violates(error, 'coupon_redemptions_one_time_uq'))
        throw new AppError(400, 'This coupon has already been used', { code: 'COUPON_REFUSED', field: 'coupon_code' });
      throw error;
    }
  }
}
