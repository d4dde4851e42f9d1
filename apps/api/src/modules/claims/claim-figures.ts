import { and, count, eq, gte, sum } from 'drizzle-orm';
import { businessDate, istMoment, paiseToRupees } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';

/**
 * The Overview's claims figure: claims open now (claims_status_created_idx) and the compensation decided since the
 * first of this India month (claims_decided_idx), in rupees.
 */
export async function claimFigures(db: DbOrTx, now: Date): Promise<{ open: number; compensated_this_month: number }> {
  const monthStart = istMoment(`${businessDate(now).slice(0, 7)}-01`, '00:00');
  const [[open], [paid]] = await Promise.all([
    db.select({ n: count() }).from(claims).where(eq(claims.status, 'open')),
    db
      .select({ paise: sum(claims.amountPaise) })
      .from(claims)
      .where(and(eq(claims.status, 'compensated'), gte(claims.decidedAt, monthStart))),
  ]);
  return { open: open?.n ?? 0, compensated_this_month: paiseToRupees(Number(paid?.paise ?? 0)) };
}
