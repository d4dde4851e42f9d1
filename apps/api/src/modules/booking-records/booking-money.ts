import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';

/**
 * What a booking's payments add up to (docs/decisions/0033-money.md): captured is every payment taken (refunded or
 * not), refunded includes refunds still pending, so a cap on refunds counts them. Read by the money module and by the
 * order rule book (a delivery cannot complete while money is due).
 */
export async function paidTotals(tx: DbOrTx, bookingId: string): Promise<{ capturedPaise: number; refundedPaise: number }> {
  const [totals] = await tx
    .select({
      captured: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.status} in ('captured', 'partially_refunded', 'refunded')), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedPaise}), 0)`,
    })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  return { capturedPaise: Number(totals?.captured ?? 0), refundedPaise: Number(totals?.refunded ?? 0) };
}
