// The recurring pickups' job (docs/decisions/0040-recurring-pickups.md): books each due occurrence as a real booking
// (a quick pickup: the rider confirms the items at the door) a fixed time ahead, through the booking writer's rules,
// and sends the evening-before reminders. Each run reads everything again; two runs at once book a date once (the
// series' row lock, and the unique series and date key behind it).
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  CUSTOMER_NOTICE_TITLES,
  QUICK_PICKUP_SERVICE,
  addDaysToDate,
  businessDate,
  computeTotals,
  customerNoticeMessage,
  istMoment,
  nearestRecurringSlots,
  normalizeIndianMobile,
  quickPickupDelivery,
  recurringBookingAt,
  recurringReminderAt,
  type PricedService,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { addresses, bookings, recurringPickupOccurrences, recurringPickups, users } from '../../db/schema/index.js';
import type { BusEvent } from '../../events/event-bus.js';
import { recordEvent } from '../../events/live-events.service.js';
import { AppError } from '../../lib/errors.js';
import { placeOfAddress } from '../bookings/booking-place.js';
import { insertNewBooking, lockNewBooking, withFreshOrderId } from '../bookings/new-booking.js';
import { fullSlots } from '../bookings/slot-capacity.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';
import {
  deliverNotification,
  storeNotification,
  type NotifyDeps,
  type StoredNotification,
} from '../notifications/notify.service.js';
import { writeBookedStep } from '../orders/order-audit.js';
import { queuePickupReminder } from '../reminders/pickup-reminders.service.js';
import { CHANGE_WINDOW_DAYS, upcomingOccurrences, type OccurrenceRow, type SeriesRow } from './recurring-series.service.js';

export interface OccurrenceDeps extends NotifyDeps {
  services: () => Promise<ReadonlyMap<string, PricedService>>;
  openBookingsMax: number;
  /** RECURRING_PICKUP_LEAD_HOURS: how long before its slot an occurrence is booked. */
  leadHours: number;
}

export interface RecurringRunResult {
  booked: number;
  moved: number;
  paused: number;
  missed: number;
  reminded: number;
}

/** A slot starting within this is not booked any more (a quick pickup's cut-off). */
const CUTOFF_MS = 30 * 60_000;
/** Occurrences looked at per series in one run: enough for any lead time up to a few weeks. */
const LOOKAHEAD = 8;

type Outcome = 'booked' | 'moved' | 'paused' | 'missed' | 'already';

/** One run: books what is due, then reminds. The job calls this; tests call it too, twice at once. */
export async function runRecurringPickups(deps: OccurrenceDeps): Promise<RecurringRunResult> {
  const result: RecurringRunResult = { booked: 0, moved: 0, paused: 0, missed: 0, reminded: 0 };
  const now = deps.clock.now();
  const active = await deps.db.select().from(recurringPickups).where(eq(recurringPickups.status, 'active'));
  if (active.length > 0) {
    const stored = await deps.db
      .select()
      .from(recurringPickupOccurrences)
      .where(
        and(
          inArray(
            recurringPickupOccurrences.seriesId,
            active.map((s) => s.id),
          ),
          gte(recurringPickupOccurrences.ruleDate, addDaysToDate(businessDate(now), -CHANGE_WINDOW_DAYS)),
        ),
      );
    for (const series of active) {
      const due = upcomingOccurrences(
        series,
        stored.filter((o) => o.seriesId === series.id),
        now,
        LOOKAHEAD,
      ).filter(
        (o) =>
          (!o.row || o.row.status === 'changed') &&
          recurringBookingAt(o.pickupDate, o.pickupTime, deps.leadHours).getTime() <= now.getTime(),
      );
      for (const occurrence of due) {
        try {
          const outcome = await bookOccurrence(deps, series.id, occurrence.ruleDate);
          if (outcome !== 'already') result[outcome] += 1;
          if (outcome === 'paused') break;
        } catch (err) {
          // One series' failure never stops the others; the next run tries again.
          deps.log.error({ err, seriesId: series.id, date: occurrence.ruleDate }, 'recurring pickup: not booked');
        }
      }
    }
  }
  result.reminded = await sendReminders(deps, now);
  return result;
}

