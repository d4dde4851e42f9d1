import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { garmentTags } from '../../db/schema/index.js';

/** How many tags an order carries: what the pickup's guard in the order rule book compares with the confirmed count. */
export async function countBookingTags(db: DbOrTx, bookingId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(garmentTags).where(eq(garmentTags.bookingId, bookingId));
  return row?.n ?? 0;
}
