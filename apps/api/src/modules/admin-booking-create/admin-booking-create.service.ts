import { eq } from 'drizzle-orm';
import {
  CUSTOMER_NOTICE_TITLES,
  BOOK_FOR_USER_DEFAULT_SERVICE,
  BOOK_FOR_USER_MESSAGES,
  bookForUserCustomLineProblem,
  bookForUserCustomOrderLine,
  bookForUserDeliveryDefaults,
  bookForUserScheduleProblem,
  computeTotals,
  customerNoticeMessage,
  firstBookForUserProblem,
  normalizeIndianMobile,
  paiseToRupees,
  rupeesToPaise,
  toStoredPhone,
  type BookForUserOrderLine,
  type BookForUserLine,
} from '@washday/core';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { userPreferences, users } from '../../db/schema/index.js';
import type { BusEvent, EventBus } from '../../events/event-bus.js';
import { recordEvent } from '../../events/live-events.service.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { priceFromCatalogue } from '../booking-records/booking-lines.js';
import { placeOfSavedAddress, placeOfTypedAddress, type BookingPlace } from '../bookings/booking-place.js';
import { insertNewBooking, lockNewBooking, newBookingDto, withFreshOrderId, type NewBooking } from '../bookings/new-booking.js';
import type { Geocoder } from '../locations/geocoder.js';
import { deliverNotification, storeNotification, type NotifyDeps } from '../notifications/notify.service.js';
import { writeBookedStep } from '../orders/order-audit.js';

type UserRow = typeof users.$inferSelect;

/** A booking made for a customer, as the admin is answered: the booking and whose it is (an account made for it or not). */
export interface AdminBookingCreated {
  booking: NewBooking;
  customer: { _id: string; name: string; phone: string; created: boolean };
}

export interface AdminBookingDeps {
  db: Db;
  now: () => Date;
  geocoder: Geocoder;
  bus: EventBus;
  jobs: NotifyDeps['jobs'];
  log: NotifyDeps['log'];
  /** Open bookings a customer may have at once (OPEN_BOOKINGS_PER_CUSTOMER): an admin's booking for them obeys it too. */
  openBookingsMax: number;
}

/** The body as the route has parsed it (core's schema, trimmed). */
export interface AdminBookingRequest {
  customer_id?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  service?: string | null | undefined;
  services?: BookForUserLine[] | null | undefined;
  scheduled_date?: string | null | undefined;
  scheduled_time?: string | null | undefined;
  delivery_date?: string | null | undefined;
  delivery_time?: string | null | undefined;
  provider_name?: string | null | undefined;
  address?: string | null | undefined;
  address_id?: string | null | undefined;
  additional_details?: string | null | undefined;
  special_instructions?: string | null | undefined;
  discount_amount?: number | null | undefined;
}

/** Who the booking is for: an account that exists, or one this booking creates (from a 10-digit phone and a name). */
type Customer = { kind: 'existing'; row: UserRow } | { kind: 'new'; phone: string; name: string };

const isUuid = (value: string) => z.uuid().safeParse(value).success;

async function resolveCustomer(db: DbOrTx, body: AdminBookingRequest): Promise<Customer> {
  const customerId = body.customer_id?.trim();
  if (customerId) {
    const [row] = isUuid(customerId) ? await db.select().from(users).where(eq(users.id, customerId)) : [];
    if (!row) throw new AppError(404, BOOK_FOR_USER_MESSAGES.customerNotFound, { code: 'NOT_FOUND', field: 'customer_id' });
    return { kind: 'existing', row };
  }
  const phone = normalizeIndianMobile(body.phone ?? '');
  if (!phone) throw badRequest(BOOK_FOR_USER_MESSAGES.phoneInvalid, 'phone');
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.phone, toStoredPhone(phone)));
  if (row) return { kind: 'existing', row };
  const name = body.name?.trim();
  if (!name) throw badRequest(BOOK_FOR_USER_MESSAGES.nameRequired, 'name');
  return { kind: 'new', phone, name };
}