/** The rider's note: where the booking comes from and the usual services, which the rider confirms at the door. */
function riderNote(series: SeriesRow, catalogue: ReadonlyMap<string, PricedService>): string {
  const usual = series.services.map((s) => `${catalogue.get(s.service_id)?.name ?? s.service_id} × ${s.quantity}`).join(', ');
  return [`Recurring pickup${usual ? `. Usual: ${usual}` : ''}. Confirm the items at the door.`, series.notes]
    .filter(Boolean)
    .join(' ');
}

/**
 * Books one occurrence under the series' row lock: re-reads the series and the occurrence (another run may have done
 * it), pauses the series when its address is gone or no longer served, else writes the booking in the nearest slot
 * with a seat (the asked one first) and its occurrence row, with the customer's notice when the slot moved.
 */
export async function bookOccurrence(deps: OccurrenceDeps, seriesId: string, ruleDate: string): Promise<Outcome> {
  const catalogue = await deps.services();
  const done = await withFreshOrderId(() =>
    deps.db.transaction(async (tx) => {
      const at = deps.clock.now();
      const [series] = await tx.select().from(recurringPickups).where(eq(recurringPickups.id, seriesId)).for('update');
      if (series?.status !== 'active') return { outcome: 'already' as const };
      const [row] = await tx
        .select()
        .from(recurringPickupOccurrences)
        .where(and(eq(recurringPickupOccurrences.seriesId, seriesId), eq(recurringPickupOccurrences.ruleDate, ruleDate)));
      if (row && row.status !== 'changed') return { outcome: 'already' as const };
      const pickupDate = row?.pickupDate ?? ruleDate;
      const askedTime = row?.pickupTime ?? series.pickupTime;

      const [address] = series.addressId ? await tx.select().from(addresses).where(eq(addresses.id, series.addressId)) : [];
      const availability = address ? await checkAddressAvailability(tx, address) : null;
      if (!address || !availability?.is_available) {
        const reason = address ? ('not_serviceable' as const) : ('address_missing' as const);
        await tx
          .update(recurringPickups)
          .set({ status: 'paused', pausedReason: reason, updatedAt: at })
          .where(eq(recurringPickups.id, seriesId));
        const stored = await storeNotification(
          tx,
          {
            recipient: { kind: 'customer', userId: series.customerId },
            type: 'recurring_paused',
            title: CUSTOMER_NOTICE_TITLES.recurring_paused,
            message: customerNoticeMessage('recurring_paused', { reason }, at),
            priority: 'high',
            data: { reason, series_id: seriesId },
          },
          at,
          deps.jobs,
        );
        return { outcome: 'paused' as const, stored: [stored] };
      }

      const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, series.customerId));
      const phone = normalizeIndianMobile(address.contactPhone) ?? normalizeIndianMobile(user?.phone ?? '') ?? '';
      const full = new Set(await fullSlots(tx, availability.areaId, pickupDate));
      const candidates = nearestRecurringSlots(pickupDate, askedTime, new Date(at.getTime() + CUTOFF_MS)).filter(
        (t) => !full.has(t),
      );
      for (const time of candidates) {
        // A savepoint per try: a seat taken since the count above refuses this slot only.
        const written = await tx
          .transaction(async (sp) => {
            await lockNewBooking(sp, series.customerId, { areaId: availability.areaId, date: pickupDate, time });
            return insertNewBooking(sp, {
              customerId: series.customerId,
              lines: [],
              totals: computeTotals([], 0),
              schedule: { pickupDate, pickupTime: time, ...quickPickupDelivery(pickupDate, time) },
              place: placeOfAddress(address, phone, availability.areaId),
              instructions: riderNote(series, catalogue),
              service: QUICK_PICKUP_SERVICE,
              paymentMethod: 'cash',
              coupon: null,
              quickPickup: true,
              openBookingsMax: deps.openBookingsMax,
              at,
            });
          })
          .catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 409 && error.options.code === 'SLOT_FULL') return null;
            throw error;
          });
        if (!written) continue;
        return {
          outcome: time === askedTime ? ('booked' as const) : ('moved' as const),
          ...(await recordBooked(deps, tx, {
            series,
            ruleDate,
            pickupDate,
            time,
            askedTime,
            bookingId: written.row.id,
            orderNumber: written.row.customOrderId,
            at,
          })),
        };
      }
      return { outcome: 'missed' as const, stored: [await recordMissed(deps, tx, series, ruleDate, pickupDate, askedTime, at)] };
    }),
  ).catch(async (error: unknown) => {
    // The open-bookings limit refuses this occurrence only: recorded as missed, and the customer told.
    if (error instanceof AppError && error.options.code === 'TOO_MANY_OPEN_BOOKINGS') {
      return deps.db.transaction(async (tx) => {
        const at = deps.clock.now();
        const [series] = await tx.select().from(recurringPickups).where(eq(recurringPickups.id, seriesId)).for('update');
        const [row] = await tx
          .select()
          .from(recurringPickupOccurrences)
          .where(and(eq(recurringPickupOccurrences.seriesId, seriesId), eq(recurringPickupOccurrences.ruleDate, ruleDate)));
        if (!series || (row && row.status !== 'changed')) return { outcome: 'already' as const };
        const pickupDate = row?.pickupDate ?? ruleDate;
        const stored = await recordMissed(deps, tx, series, ruleDate, pickupDate, row?.pickupTime ?? series.pickupTime, at);
        return { outcome: 'missed' as const, stored: [stored] };
      });
    }
    throw error;
  });
  for (const stored of done.stored ?? []) await deliverNotification(deps, stored);
  for (const event of 'events' in done ? done.events : []) {
    try {
      await deps.bus.publish(event);
    } catch (err) {
      deps.log.error({ err, eventId: event.id }, 'recurring pickup: booking.updated not published');
    }
  }
  return done.outcome;
}

