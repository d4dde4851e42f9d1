import { and, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDaysToDate, type AnalyticsRange } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { payments, refunds } from '../../db/schema/index.js';

// Collected revenue per India day (docs/decisions/0012-admin-stats.md, 0033-money.md): money taken less money given
// back, counted as the Payments tab counts its net collected, so the two screens agree to the paisa.

/** Payments that took money; a later refund keeps the payment taken (the refund is its own row). */
const TAKEN = ['captured', 'partially_refunded', 'refunded'] as const;

/** Midnight in India (UTC+5:30, no daylight saving) of a day, as a moment. */
const indiaMidnight = (day: string) => sql`${`${day}T00:00:00+05:30`}::timestamptz`;
/** The India day of a moment as YYYY-MM-DD, without depending on the database's time zone names. */
const indiaDay = (column: AnyPgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
/** [from 00:00, the day after `to` 00:00) in India: a range read of the column's index. */
const inDays = (column: AnyPgColumn, range: AnalyticsRange) =>
  and(gte(column, indiaMidnight(range.from)), lt(column, indiaMidnight(addDaysToDate(range.to, 1))));

/**
 * Paise collected on each India day of the range that has any: payments captured that day (payments_captured_idx)
 * less refunds made that day, pending or processed (refunds_created_idx). Days without money are left out.
 */
export async function collectedPerDay(db: DbOrTx, range: AnalyticsRange): Promise<Map<string, number>> {
  const taken = await db
    .select({ day: indiaDay(payments.capturedAt), paise: sql<string>`sum(${payments.amountPaise})` })
    .from(payments)
    .where(and(inDays(payments.capturedAt, range), inArray(payments.status, TAKEN)))
    .groupBy(sql`1`);
  const given = await db
    .select({ day: indiaDay(refunds.createdAt), paise: sql<string>`sum(${refunds.amountPaise})` })
    .from(refunds)
    .where(and(inDays(refunds.createdAt, range), ne(refunds.status, 'failed')))
    .groupBy(sql`1`);
  const days = new Map<string, number>();
  for (const row of taken) days.set(row.day, (days.get(row.day) ?? 0) + Number(row.paise));
  for (const row of given) days.set(row.day, (days.get(row.day) ?? 0) - Number(row.paise));
  return days;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Paise collected in (from, to], less refunds made in it, as one scalar SQL expression (the Overview's weeks). */
export function collectedBetween(from: Date, to: Date): SQL {
  const taken = sql`select coalesce(sum(${payments.amountPaise}), 0) from ${payments}
    where ${inArray(payments.status, TAKEN)} and ${payments.capturedAt} > ${at(from)} and ${payments.capturedAt} <= ${at(to)}`;
  const given = sql`select coalesce(sum(${refunds.amountPaise}), 0) from ${refunds}
    where ${refunds.status} <> 'failed' and ${refunds.createdAt} > ${at(from)} and ${refunds.createdAt} <= ${at(to)}`;
  return sql`((${taken}) - (${given}))`;
}
