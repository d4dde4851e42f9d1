import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  EDITABLE_STATUSES,
  PricingError,
  QUICK_PICKUP_MESSAGES,
  QUICK_PICKUP_SERVICE_TYPE,
  computeTotals,
  couponDiscountPaise,
  isQuickPickupOrder,
  normalizeIndianMobile,
  priceLines,
  validateSchedule,
  type OrderLine,
  type PricedService,
  type Totals,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  addresses,
  bookingCharges,
  bookingItems,
  bookings,
  couponRedemptions,
  coupons,
  serviceAreas,
  services,
  userPreferences,
} from '../../db/schema/index.js';
import { preparedPerDb } from '../../db/prepared.js';
import { keysOf, placeholdersFor, statementTemplate, valuesFor } from '../../db/statement-template.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { newCustomOrderId } from '../../lib/order-id.js';
import { checkCoupon } from '../coupons/coupons.service.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';
import type { ReminderFacts } from '../reminders/pickup-reminders.service.js';
import {
  assertCustomerMayEdit,
  customerLockCall,
  lockCustomer,
  moveOrder,
  type TransitionDeps,
} from '../orders/order-transitions.js';
import { assertSeatFree, seatLoadColumns, seatLockCall, takePickupSeat, type Seat } from './slot-capacity.js';
import { customerBookingsPage, type CustomerBookingsQuery } from './customer-bookings.repository.js';
import { BOOKING_DETAIL_COLUMNS, detailedBooking, type DetailColumns, type DetailOptions } from './booking-details.js';
import { toBookingDto, type BookingChargesRow, type BookingItemRow, type BookingRow } from './booking-dto.js';
import { violates } from '../../db/constraint-violation.js';

/** An identical order (same slot and amount) within this window is a double submission. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

async function catalogue(db: DbOrTx): Promise<Map<string, PricedService>> {
  const rows = await db.select().from(services);
  return new Map(
    rows.map((s) => [
      s.id,
      {
        id: s.id,
        name: s.name,
        category: s.categoryId,
        unit: s.unit,
        pricePaise: s.pricePaise,
        minQuantity: s.minQuantity,
        enabled: s.enabled,
      },
    ]),
  );
}

/** Prices requested lines from these services; a refusal is a 400 naming the field. */
export function priceFrom(
  catalogue: ReadonlyMap<string, PricedService>,
  requested: ReadonlyArray<{ id: string; quantity: number }>,
): OrderLine[] {
  try {
    return priceLines(requested, catalogue);
  } catch (error) {
    if (error instanceof PricingError) throw badRequest(error.message, error.field);
    throw error;
  }
}

/** Prices requested lines from the catalogue as the database holds it; a refusal is a 400 naming the field. */
export async function priceFromCatalogue(
  db: DbOrTx,
  requested: ReadonlyArray<{ id: string; quantity: number }>,
): Promise<OrderLine[]> {
  return priceFrom(await catalogue(db), requested);
}

function assertSchedule(schedule: Parameters<typeof validateSchedule>[0], lines: readonly OrderLine[], now: Date) {
  const [first] = validateSchedule(
    schedule,
    lines.map((l) => l.category),
    now,
  );
  if (first) throw badRequest(first.message, first.field);
}

export type { DetailOptions } from './booking-details.js';

/** Bookings with their lines, charges, trips, vendor and pickup photos, in one more statement however many rows. */
export async function withDetails(db: DbOrTx, rows: readonly BookingRow[], options: DetailOptions = { showHandoverCode: true }) {
  if (rows.length === 0) return [];
  const found = await db
    .select({ id: bookings.id, ...BOOKING_DETAIL_COLUMNS })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(found.map((details) => [details.id, details]));
  return rows.map((row) => detailedBooking(row, byId.get(row.id) ?? NO_DETAILS, options));
}

const NO_DETAILS: DetailColumns = { items: [], charges: null, trips: [], vendor: null, photos: [] };

export async function loadBooking(db: DbOrTx, id: string, options?: DetailOptions) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ? ((await withDetails(db, [row], options))[0] ?? null) : null;
}

/**
 * A customer's own booking; anyone else's answers exactly like a missing one. With `lock`, the row
 * stays locked until the transaction ends, so a status checked here is still the status when written.
 */
