// One occurrence of a recurring pickup moved by its customer (docs/decisions/0040-recurring-pickups.md): before it is
// booked only its row changes; once booked, its order's pickup is rescheduled by the order rule book.
import { and, eq } from 'drizzle-orm';
import { RECURRING_MESSAGES, istMoment, type RecurringChangeBody } from '@washday/core';
import { recurringPickupOccurrences } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { takePickupSeat } from '../bookings/slot-capacity.js';
import { moveOrder } from '../orders/order-transitions.js';
import {
  CHANGE_WINDOW_DAYS,
  CUTOFF_MS,
  occurrenceFor,
  oneSeries,
  ownSeries,
  servedAddress,
  type SeriesDeps,
} from './recurring-series.service.js';

/** The window a moved occurrence must stay in: 3 days either side of its rule date, from 30 minutes ahead. */
function assertChangeWindow(ruleDate: string, body: RecurringChangeBody, now: Date) {
  const far = Math.abs(Date.parse(body.pickup_date) - Date.parse(ruleDate)) / 86_400_000;
  const moment = istMoment(body.pickup_date, body.pickup_time).getTime();
  if (Number.isNaN(far) || far > CHANGE_WINDOW_DAYS || moment < now.getTime() + CUTOFF_MS)
    throw badRequest(RECURRING_MESSAGES.changeDate, 'pickup_date');
}

/**
 * Moves one occurrence: another slot, or a day within 3 days of its rule date (a skipped one comes back). Before it is
 * booked only its row changes; once booked, its order's pickup is rescheduled by the rule book (reschedulePickup).
 */
export async function changeOccurrence(
  deps: SeriesDeps,
  customerId: string,
  id: string,
  ruleDate: string,
  body: RecurringChangeBody,
) {
  const now = deps.now();
  const [stored] = /^[0-9a-f-]{36}$/i.test(id)
    ? await deps.db
        .select({ status: recurringPickupOccurrences.status, bookingId: recurringPickupOccurrences.bookingId })
        .from(recurringPickupOccurrences)
        .where(and(eq(recurringPickupOccurrences.seriesId, id), eq(recurringPickupOccurrences.ruleDate, ruleDate)))
    : [];
  if (stored?.status === 'booked' && stored.bookingId) {
    await changeBookedOccurrence(deps, customerId, id, ruleDate, stored.bookingId, body);
    return oneSeries(deps, customerId, id);
  }
  await deps.db.transaction(async (tx) => {
    const series = await ownSeries(tx, customerId, id, true);
    if (series.status === 'stopped') throw conflict(RECURRING_MESSAGES.stopped409);
    const { row } = await occurrenceFor(tx, series, ruleDate, now);
    // Booked since it was read: the customer tries again and the booked path takes it.
    if (row?.status === 'booked') throw conflict(RECURRING_MESSAGES.alreadyBooked);
    assertChangeWindow(ruleDate, body, now);
    const values = { pickupDate: body.pickup_date, pickupTime: body.pickup_time, status: 'changed' as const, updatedAt: now };
    await tx
      .insert(recurringPickupOccurrences)
      .values({ seriesId: id, ruleDate, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [recurringPickupOccurrences.seriesId, recurringPickupOccurrences.ruleDate], set: values });
  });
  return oneSeries(deps, customerId, id);
}

/**
 * A booked occurrence moved: its order's pickup is rescheduled through the rule book (refused once the rider is on the
 * way or has the items; the new slot's seat is taken as for any booking) and its row follows, in the move's own
 * transaction under the series' lock, so the two never disagree.
 */
async function changeBookedOccurrence(
  deps: SeriesDeps,
  customerId: string,
  id: string,
  ruleDate: string,
  bookingId: string,
  body: RecurringChangeBody,
) {
  const now = deps.now();
  await moveOrder(
    deps.transitions(),
    bookingId,
    { role: 'customer', id: customerId },
    { type: 'reschedulePickup', pickupDate: body.pickup_date, pickupTime: body.pickup_time },
    {
      before: async (tx) => {
        const series = await ownSeries(tx, customerId, id, true);
        if (series.status === 'stopped') throw conflict(RECURRING_MESSAGES.stopped409);
        const { row } = await occurrenceFor(tx, series, ruleDate, now);
        if (row?.status !== 'booked' || row.bookingId !== bookingId) throw conflict(RECURRING_MESSAGES.changedMeanwhile);
        assertChangeWindow(ruleDate, body, now);
        // Where the series picks up must still be served (the order's place is the series' address).
        if (series.addressId) await servedAddress(tx, customerId, series.addressId);
      },
      after: async (tx, at, order) => {
        if (order.scheduledDate !== body.pickup_date || order.scheduledTime !== body.pickup_time)
          await takePickupSeat(tx, {
            areaId: order.serviceAreaId,
            date: body.pickup_date,
            time: body.pickup_time,
            bookingId,
            field: 'pickup_time',
          });
        const [row] = await tx
          .select({ pickupDate: recurringPickupOccurrences.pickupDate })
          .from(recurringPickupOccurrences)
          .where(and(eq(recurringPickupOccurrences.seriesId, id), eq(recurringPickupOccurrences.ruleDate, ruleDate)));
        await tx
          .update(recurringPickupOccurrences)
          .set({
            pickupDate: body.pickup_date,
            pickupTime: body.pickup_time,
            movedFromTime: null,
            // A new day is reminded of again the evening before it.
            ...(row?.pickupDate !== body.pickup_date ? { remindedAt: null } : {}),
            updatedAt: at,
          })
          .where(and(eq(recurringPickupOccurrences.seriesId, id), eq(recurringPickupOccurrences.ruleDate, ruleDate)));
      },
    },
  );
}
