import { and, eq, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  computeTotals,
  normalizeIndianMobile,
  validateSchedule,
  type OrderLine,
  type PricedService,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { addresses, bookings, serviceAreas, userPreferences } from '../../db/schema/index.js';
import { preparedPerDb } from '../../db/prepared.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { detailedBooking } from '../booking-records/booking-details.js';
import type { BookingRow } from '../booking-records/booking-dto.js';
import { priceFrom } from '../booking-records/booking-lines.js';
import { withDetails } from '../booking-records/booking-read-model.js';
import { checkCoupon } from '../coupons/coupons.service.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';
import type { ReminderFacts } from '../reminders/pickup-reminders.service.js';
import { placeOfAddress } from './booking-place.js';
import { customerBookingsPage, type CustomerBookingsQuery } from './customer-bookings.repository.js';
import { insertNewBooking, lockNewBooking, newBookingDto, withFreshOrderId, type NewBooking } from './new-booking.js';

// The customer's own bookings (customer-app.md): placing one at checkout and reading them. Changing one is
// customer-booking-edit.ts; cancelling is the order rule book's move (orders.service.ts, cancelAsCustomer).

/** The slots by core's schedule rules for these lines at the server's clock; the first problem is a 400 naming its field. */
export function assertSchedule(schedule: Parameters<typeof validateSchedule>[0], lines: readonly OrderLine[], now: Date) {
  const [first] = validateSchedule(
    schedule,
    lines.map((l) => l.category),
    now,
  );
  if (first) throw badRequest(first.message, first.field);
}

/**
 * A customer's own booking; anyone else's answers exactly like a missing one. With `lock`, the row
 * stays locked until the transaction ends, so a status checked here is still the status when written.
 */
export async function ownBookingRow(db: DbOrTx, customerId: string, id: string, lock = false): Promise<BookingRow> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(BOOKING_MESSAGES.notFound);
  return row;
}

export async function getCustomerBooking(db: DbOrTx, customerId: string, id: string) {
  const [booking] = await withDetails(db, [await ownBookingRow(db, customerId, id)]);
  return booking!;
}

export interface CreateBookingInput {
  customerId: string;
  services: ReadonlyArray<{ id: string; quantity: number }>;
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
  addressId: string;
  phone: string;
  instructions?: string | undefined;
  couponCode?: string | undefined;
  paymentMethod: 'cash' | 'online';
}

export interface CreateBookingDeps {
  db: Db;
  now: () => Date;
  /** Every service by id at its current price: the app's catalogue in memory (app.catalogue), dropped on each change. */
  services: () => Promise<ReadonlyMap<string, PricedService>>;
  /** Open bookings a customer may have at once (OPEN_BOOKINGS_PER_CUSTOMER). */
  openBookingsMax: number;
  /** After the commit: tells the admins' live lists (a nudge to ask again; a screen that missed it asks on reconnecting). */
  announce?: (booking: NewBooking) => Promise<void>;
}

/**
 * The customer's address with the active service areas, one row per area (areas can change after an address was
 * saved: customer-app.md §5 Checkout), and the customer's stored preferences for the booking's pickup reminder.
 * Prepared once (db/prepared.ts): it runs on every booking.
 */
const addressForBooking = preparedPerDb((db: DbOrTx) =>
  db
    .select({ address: addresses, area: serviceAreas, preferences: userPreferences.preferences })
    .from(addresses)
    .leftJoin(serviceAreas, eq(serviceAreas.isActive, true))
    .leftJoin(userPreferences, eq(userPreferences.userId, addresses.userId))
    .where(and(eq(addresses.id, sql.placeholder('addressId')), eq(addresses.userId, sql.placeholder('customerId'))))
    .prepare('booking_address_with_areas'),
);

/**
 * Prices the order from the catalogue, checks slots, address and coupon, and writes the booking,
 * its lines, its charges and the coupon redemption in one transaction. One customer's bookings are
 * created one at a time, so first-order and one-time coupons cannot be redeemed twice. `onCreated`
 * runs in that transaction before it commits (the idempotency record is written there). Answers the booking and
 * what its pickup reminder needs.
 */
