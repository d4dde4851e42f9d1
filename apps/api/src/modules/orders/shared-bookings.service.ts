import { and, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  SHARED_BOOKING_MESSAGES,
  BOOKING_MESSAGES,
  type BookingStatus,
  type BookingView,
  type VendorStage,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, trips } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { loadBooking, pageOfBookings, withDetails } from '../booking-records/booking-read-model.js';
import { adminMove, cancelAsCustomer, statusMove } from './orders.service.js';
import { moveOrder, type TransitionDeps } from './order-transitions.js';

/** The spec's shared booking calls (admin-and-backend.md §7), each through the one transition module. */

const RIDER_VIEW = { showHandoverCode: false };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Operations' list: every booking, newest first, by status and a search of order number, name, phone or address. */
export async function listAllBookings(
  db: DbOrTx,
  query: {
    status?: BookingStatus[] | undefined;
    search?: string | undefined;
    page: number;
    limit: number;
    offset?: number | undefined;
  },
) {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const where = and(
    query.status?.length ? inArray(bookings.status, query.status) : undefined,
    pattern
      ? or(
          ilike(bookings.customOrderId, pattern),
          ilike(bookings.contactName, pattern),
          ilike(bookings.contactPhone, pattern),
          ilike(bookings.address, pattern),
        )
      : undefined,
  );
  return pageOfBookings(db, where, query);
}

const hasTripOf = (db: DbOrTx, riderId: string): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(trips)
      .where(and(eq(trips.bookingId, bookings.id), eq(trips.riderId, riderId))),
  );

/** The bookings a rider has (or had) a trip on, by pickup date and time, without the handover code. */
export async function listRiderBookings(
  db: DbOrTx,
  riderId: string,
  status: BookingStatus[] | undefined,
): Promise<BookingView[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(hasTripOf(db, riderId), status?.length ? inArray(bookings.status, status) : undefined))
    // The latest 200 (a long-serving rider's newest trips, not their first ones), shown oldest first.
    .orderBy(desc(bookings.scheduledDate), desc(bookings.scheduledTime), desc(bookings.createdAt))
    .limit(200);
  return withDetails(db, rows.reverse(), RIDER_VIEW);
}

/** PUT /api/bookings/:id/accept: the assigned rider accepts their trip, by the same rule as the order action. */
export async function acceptAsRider(deps: TransitionDeps, riderId: string, bookingId: string): Promise<BookingView> {
  await moveOrder(deps, bookingId, { role: 'rider', id: riderId }, { type: 'accept' });
  return (await loadBooking(deps.db, bookingId, RIDER_VIEW))!;
}

/** PUT /api/bookings/:id/status: an admin moves the order by the rules; a customer may only cancel. */
export async function setStatusAs(
  deps: TransitionDeps,
  who: { customerId: string } | { adminId: string },
  bookingId: string,
  body: { status: BookingStatus | VendorStage; reason?: string | undefined },
): Promise<{ message: string; booking: BookingView }> {
  if ('adminId' in who)
    return {
      message: ORDER_MESSAGES.statusUpdated,
      booking: await adminMove(deps, who.adminId, bookingId, statusMove(body.status, body.reason)),
    };
  if (body.status !== 'cancelled') throw forbidden(SHARED_BOOKING_MESSAGES.customerOnlyCancels);
  return { message: BOOKING_MESSAGES.cancelled, booking: await cancelAsCustomer(deps, who.customerId, bookingId) };
}
