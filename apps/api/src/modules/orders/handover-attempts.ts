import { and, eq, gt, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@washday/core';
import type { Db } from '../../db/client.js';
import { bookings, handoverAttempts, trips } from '../../db/schema/index.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { refuseHandoverBeforeDoorScans } from '../garments/garment-gates.js';

/** Wrong handover codes one order may take in the window before tries pause. */
export const MAX_WRONG_HANDOVER_CODES = 5;
export const HANDOVER_WINDOW_MS = 15 * 60_000;

/** The rule book's refusal of a wrong code, with the tries left. */
const wrongCode = (attemptsRemaining: number) =>
  new AppError(400, ORDER_MESSAGES.handoverCodeWrong, {
    code: 'HANDOVER_CODE_WRONG',
    field: 'handoverCode',
    extra: { attemptsRemaining },
  });

type Verdict = { kind: 'not counted' } | { kind: 'right' } | { kind: 'wrong'; attemptsRemaining: number };

/**
 * Runs a delivery completion that carries a handover code, judging the code first under a lock on the order, so
 * parallel tries are judged one by one and each wrong one is booked before the next is judged: 4 digits cannot be
 * guessed 5 at a time. Only wrong codes count. A right code goes on to the rule book (order-transitions.ts, which checks
 * it again), so of parallel right codes one completes the delivery and the rest hear the rule book's 409 (already
 * completed), never 'too many'. Tries from a rider who is not the order's delivery rider, or on an order already
 * completed or cancelled, are not judged here: the rule book refuses them for what they are.
 */
export async function withHandoverAttempt<T>(
  db: Db,
  input: { bookingId: string; riderId: string; handoverCode: string; now: Date },
  complete: () => Promise<T>,
): Promise<T> {
  const since = new Date(input.now.getTime() - HANDOVER_WINDOW_MS);
  const verdict = await db.transaction(async (tx): Promise<Verdict> => {
    await tx.execute(sql`select pg_advisory_xact_lock(3, hashtext(${input.bookingId}))`);
    const [order] = await tx
      .select({ status: bookings.status, handoverCode: bookings.handoverCode, deliveryStatus: trips.status })
      .from(bookings)
      .leftJoin(trips, and(eq(trips.bookingId, bookings.id), eq(trips.kind, 'delivery'), eq(trips.riderId, input.riderId)))
      .where(eq(bookings.id, input.bookingId));
    const open = order && order.status !== 'completed' && order.status !== 'cancelled';
    if (!open || !order.deliveryStatus || order.deliveryStatus === 'completed') return { kind: 'not counted' };
    // The code is asked only once every tag was scanned at the door (decision 0034): a try before that is not judged.
    if (order.deliveryStatus === 'picked_up') await refuseHandoverBeforeDoorScans(tx, input.bookingId);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${handoverAttempts.attemptedAt})` })
      .from(handoverAttempts)
      .where(
        and(
          eq(handoverAttempts.bookingId, input.bookingId),
          gt(handoverAttempts.attemptedAt, since),
          eq(handoverAttempts.succeeded, false),
        ),
      );
    const wrongSoFar = row?.n ?? 0;
    if (wrongSoFar >= MAX_WRONG_HANDOVER_CODES) {
      const retryMs = row?.oldest
        ? new Date(row.oldest).getTime() + HANDOVER_WINDOW_MS - input.now.getTime()
        : HANDOVER_WINDOW_MS;
      throw tooManyRequests(ORDER_MESSAGES.handoverTooManyTries, Math.max(1, Math.ceil(retryMs / 1000)));
    }
    if (input.handoverCode === order.handoverCode) return { kind: 'right' };
    await tx
      .insert(handoverAttempts)
      .values({ bookingId: input.bookingId, riderId: input.riderId, succeeded: false, attemptedAt: input.now });
    return { kind: 'wrong', attemptsRemaining: Math.max(0, MAX_WRONG_HANDOVER_CODES - wrongSoFar - 1) };
  });
  if (verdict.kind === 'wrong') throw wrongCode(verdict.attemptsRemaining);
  const booked = (succeeded: boolean) =>
    db.insert(handoverAttempts).values({ bookingId: input.bookingId, riderId: input.riderId, succeeded, attemptedAt: input.now });
  try {
    const result = await complete();
    if (verdict.kind === 'right') await booked(true);
    return result;
  } catch (error) {
    // Not expected (the code is judged above for every try the rule book compares): still, a wrong code counts.
    if (error instanceof AppError && error.options.code === 'HANDOVER_CODE_WRONG') await booked(false);
    throw error;
  }
}