export async function createBooking(
  { db, now, services: catalogueNow, openBookingsMax, announce }: CreateBookingDeps,
  input: CreateBookingInput,
  onCreated: (tx: DbOrTx, booking: NewBooking, reminder: ReminderFacts) => Promise<unknown> = async () => {},
) {
  if (input.paymentMethod !== 'cash') throw badRequest(BOOKING_MESSAGES.onlinePaymentUnavailable, 'payment_method');
  const phone = normalizeIndianMobile(input.phone);
  if (!phone) throw badRequest(BOOKING_MESSAGES.phoneInvalid, 'phone');
  const lines = priceFrom(await catalogueNow(), input.services);
  assertSchedule(input, lines, now());
  const rows = await addressForBooking(db).execute({ addressId: input.addressId, customerId: input.customerId });
  const address = rows[0]?.address;
  if (!address) throw badRequest(BOOKING_MESSAGES.addressRequired, 'address_id');
  const availability = await checkAddressAvailability(
    db,
    address,
    rows.flatMap((r) => (r.area ? [r.area] : [])),
  );
  if (!availability.is_available)
    throw new AppError(422, BOOKING_MESSAGES.serviceUnavailable, { code: 'SERVICE_NOT_AVAILABLE', field: 'address_id' });

  return withFreshOrderId(() =>
    db.transaction(async (tx) => {
      // Sent, not waited for: the coupon's read or the write's statements follow it on the connection (lockNewBooking).
      const locked = lockNewBooking(tx, input.customerId, {
        areaId: availability.areaId,
        date: input.pickupDate,
        time: input.pickupTime,
      });
      const at = now();
      const coupon = input.couponCode?.trim()
        ? // With the locks, so a failure to take them is the one reported.
          (
            await Promise.all([
              locked,
              checkCoupon(tx, {
                code: input.couponCode,
                userId: input.customerId,
                subtotalPaise: computeTotals(lines, 0).subtotalPaise,
                now: at,
                lock: true,
              }),
            ])
          )[1]
        : null;
      const totals = computeTotals(lines, coupon?.discountPaise ?? 0);
      if (totals.totalPaise <= 0) throw badRequest(BOOKING_MESSAGES.totalInvalid);
      const written = await insertNewBooking(tx, {
        customerId: input.customerId,
        lines,
        totals,
        schedule: input,
        place: placeOfAddress(address, phone, availability.areaId),
        instructions: input.instructions?.trim() || null,
        paymentMethod: input.paymentMethod,
        coupon: coupon ? { code: coupon.row.code, isOneTimeUse: coupon.row.isOneTimeUse } : null,
        openBookingsMax,
        // Its first audit step, in its own statement: the admins' recent activity shows it.
        bookedStep: { actor: { role: 'customer', id: input.customerId }, note: 'Booked by the customer' },
        at,
      });
      const booking = newBookingDto(written);
      // What the pickup reminder needs, so queueing it reads nothing again.
      const reminder: ReminderFacts = {
        status: written.row.status,
        itemsCollected: written.row.itemsCollected,
        pickupDate: written.row.scheduledDate,
        pickupTime: written.row.scheduledTime,
        preferences: rows[0]?.preferences ?? null,
      };
      await onCreated(tx, booking, reminder);
      return { booking, reminder };
    }),
  ).then(async (created) => {
    await announce?.(created.booking);
    return created;
  });
}

/** A customer's bookings, newest first, by page number or after a cursor (customer-bookings.repository.ts). */
export async function listCustomerBookings(db: DbOrTx, customerId: string, query: CustomerBookingsQuery) {
  const { rows, total, nextCursor } = await customerBookingsPage(db, customerId, query);
  return {
    bookings: rows.map(({ booking, details }) => detailedBooking(booking, details, { showHandoverCode: true })),
    pagination: { page: query.page, limit: query.limit, total, hasMore: nextCursor !== null, next_cursor: nextCursor },
  };
}