/**
 * The order's lines: catalogue lines priced by the server from the catalogue (client names and prices ignored), then
 * custom lines at the admin's price, marked as set by the admin.
 */
async function priceLines(db: DbOrTx, requested: readonly BookForUserLine[]): Promise<BookForUserOrderLine[]> {
  const catalogueLines = requested.filter((line) => line.id?.trim());
  const custom: BookForUserOrderLine[] = [];
  requested.forEach((line, index) => {
    if (line.id?.trim()) return;
    const problem = bookForUserCustomLineProblem(line);
    if (problem) throw badRequest(problem.message, `services.${index}.${problem.field}`);
    custom.push(bookForUserCustomOrderLine({ name: line.name!, quantity: line.quantity, price: line.price!, unit: line.unit }));
  });
  const priced = catalogueLines.length
    ? (
        await priceFromCatalogue(
          db,
          catalogueLines.map((line) => ({ id: line.id!.trim(), quantity: line.quantity })),
        )
      ).map((line) => ({ ...line, priceSetByAdmin: false }))
    : [];
  return [...priced, ...custom];
}

/**
 * Where the pickup is: one of the customer's saved addresses, or the typed text. Either must be in a served area, by
 * the same check as the customer's checkout (a typed address judged by its words first, as the admin wrote it).
 */
async function resolvePlace(
  deps: AdminBookingDeps,
  customer: Customer,
  body: AdminBookingRequest,
  contact: { name: string; phone: string },
): Promise<BookingPlace> {
  if (body.address_id) {
    const saved =
      customer.kind === 'existing'
        ? await placeOfSavedAddress(deps.db, customer.row.id, body.address_id, contact, 'address')
        : null;
    if (!saved) throw badRequest(BOOK_FOR_USER_MESSAGES.addressNotSaved, 'address_id');
    return saved;
  }
  return placeOfTypedAddress(deps, body.address!.trim(), contact, 'address');
}