interface Booked {
  series: SeriesRow;
  ruleDate: string;
  pickupDate: string;
  time: string;
  askedTime: string;
  bookingId: string;
  orderNumber: string;
  at: Date;
}

/** The booking's audit step, the occurrence row, its pickup reminder, the admins' live event and, when moved, the customer's notice. */
async function recordBooked(deps: OccurrenceDeps, tx: DbOrTx, b: Booked) {
  await writeBookedStep(
    tx,
    b.bookingId,
    { role: 'customer', id: b.series.customerId },
    'Booked by the customer’s recurring pickup',
    b.at,
  );
  const moved = b.time !== b.askedTime;
  const values = {
    pickupDate: b.pickupDate,
    pickupTime: b.time,
    status: 'booked' as const,
    bookingId: b.bookingId,
    movedFromTime: moved ? b.askedTime : null,
    updatedAt: b.at,
  };
  await tx
    .insert(recurringPickupOccurrences)
    .values({ seriesId: b.series.id, ruleDate: b.ruleDate, ...values, createdAt: b.at })
    .onConflictDoUpdate({ target: [recurringPickupOccurrences.seriesId, recurringPickupOccurrences.ruleDate], set: values });
  await queuePickupReminder(deps, tx, b.bookingId);
  const event: BusEvent = await recordEvent(tx, { kind: 'admins' }, 'booking.updated', {
    booking_id: b.bookingId,
    status: 'pending',
    rider_status: 'pending',
  });
  const stored: StoredNotification[] = [];
  if (moved) {
    const data = { order_number: b.orderNumber, pickup_date: b.pickupDate, pickup_time: b.time, asked_time: b.askedTime };
    stored.push(
      await storeNotification(
        tx,
        {
          recipient: { kind: 'customer', userId: b.series.customerId },
          type: 'recurring_moved',
          title: CUSTOMER_NOTICE_TITLES.recurring_moved,
          message: customerNoticeMessage('recurring_moved', data, b.at),
          priority: 'high',
          bookingId: b.bookingId,
          data: { ...data, booking_id: b.bookingId, series_id: b.series.id },
        },
        b.at,
        deps.jobs,
      ),
    );
  }
  return { stored, events: [event] };
}

