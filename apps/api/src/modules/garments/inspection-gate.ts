import { and, asc, eq } from 'drizzle-orm';
import { INSPECTION_MESSAGES } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { garmentInspections, garmentTags } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * The order rule book's processing guard (docs/decisions/0034): the laundry does not start cleaning while the customer
 * has not answered about a garment. Called under the order's row lock, which the inspection's writer also takes.
 */
export async function refuseWhileAwaitingCustomer(tx: DbOrTx, bookingId: string): Promise<void> {
  const waiting = await tx
    .select({ code: garmentTags.code })
    .from(garmentInspections)
    .innerJoin(garmentTags, eq(garmentTags.id, garmentInspections.tagId))
    .where(and(eq(garmentInspections.bookingId, bookingId), eq(garmentInspections.decision, 'pending')))
    .orderBy(asc(garmentTags.code));
  if (waiting.length === 0) return;
  const codes = [...new Set(waiting.map((w) => w.code))];
  throw new AppError(409, INSPECTION_MESSAGES.awaitingCustomer(codes), { code: 'INSPECTION_PENDING' });
}
