import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';

/** Captured paise of the booking whose id is `bookingId` (a value or a column), as a subquery for another statement. */
export const capturedPaiseOf = (bookingId: SQL | string): SQL<string> =>
  sql<string>`(select coalesce(sum(p.amount_paise) filter (where p.status in ('captured', 'partially_refunded', 'refunded')), 0)
    from ${payments} p where p.booking_id = ${bookingId})`;

/**
 * What a booking's payments add up to (docs/decisions/0033-money.md): captured is every payment taken (refunded or
 * not), refunded includes refunds still pending, so a cap on refunds counts them. Read by the money module and by the
 * order rule book (a delivery cannot complete while money is due).
 */
export async function paidTotals(tx: DbOrTx, bookingId: string): Promise<{ capturedPaise: number; refundedPaise: number }> {
  const [totals] = await tx
    .select({
      captured: capturedPaiseOf(bookingId),
      refunded: sql<string>`(select coalesce(sum(p.refunded_paise), 0) from ${payments} p where p.booking_id = ${bookingId})`,
    })
    .from(sql`(select 1) as one`);
  return { capturedPaise: Number(totals?.captured ?? 0), refundedPaise: Number(totals?.refunded ?? 0) };
}