async function recordMissed(
  deps: OccurrenceDeps,
  tx: DbOrTx,
  series: SeriesRow,
  ruleDate: string,
  pickupDate: string,
  pickupTime: string,
  at: Date,
) {
  const values = { pickupDate, pickupTime, status: 'missed' as const, updatedAt: at };
  await tx
    .insert(recurringPickupOccurrences)
    .values({ seriesId: series.id, ruleDate, ...values, createdAt: at })
    .onConflictDoUpdate({ target: [recurringPickupOccurrences.seriesId, recurringPickupOccurrences.ruleDate], set: values });
  return storeNotification(
    tx,
    {
      recipient: { kind: 'customer', userId: series.customerId },
      type: 'recurring_missed',
      title: CUSTOMER_NOTICE_TITLES.recurring_missed,
      message: customerNoticeMessage('recurring_missed', { pickup_date: pickupDate }, at),
      priority: 'high',
      data: { pickup_date: pickupDate, series_id: series.id },
    },
    at,
    deps.jobs,
  );
}

/**
 * The evening-before reminders: each booked occurrence picked up tomorrow whose order still awaits its pickup, once
 * 19:00 India time has come. Claimed by setting reminded_at where it is null, so two runs send one.
 */
async function sendReminders(deps: OccurrenceDeps, now: Date): Promise<number> {
  const tomorrow = addDaysToDate(businessDate(now), 1);
  if (now.getTime() < recurringReminderAt(tomorrow).getTime()) return 0;
  const due = await deps.db
    .select({ id: recurringPickupOccurrences.id })
    .from(recurringPickupOccurrences)
    .innerJoin(bookings, eq(bookings.id, recurringPickupOccurrences.bookingId))
    .where(
      and(
        eq(recurringPickupOccurrences.status, 'booked'),
        eq(recurringPickupOccurrences.pickupDate, tomorrow),
        isNull(recurringPickupOccurrences.remindedAt),
        inArray(bookings.status, ['pending', 'confirmed']),
      ),
    );
  let sent = 0;
  for (const { id } of due) {
    const stored = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(recurringPickupOccurrences)
        .set({ remindedAt: now })
        .where(and(eq(recurringPickupOccurrences.id, id), isNull(recurringPickupOccurrences.remindedAt)))
        .returning();
      if (!claimed?.bookingId) return null;
      return remind(deps, tx, claimed, now);
    });
    if (stored) {
      sent += 1;
      await deliverNotification(deps, stored);
    }
  }
  return sent;
}

async function remind(deps: OccurrenceDeps, tx: DbOrTx, occurrence: OccurrenceRow, now: Date) {
  const [order] = await tx
    .select({
      customerId: bookings.customerId,
      orderNumber: bookings.customOrderId,
      date: bookings.scheduledDate,
      time: bookings.scheduledTime,
    })
    .from(bookings)
    .where(eq(bookings.id, occurrence.bookingId!));
  if (!order) return null;
  const data = { order_number: order.orderNumber, pickup_date: order.date, pickup_time: order.time };
  return storeNotification(
    tx,
    {
      recipient: { kind: 'customer', userId: order.customerId },
      type: 'recurring_reminder',
      title: CUSTOMER_NOTICE_TITLES.recurring_reminder,
      message: customerNoticeMessage('recurring_reminder', data, now),
      priority: 'medium',
      bookingId: occurrence.bookingId,
      data: { ...data, booking_id: occurrence.bookingId, series_id: occurrence.seriesId, rule_date: occurrence.ruleDate },
    },
    now,
    deps.jobs,
  );
}

/** Whether a pickup is still ahead (the reply handler's check). */
export const pickupAhead = (date: string, time: string, now: Date) => istMoment(date, time).getTime() > now.getTime();
