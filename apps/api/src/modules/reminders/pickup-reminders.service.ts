// Pickup reminders (docs/decisions/0019): the customer's reminderTime before the pickup slot, a normal order
// notification. Scheduled when a booking is placed, its pickup moves or it is confirmed; the job decides again when it runs.
import { and, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_NOTICE_TITLES,
  customerNoticeMessage,
  istMoment,
  pickupReminderAt,
  resolvePreferences,
  type BookingStatus,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, notifications, userPreferences } from '../../db/schema/index.js';
import {
  deliverNotification,
  storeNotification,
  type NotifyDeps,
  type StoredNotification,
} from '../notifications/notify.service.js';
import type { LifecycleEvents } from '../orders/order-audit.js';

export const PICKUP_REMINDER_JOB = 'send-pickup-reminder';
export const PICKUP_REMINDER_TYPE = 'pickup_reminder';
export const PICKUP_REMINDER_TITLE = CUSTOMER_NOTICE_TITLES.pickup_reminder;

/** The pickup a reminder was scheduled for: a job whose pickup is no longer the booking's does nothing. */
export interface PickupReminderData {
  bookingId: string;
  pickupDate: string;
  pickupTime: string;
}

export type ScheduleOutcome =
  { status: 'scheduled'; runAt: Date; jobId: string | null } | { status: 'no booking' | 'not awaiting pickup' | 'too late' };

export interface PickupReminderResult {
  status: 'sent' | 'no booking' | 'not awaiting pickup' | 'pickup moved' | 'too late' | 'turned off' | 'already sent';
}

/** Before the pickup rider has the items: a start on the pickup moves the booking to in_progress (order-transitions.ts). */
const AWAITING_PICKUP: readonly BookingStatus[] = ['pending', 'confirmed'];

type ScheduleDeps = Pick<NotifyDeps, 'db' | 'jobs' | 'clock' | 'log'>;