async function ownBookingRow(db: DbOrTx, customerId: string, id: string, lock = false): Promise<BookingRow> {
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

/** A line as written: a catalogue line, or an admin's custom line (no service id, its price set by the admin). */
export type WritableLine = OrderLine & { priceSetByAdmin?: boolean };

/** A booking's lines as rows, in order. */
function lineRows(bookingId: string, lines: readonly WritableLine[]): BookingItemRow[] {
  return lines.map((l, sortOrder) => ({
    id: randomUUID(),
    bookingId,
    serviceId: l.serviceId || null,
    serviceName: l.name,
    categoryId: l.category || null,
    unit: l.unit,
    quantity: l.quantity,
    unitPricePaise: l.unitPricePaise,
    totalPricePaise: l.totalPricePaise,
    priceSetByAdmin: l.priceSetByAdmin ?? false,
    sortOrder,
  }));
}

export async function writeLines(tx: DbOrTx, bookingId: string, lines: readonly WritableLine[]) {
  if (lines.length === 0) return;
  await tx.insert(bookingItems).values(lineRows(bookingId, lines));
}

/** Where a new booking is picked up: the address as text at booking time, and the saved address and map point when known. */
export interface BookingPlace {
  address: string;
  addressId: string | null;
  flatNo: string | null;
  landmark: string | null;
  lat: number | null;
  lng: number | null;
  contactName: string | null;
  /** 10 digits. */
  contactPhone: string;
  /** The most specific service area it is in (the serviceability check's), whose slot capacity applies. */
  serviceAreaId: string | null;
}

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
  /** The request field a full pickup slot is reported on. */
  seatField?: string | undefined;
  /**
   * A quick pickup (customer-app.md §5): an express order with no lines and nothing to pay until the rider lists the
   * items at the door (rider-portal.md §4.5). Only a quick pickup may have no lines.
   */
  quickPickup?: boolean | undefined;
  at: Date;
}

/** A saved address as the place of a new booking. */
export function placeOfAddress(
  address: typeof addresses.$inferSelect,
  contactPhone: string,
  serviceAreaId: string | null,
): BookingPlace {
  return {
    address: address.fullAddress,
    addressId: address.id,
    flatNo: address.flatNo,
    landmark: address.landmark,
    lat: address.lat,
    lng: address.lng,
    contactName: address.contactPerson,
    contactPhone,
    serviceAreaId,
  };
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

/** A new booking's refusals read under its locks, in one statement: an identical order just placed, and its slot's load. */
const newBookingChecks = statementTemplate(
  (seat: Seat) => (seat.areaId ? 'area' : 'no area'),
  (db, seat) =>
    db
      .select({
        duplicate: duplicateColumn(db),
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
}

/** A new booking's write: the booking, with its lines, its charges and its coupon's redemption as CTEs of its insert. */
const newBookingWrite = statementTemplate(
  (rows: NewBookingRows) => `${rows.items.length} ${rows.redemption ? 'coupon' : '-'} ${keysOf(rows.booking).join()}`,
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

/**
 * Writes a new booking (pending, payment pending), its lines, its charges and its coupon redemption in the caller's
 * transaction, which holds `lockNewBooking`'s locks: one statement refuses a duplicate or a full slot, one writes the
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
  };
  const values = valuesFor('b.', rows.booking);
  items.forEach((item, i) => valuesFor(`l${i}.`, item, values));
  valuesFor('c.', charges, values);
  if (rows.redemption) valuesFor('r.', rows.redemption, values);
  // Under those locks, both refusals in one statement: an identical order just placed (409), then a full slot (409).
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

export interface CreateBookingDeps {
  db: Db;
  now: () => Date;
  /** Every service by id at its current price: the app's catalogue in memory (app.catalogue), dropped on each change. */
  services: () => Promise<ReadonlyMap<string, PricedService>>;
}

/** The new booking as the customer is answered with it. */
export type NewBooking = ReturnType<typeof newBookingDto>;

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
  { db, now, services: catalogueNow }: CreateBookingDeps,
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
  );
}

/** A customer's bookings, newest first, by page number or after a cursor (customer-bookings.repository.ts). */
export async function listCustomerBookings(db: DbOrTx, customerId: string, query: CustomerBookingsQuery) {
  const { rows, total, nextCursor } = await customerBookingsPage(db, customerId, query);
  return {
    bookings: rows.map(({ booking, details }) => detailedBooking(booking, details, { showHandoverCode: true })),
    pagination: { page: query.page, limit: query.limit, total, hasMore: nextCursor !== null, next_cursor: nextCursor },
  };
}

/** One page of the bookings matching `where`, newest first, with the pagination the lists answer; `offset` wins over `page`. */
export async function pageOfBookings(
  db: DbOrTx,
  where: SQL | undefined,
  query: { page: number; limit: number; offset?: number | undefined },
) {
  const offset = query.offset ?? (query.page - 1) * query.limit;
  const [rows, [total]] = await Promise.all([
    db
      .select({ booking: bookings, ...BOOKING_DETAIL_COLUMNS })
      .from(bookings)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    bookings: rows.map(({ booking, ...details }) => detailedBooking(booking, details, { showHandoverCode: true })),
    pagination: {
      page: Math.floor(offset / query.limit) + 1,
      limit: query.limit,
      total: totalCount,
      hasMore: offset + rows.length < totalCount,
    },
  };
}

/** A booking's lines as it stands, in the pricing's shape. */
export async function storedLines(tx: DbOrTx, bookingId: string): Promise<OrderLine[]> {
  const rows = await tx
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.sortOrder));
  return rows.map((i) => ({
    serviceId: i.serviceId ?? '',
    name: i.serviceName,
    category: i.categoryId ?? '',
    unit: i.unit,
    quantity: i.quantity,
    unitPricePaise: i.unitPricePaise,
    totalPricePaise: i.totalPricePaise,
  }));
}

