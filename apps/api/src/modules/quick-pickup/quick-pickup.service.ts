// Quick pickup (customer-app.md §5, §7; docs/decisions/0018-quick-pickup.md): a signed-in customer asks for a rider
// at an hour; the booking it makes has no items until the rider lists them at the door (rider-portal.md §4.5).
import { eq } from 'drizzle-orm';
import {
  QUICK_PICKUP_MESSAGES,
  QUICK_PICKUP_SERVICE,
  computeTotals,
  firstQuickPickupProblem,
  normalizeIndianMobile,
  quickPickupDelivery,
  type QuickPickupRequest,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { quickPickups, users } from '../../db/schema/index.js';
import type { EventBus } from '../../events/event-bus.js';
import { recordEvent } from '../../events/live-events.service.js';
import { AppError, badRequest, unauthorized } from '../../lib/errors.js';
import { placeOfSavedAddress, placeOfTypedAddress, type PlaceDeps } from '../bookings/booking-place.js';
import { insertNewBooking, lockNewBooking, newBookingDto, withFreshOrderId, type NewBooking } from '../bookings/new-booking.js';
import { writeBookedStep } from '../orders/order-audit.js';

export interface QuickPickupDeps extends PlaceDeps {
  db: Db;
  now: () => Date;
  bus: EventBus;
  /** Open bookings a customer may have at once (OPEN_BOOKINGS_PER_CUSTOMER); a quick pickup is one. */
  openBookingsMax: number;
}

/** A quick pickup as its customer is answered: the request's record and its booking. */
export interface QuickPickupCreated {
  data: QuickPickupRequest;
  booking: NewBooking;
}

/** The body as the route has parsed it (core's schema, trimmed; a blank address_id is null). */
export interface QuickPickupInput {
  pickup_date?: string | null | undefined;
  pickup_time?: string | null | undefined;
  house_number?: string | null | undefined;
  address?: string | null | undefined;
  address_id?: string | null | undefined;
}

const profileIncomplete = (message: string, field: string) => new AppError(422, message, { code: 'PROFILE_INCOMPLETE', field });

/** The customer as the rider will meet them: the account's name and 10-digit phone, both required (§5). */
async function contactOf(db: Db, customerId: string) {
  const [user] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, customerId));
  if (!user) throw unauthorized(QUICK_PICKUP_MESSAGES.userIdMissing);
  const name = user.name.trim();
  if (!name) throw profileIncomplete(QUICK_PICKUP_MESSAGES.nameMissing, 'customer_name');
  const phone = normalizeIndianMobile(user.phone);
  if (!phone) throw profileIncomplete(QUICK_PICKUP_MESSAGES.phoneMissing, 'customer_phone');
  return { name, phone };
}

/**
 * Checks the request (date, slot and address rules at the server's clock, then the account, then the place) and writes,
 * in one transaction, the booking (pending, express, no items, ₹0, by the shared booking code so the slot's capacity
 * applies), its first audit step, the request's record linked to it and the admins' live event (sent after the commit).
 * `onCreated` runs in that transaction before it commits (the idempotency record is written there).
 */
export async function createQuickPickup(
  deps: QuickPickupDeps,
  customerId: string,
  body: QuickPickupInput,
  onCreated: (tx: DbOrTx, created: QuickPickupCreated) => Promise<unknown> = async () => {},
): Promise<QuickPickupCreated> {
  const problem = firstQuickPickupProblem(body, deps.now());
  if (problem) throw badRequest(problem.message, problem.field);
  const pickupDate = body.pickup_date!.trim();
  const pickupTime = body.pickup_time!.trim();
  const contact = await contactOf(deps.db, customerId);
  const houseNumber = body.house_number?.trim() || null;
  const place = body.address_id
    ? await placeOfSavedAddress(deps.db, customerId, body.address_id, contact, 'address_id')
    : await placeOfTypedAddress(deps, body.address!.trim(), contact, 'address', houseNumber);
  if (!place) throw badRequest(QUICK_PICKUP_MESSAGES.addressNotSaved, 'address_id');
  // A house number typed for this pickup is the door the rider goes to, even at a saved address.
  if (houseNumber) place.flatNo = houseNumber;

  const outcome = await withFreshOrderId(() =>
    deps.db.transaction(async (tx) => {
      const at = deps.now();
      // A second tap without an Idempotency-Key (the same slot within two minutes) is refused in insertNewBooking.
      await lockNewBooking(tx, customerId, { areaId: place.serviceAreaId, date: pickupDate, time: pickupTime });
      const written = await insertNewBooking(tx, {
        customerId,
        lines: [],
        totals: computeTotals([], 0),
        schedule: { pickupDate, pickupTime, ...quickPickupDelivery(pickupDate, pickupTime) },
        place,
        instructions: null,
        service: QUICK_PICKUP_SERVICE,
        paymentMethod: 'cash',
        coupon: null,
        seatField: 'pickup_time',
        quickPickup: true,
        openBookingsMax: deps.openBookingsMax,
        at,
      });
      const bookingId = written.row.id;
      await writeBookedStep(tx, bookingId, { role: 'customer', id: customerId }, 'Quick pickup requested by the customer', at);
      // The request as the customer made it (§3), scheduled at once: its booking is the order from here on.
      const [request] = await tx
        .insert(quickPickups)
        .values({
          customerId,
          customerName: contact.name,
          customerPhone: contact.phone,
          pickupDate,
          pickupTime,
          houseNumber: place.flatNo,
          address: place.address,
          status: 'scheduled',
          bookingId,
          createdAt: at,
        })
        .returning({ id: quickPickups.id });
      const booking = newBookingDto(written);
      const event = await recordEvent(tx, { kind: 'admins' }, 'booking.updated', {
        booking_id: bookingId,
        status: booking.status,
        rider_status: booking.rider_status,
      });
      const data: QuickPickupRequest = {
        id: request!.id,
        customer_id: customerId,
        customer_name: contact.name,
        customer_phone: contact.phone,
        pickup_date: booking.scheduled_date,
        pickup_time: booking.scheduled_time,
        house_number: place.flatNo,
        address: booking.address,
        status: 'pending',
        created_at: at.toISOString(),
        booking_id: booking.id,
        custom_order_id: booking.custom_order_id,
      };
      await onCreated(tx, { data, booking });
      return { created: { data, booking }, event };
    }),
  );

  try {
    await deps.bus.publish(outcome.event);
  } catch (err) {
    // Stored already: an admin screen that reconnects replays it.
    deps.log.error({ err, eventId: outcome.event.id }, 'quick pickup: booking.updated not published');
  }
  return outcome.created;
}
