import { and, eq, gt, isNull, not, or, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@washday/core';
import type { Db } from '../../db/client.js';
import { handoverAttempts } from '../../db/schema/index.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';

/** Wrong (or still being checked) handover codes one order may take in the window before tries pause. */
export const MAX_WRONG_HANDOVER_CODES = 5;
export const HANDOVER_WINDOW_MS = 15 * 60_000;

/**
 * Runs a delivery completion that carries a handover code, booking the try first under a lock on the order so
 * parallel tries are counted one by one: 4 digits cannot be guessed 5 at a time. A wrong code stays booked as a
 * failure; a right one, or a refusal for another reason, does not count against the rider.
 */
export async function withHandoverAttempt<T>(
  db: Db,
  input: { bookingId: string; riderId: string; now: Date },
  complete: () => Promise<T>,
): Promise<T> {
  const since = new Date(input.now.getTime() - HANDOVER_WINDOW_MS);
  const { attemptId, earlier } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(3, hashtext(${input.bookingId}))`);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${handoverAttempts.attemptedAt})` })
      .from(handoverAttempts)
      .where(
        and(
          eq(handoverAttempts.bookingId, input.bookingId),
          gt(handoverAttempts.attemptedAt, since),
          or(isNull(handoverAttempts.succeeded), not(handoverAttempts.succeeded)),
        ),
      );
    if ((row?.n ?? 0) >= MAX_WRONG_HANDOVER_CODES) {
      const retryMs = row?.oldest
        ? new Date(row.oldest).getTime() + HANDOVER_WINDOW_MS - input.now.getTime()
        : HANDOVER_WINDOW_MS;
      throw tooManyRequests(ORDER_MESSAGES.handoverTooManyTries, Math.max(1, Math.ceil(retryMs / 1000)));
    }
    const [booked] = await tx
      .insert(handoverAttempts)
      .values({ bookingId: input.bookingId, riderId: input.riderId, succeeded: null, attemptedAt: input.now })
      .returning({ id: handoverAttempts.id });
    return { attemptId: booked!.id, earlier: row?.n ?? 0 };
  });
  try {
    const result = await complete();
    await db.update(handoverAttempts).set({ succeeded: true }).where(eq(handoverAttempts.id, attemptId));
    return result;
  } catch (error) {
    if (error instanceof AppError && error.options.code === 'HANDOVER_CODE_WRONG') {
      await db.update(handoverAttempts).set({ succeeded: false }).where(eq(handoverAttempts.id, attemptId));
      const attemptsRemaining = Math.max(0, MAX_WRONG_HANDOVER_CODES - earlier - 1);
      throw new AppError(error.statusCode, error.message, {
        ...error.options,
        extra: { ...error.options.extra, attemptsRemaining },
      });
    } else {
      await db.delete(handoverAttempts).where(eq(handoverAttempts.id, attemptId));
    }
    throw error;
  }
}