/** Totals of new lines on a booking: its coupon stays, its discount follows the new subtotal under the same percentage and cap. */
export async function repriceWithCoupon(tx: DbOrTx, couponCode: string | null, lines: readonly OrderLine[]): Promise<Totals> {
  let discountPaise = 0;
  if (couponCode) {
    const [rule] = await tx.select().from(coupons).where(eq(coupons.code, couponCode));
    if (rule) discountPaise = couponDiscountPaise(computeTotals(lines, 0).subtotalPaise, rule);
  }
  return computeTotals(lines, discountPaise);
}

/** The booking's charges and its coupon redemption follow new totals. */
export async function writeCharges(tx: DbOrTx, bookingId: string, totals: Totals) {
  await tx
    .update(bookingCharges)
    .set({ basePricePaise: totals.subtotalPaise, discountPaise: totals.discountPaise })
    .where(eq(bookingCharges.bookingId, bookingId));
  await tx
    .update(couponRedemptions)
    .set({ orderAmountPaise: totals.subtotalPaise, discountPaise: totals.discountPaise })
    .where(eq(couponRedemptions.bookingId, bookingId));
}

export interface UpdateBookingInput {
  pickupDate?: string | undefined;
  pickupTime?: string | undefined;
  deliveryDate?: string | undefined;
  deliveryTime?: string | undefined;
  instructions?: string | undefined;
  services?: ReadonlyArray<{ id: string; quantity: number }> | undefined;
}

/**
 * Changes date, time, instructions or services while the booking is pending or confirmed; re-priced here.
 * The status is read under a row lock and the write is conditional on it, so a booking a rider or admin
 * moved on meanwhile is never overwritten (409).
 */
export async function updateBooking(db: Db, now: () => Date, customerId: string, id: string, input: UpdateBookingInput) {
  for (const value of [input.pickupDate, input.pickupTime, input.deliveryDate, input.deliveryTime]) {
    if (value !== undefined && !value.trim()) throw badRequest(BOOKING_MESSAGES.editRequired);
  }
  const requestedLines = input.services ? await priceFromCatalogue(db, input.services) : null;

  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const row = await ownBookingRow(tx, customerId, id, true);
    assertCustomerMayEdit(row.status);
    const stored = await storedLines(tx, id);
    // Its items are the rider's to list at the door (with the customer's approval), and its slot follows other rules.
    if (isQuickPickupOrder(row.serviceType, stored.length)) throw conflict(QUICK_PICKUP_MESSAGES.cannotEdit);
    const lines = requestedLines ?? stored;
    const schedule = {
      pickupDate: input.pickupDate ?? row.scheduledDate,
      pickupTime: input.pickupTime ?? row.scheduledTime,
      deliveryDate: input.deliveryDate ?? row.deliveryDate,
      deliveryTime: input.deliveryTime ?? row.deliveryTime,
    };
    const scheduleChanged = [input.pickupDate, input.pickupTime, input.deliveryDate, input.deliveryTime].some(
      (v) => v !== undefined,
    );
    const at = now();
    if (scheduleChanged || input.services) assertSchedule(schedule, lines, at);
    if (schedule.pickupDate !== row.scheduledDate || schedule.pickupTime !== row.scheduledTime) {
      await takePickupSeat(tx, {
        areaId: row.serviceAreaId,
        date: schedule.pickupDate,
        time: schedule.pickupTime,
        bookingId: id,
      });
    }

    const totals = await repriceWithCoupon(tx, row.couponCode, lines);
    if (totals.totalPaise <= 0) throw badRequest(BOOKING_MESSAGES.totalInvalid);
    const [updated] = await tx
      .update(bookings)
      .set({
        scheduledDate: schedule.pickupDate,
        scheduledTime: schedule.pickupTime,
        deliveryDate: schedule.deliveryDate,
        deliveryTime: schedule.deliveryTime,
        ...(input.instructions !== undefined ? { specialInstructions: input.instructions.trim() || null } : {}),
        serviceType: lines[0]!.category || row.serviceType,
        subtotalPaise: totals.subtotalPaise,
        discountPaise: totals.discountPaise,
        finalPaise: totals.totalPaise,
        updatedAt: at,
      })
      .where(and(eq(bookings.id, id), inArray(bookings.status, [...EDITABLE_STATUSES])))
      .returning({ id: bookings.id });
    if (!updated) throw conflict(BOOKING_MESSAGES.cannotEdit);
    if (input.services) {
      await tx.delete(bookingItems).where(eq(bookingItems.bookingId, id));
      await writeLines(tx, id, lines);
    }
    await writeCharges(tx, id, totals);
    return (await loadBooking(tx, id))!;
  });
}

/** Cancels before the pickup is collected, through the order's rule book; a one-time coupon used on it becomes usable again. */
export async function cancelBooking(deps: TransitionDeps, customerId: string, id: string) {
  await moveOrder(deps, id, { role: 'customer', id: customerId }, { type: 'cancel' });
  return (await loadBooking(deps.db, id))!;
}
