import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { businessDate, paiseToRupees, type CashInHand } from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { cashHandovers, payments } from '../../db/schema/index.js';

// A rider's cash (docs/decisions/0033-money.md): what they took at doors, what they handed over to operations, and
// so what they should hold. A handover records what was counted against what the books expected.

const r = paiseToRupees;

/** The start of today in India (00:00 IST), as a moment. */
const startOfBusinessDay = (at: Date) => new Date(`${businessDate(at)}T00:00:00+05:30`);

async function totals(db: DbOrTx, riderId: string, since: Date) {
  const cash = and(eq(payments.collectedByRiderId, riderId), eq(payments.method, 'cash'));
  const [collected] = await db
    .select({
      all: sql<string>`coalesce(sum(${payments.amountPaise}), 0)`,
      today: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.capturedAt} >= ${since.toISOString()}::timestamptz), 0)`,
    })
    .from(payments)
    .where(and(cash, sql`${payments.capturedAt} is not null`));
  const [handed] = await db
    .select({
      all: sql<string>`coalesce(sum(${cashHandovers.amountPaise}), 0)`,
      today: sql<string>`coalesce(sum(${cashHandovers.amountPaise}) filter (where ${cashHandovers.createdAt} >= ${since.toISOString()}::timestamptz), 0)`,
    })
    .from(cashHandovers)
    .where(eq(cashHandovers.riderId, riderId));
  return {
    collectedToday: Number(collected?.today ?? 0),
    handedToday: Number(handed?.today ?? 0),
    inHand: Number(collected?.all ?? 0) - Number(handed?.all ?? 0),
  };
}

export async function cashInHand(db: DbOrTx, riderId: string, now: Date): Promise<CashInHand> {
  const t = await totals(db, riderId, startOfBusinessDay(now));
  return { collected_today: r(t.collectedToday), handed_over_today: r(t.handedToday), in_hand: r(t.inHand) };
}

type HandoverRow = typeof cashHandovers.$inferSelect;
export const handoverView = (h: HandoverRow) => ({
  id: h.id,
  amount: r(h.amountPaise),
  expected: r(h.expectedPaise),
  difference: r(h.amountPaise - h.expectedPaise),
  note: h.note,
  created_at: h.createdAt.toISOString(),
});

export async function recentHandovers(db: DbOrTx, riderId: string, limit = 20) {
  const rows = await db
    .select()
    .from(cashHandovers)
    .where(and(eq(cashHandovers.riderId, riderId), gte(cashHandovers.createdAt, new Date(0))))
    .orderBy(desc(cashHandovers.createdAt))
    .limit(limit);
  return rows.map(handoverView);
}

/**
 * An admin counts a rider's cash and takes it: recorded against what the books say the rider holds, under a per-rider
 * lock so two handovers at once each see the other's.
 */
export async function recordHandover(
  db: Db,
  input: { riderId: string; amountPaise: number; adminId: string; note: string | null; at: Date },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cash:${input.riderId}`}))`);
    const { inHand } = await totals(tx, input.riderId, startOfBusinessDay(input.at));
    const [row] = await tx
      .insert(cashHandovers)
      .values({
        riderId: input.riderId,
        amountPaise: input.amountPaise,
        expectedPaise: inHand,
        receivedByAdminId: input.adminId,
        note: input.note,
        createdAt: input.at,
      })
      .returning();
    return row!;
  });
}