/** The account a new customer gets: created here, or the one a concurrent booking created a moment ago. */
async function createCustomerAccount(
  tx: DbOrTx,
  phone: string,
  name: string,
  at: Date,
): Promise<{ row: UserRow; created: boolean }> {
  const [created] = await tx
    .insert(users)
    .values({ phone: toStoredPhone(phone), name, isVerified: false, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (created) {
    await tx.insert(userPreferences).values({ userId: created.id, preferences: {} }).onConflictDoNothing();
    return { row: created, created: true };
  }
  const [existing] = await tx
    .select()
    .from(users)
    .where(eq(users.phone, toStoredPhone(phone)));
  return { row: existing!, created: false };
}

/**
 * Book for User (admin-and-backend.md §5): the spec's four checks in order, then the customer (an account, or a new one
 * from a 10-digit phone), the lines, the schedule and the place. One transaction writes the account if new, the booking
 * (pending, by the shared booking code), its audit step as created by the admin, the customer's notification and the
 * admins' live event; the message and the event leave after the commit. `onCreated` runs in that transaction before it
 * commits (the idempotency record is written there).
 */
export async function createAdminBooking(
  deps: AdminBookingDeps,
  adminId: string,
  body: AdminBookingRequest,
  onCreated: (tx: DbOrTx, created: AdminBookingCreated) => Promise<unknown> = async () => {},
): Promise<AdminBookingCreated> {
  const lines = body.services ?? [];
  const first = firstBookForUserProblem({
    customerId: body.customer_id,
    phone: body.phone,
    lineCount: lines.length,
    pickupDate: body.scheduled_date,
    pickupTime: body.scheduled_time,
    address: body.address,
    addressId: body.address_id,
  });
  if (first) throw badRequest(first.message, first.field);

  const customer = await resolveCustomer(deps.db, body);
  if (customer.kind === 'existing' && body.phone?.trim() && !normalizeIndianMobile(body.phone))
    throw badRequest(BOOK_FOR_USER_MESSAGES.phoneInvalid, 'phone');
  const orderLines = await priceLines(deps.db, lines);
  const scheduleProblem = bookForUserScheduleProblem(
    {
      pickupDate: body.scheduled_date!,
      pickupTime: body.scheduled_time!,
      deliveryDate: body.delivery_date,
      deliveryTime: body.delivery_time,
    },
    deps.now(),
  );
  if (scheduleProblem) throw badRequest(scheduleProblem.message, scheduleProblem.field);
  const schedule = bookForUserDeliveryDefaults({
    pickupDate: body.scheduled_date!,
    pickupTime: body.scheduled_time!,
    deliveryDate: body.delivery_date,
    deliveryTime: body.delivery_time,
  });
  const contact = {
    name: body.name?.trim() || (customer.kind === 'existing' ? customer.row.name : customer.name),
    phone:
      normalizeIndianMobile(body.phone ?? '') ??
      (customer.kind === 'existing' ? (normalizeIndianMobile(customer.row.phone) ?? customer.row.phone) : customer.phone),
  };
  const place = await resolvePlace(deps, customer, body, contact);
  // The admin's discount; the total never goes below 0 (computeTotals caps it at the subtotal).
  const totals = computeTotals(orderLines, rupeesToPaise(body.discount_amount ?? 0));

  const outcome = await withFreshOrderId(() =>
    deps.db.transaction(async (tx) => {
      const at = deps.now();
      const account =
        customer.kind === 'existing'
          ? { row: customer.row, created: false }
          : await createCustomerAccount(tx, customer.phone, customer.name, at);
      const customerId = account.row.id;
      await lockNewBooking(tx, customerId, { areaId: place.serviceAreaId, date: schedule.pickupDate, time: schedule.pickupTime });
      const written = await insertNewBooking(tx, {
        customerId,
        lines: orderLines,
        totals,
        schedule,
        place,
        instructions: body.special_instructions?.trim() || null,
        additionalDetails: body.additional_details?.trim() || null,
        service: body.service?.trim() || BOOK_FOR_USER_DEFAULT_SERVICE,
        providerName: body.provider_name?.trim() || undefined,
        paymentMethod: 'cash',
        coupon: null,
        createdByAdminId: adminId,
        openBookingsMax: deps.openBookingsMax,
        seatField: 'scheduled_time',
        at,
      });
      const bookingId = written.row.id;
      const note = account.created ? 'Booked by an admin for a new customer account' : 'Booked by an admin for the customer';
      await writeBookedStep(tx, bookingId, { role: 'admin', id: adminId }, note, at);
      const booking = newBookingDto(written);
      const values = {
        order_number: booking.custom_order_id,
        pickup_date: schedule.pickupDate,
        pickup_time: schedule.pickupTime,
        amount: paiseToRupees(totals.totalPaise),
        account_created: account.created,
      };
      const notice = await storeNotification(
        tx,
        {
          recipient: { kind: 'customer', userId: customerId },
          type: 'booking_created',
          title: CUSTOMER_NOTICE_TITLES.booking_created,
          message: customerNoticeMessage('booking_created', values, at),
          data: { booking_id: bookingId, custom_order_id: booking.custom_order_id, ...values },
          bookingId,
        },
        at,
        deps.jobs,
      );
      const event = await recordEvent(tx, { kind: 'admins' }, 'booking.updated', {
        booking_id: bookingId,
        status: booking.status,
        rider_status: booking.rider_status,
      });
      const { row, created } = account;
      const answer = {
        booking,
        customer: { _id: row.id, name: row.name, phone: normalizeIndianMobile(row.phone) ?? row.phone, created },
      };
      await onCreated(tx, answer);
      return { answer, notice, event };
    }),
  );

  await deliverNotification(deps, outcome.notice);
  await publish(deps, outcome.event);
  return outcome.answer;
}

async function publish(deps: AdminBookingDeps, event: BusEvent) {
  try {
    await deps.bus.publish(event);
  } catch (err) {
    deps.log.error({ err, eventId: event.id }, 'admin booking: booking.updated not published');
  }
}