async function readBooking(db: DbOrTx, bookingId: string) {
  const [row] = await db
    .select({
      customerId: bookings.customerId,
      orderNumber: bookings.customOrderId,
      status: bookings.status,
      itemsCollected: bookings.itemsCollected,
      pickupDate: bookings.scheduledDate,
      pickupTime: bookings.scheduledTime,
      preferences: userPreferences.preferences,
    })
    .from(bookings)
    .leftJoin(userPreferences, eq(userPreferences.userId, bookings.customerId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** What scheduling needs of a booking: read here, or given by a caller that has just written it. */
export type ReminderFacts = Pick<
  NonNullable<Awaited<ReturnType<typeof readBooking>>>,
  'status' | 'itemsCollected' | 'pickupDate' | 'pickupTime' | 'preferences'
>;

/**
 * Queues the booking's pickup reminder at its pickup slot less the customer's reminder time now; none when that moment
 * has passed. One waiting job per booking and pickup (the queue refuses a second with the same key). Called after the
 * booking's change has committed (a confirmation, a moved pickup); a failure is logged and never fails the request. A
 * new booking queues it in its own transaction instead (queuePickupReminder).
 */
export async function schedulePickupReminder(deps: ScheduleDeps, bookingId: string): Promise<ScheduleOutcome | null> {
  try {
    return await queueReminder(deps, bookingId, await readBooking(deps.db, bookingId));
  } catch (err) {
    deps.log.error({ err, bookingId }, 'pickup reminder: not scheduled');
    return null;
  }
}

/**
 * A new booking's reminder, written in the booking's transaction: the booking and its reminder commit together or not
 * at all, so no crash between the two leaves a booking without one. From what the write knows when given (no read;
 * sent without waiting, so it travels with the transaction's other statements), else read in the transaction. A
 * failure to write it fails the transaction.
 */
export async function queuePickupReminder(
  deps: ScheduleDeps,
  tx: DbOrTx,
  bookingId: string,
  facts?: ReminderFacts,
): Promise<ScheduleOutcome> {
  return queueReminder(deps, bookingId, facts ?? (await readBooking(tx, bookingId)), tx);
}

async function queueReminder(
  deps: ScheduleDeps,
  bookingId: string,
  booking: ReminderFacts | undefined,
  within?: DbOrTx,
): Promise<ScheduleOutcome> {
  if (!booking) return { status: 'no booking' };
  if (!AWAITING_PICKUP.includes(booking.status) || booking.itemsCollected) return { status: 'not awaiting pickup' };
  const { reminderTime } = resolvePreferences(booking.preferences).scheduling;
  const runAt = pickupReminderAt(booking.pickupDate, booking.pickupTime, reminderTime);
  const delayMs = runAt ? runAt.getTime() - deps.clock.now().getTime() : 0;
  if (!runAt || delayMs <= 0) return { status: 'too late' };
  const data: PickupReminderData = { bookingId, pickupDate: booking.pickupDate, pickupTime: booking.pickupTime };
  const singletonKey = `${bookingId}:${booking.pickupDate}:${booking.pickupTime}`;
  // A delay from the app's clock (not a date, which pg-boss compares with the database's), so a test's clock holds.
  const jobId = await deps.jobs.send(PICKUP_REMINDER_JOB, data, { startAfter: Math.ceil(delayMs / 1000), singletonKey }, within);
  return { status: 'scheduled', runAt, jobId };
}

/** 'Our rider will arrive for your pickup (order WD-…) today between 10:00 AM and 11:00 AM.' (core's template). */
export const pickupReminderMessage = (orderNumber: string, pickupDate: string, pickupTime: string, now: Date): string =>
  customerNoticeMessage('pickup_reminder', { order_number: orderNumber, pickup_date: pickupDate, pickup_time: pickupTime }, now);

/**
 * The job: reads everything again and sends only if it is still right — the booking awaits this pickup, the pickup has
 * not started, the customer still wants order updates, and no reminder for this pickup was stored yet. Under a lock per
 * booking, so two runs (a retry, a second job) store one notification. It goes out like every order notice: the bell,
 * push, and SMS/WhatsApp by the customer's preferences (notify.service.ts).
 */
export async function sendPickupReminder(deps: NotifyDeps, data: PickupReminderData): Promise<PickupReminderResult> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<PickupReminderResult & { stored?: StoredNotification }> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pickup-reminder:${data.bookingId}`}))`);
    const booking = await readBooking(tx, data.bookingId);
    if (!booking) return { status: 'no booking' };
    if (!AWAITING_PICKUP.includes(booking.status) || booking.itemsCollected) return { status: 'not awaiting pickup' };
    if (booking.pickupDate !== data.pickupDate || booking.pickupTime !== data.pickupTime) return { status: 'pickup moved' };
    if (now.getTime() >= istMoment(booking.pickupDate, booking.pickupTime).getTime()) return { status: 'too late' };
    if (!resolvePreferences(booking.preferences).notifications.orderUpdates) return { status: 'turned off' };
    const [sent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, booking.customerId),
          eq(notifications.bookingId, data.bookingId),
          eq(notifications.type, PICKUP_REMINDER_TYPE),
          sql`${notifications.data}->>'pickup_date' = ${data.pickupDate}`,
          sql`${notifications.data}->>'pickup_time' = ${data.pickupTime}`,
        ),
      )
      .limit(1);
    if (sent) return { status: 'already sent' };
    const stored = await storeNotification(
      tx,
      {
        recipient: { kind: 'customer', userId: booking.customerId },
        type: PICKUP_REMINDER_TYPE,
        title: PICKUP_REMINDER_TITLE,
        message: pickupReminderMessage(booking.orderNumber, booking.pickupDate, booking.pickupTime, now),
        priority: 'medium',
        bookingId: data.bookingId,
        data: {
          booking_id: data.bookingId,
          order_number: booking.orderNumber,
          status: booking.status,
          pickup_date: booking.pickupDate,
          pickup_time: booking.pickupTime,
        },
      },
      now,
      deps.jobs,
    );
    return { status: 'sent', stored };
  });
  if (outcome.stored) await deliverNotification(deps, outcome.stored);
  return { status: outcome.status };
}

/** The order moves after which the pickup may have a new time or the reminder may be missing: confirmed, and edited. */
const mayNeedReminder = (step: { trip: string | null; to: string }) =>
  step.trip === null && (step.to === 'confirmed' || step.to === 'edited');

/** Wraps the app's lifecycle listener: an admin's confirmation or edit (a moved pickup) schedules the pickup's reminder. */
export function withPickupReminders(inner: LifecycleEvents, deps: ScheduleDeps): LifecycleEvents {
  return {
    ...inner,
    async orderMoved(event) {
      try {
        await inner.orderMoved?.(event);
      } finally {
        if (mayNeedReminder(event)) await schedulePickupReminder(deps, event.bookingId);
      }
    },
  };
}
