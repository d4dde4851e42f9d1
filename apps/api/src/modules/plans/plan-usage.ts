import { and, eq, isNull, sql } from 'drizzle-orm';
import { allowanceLeft, drawDown, paiseToRupees, type PlanUsage } from '@washday/core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { bookingItems, bookings, laundryPlans, planCycles, planSubscriptions, planUsages } from '../../db/schema/index.js';
import type { LifecycleEvents, OrderMovedEvent } from '../orders/order-audit.js';
import { cycleAllowance, cycleUsed } from './plan-views.js';

// An order's draw on the customer's plan (docs/decisions/0042-laundry-plans.md), heard from the order rule book in
// the move's own transaction, before the money module settles the bill: when the bill becomes final (the pickup's
// completion, an admin's later edit) the plan covers what its allowance allows and the order's final amount is what
// is charged on top. One draw per order (a unique row); a cancelled order gives its draw back.

const billSettled = (s: OrderMovedEvent) => s.trip === 'pickup' && s.to === 'completed';
const edited = (s: OrderMovedEvent) => s.to === 'edited';
const cancelled = (s: OrderMovedEvent) => s.trip === null && s.to === 'cancelled';

export function withPlans(inner: LifecycleEvents): LifecycleEvents {
  return {
    ...inner,
    async recordMove(tx, steps) {
      const first = steps[0];
      if (first) {
        if (steps.some(cancelled)) await giveBack(tx, first.bookingId, first.at);
        else if (steps.some(billSettled)) await drawForOrder(tx, first.bookingId, first.at, false);
        else if (steps.some(edited)) await drawForOrder(tx, first.bookingId, first.at, true);
      }
      return inner.recordMove?.(tx, steps);
    },
  };
}

type UsageRow = typeof planUsages.$inferSelect;

/** Takes a draw off its cycle's counters (under the cycle's lock) and marks it given back. */
async function release(tx: Tx, usage: UsageRow, at: Date) {
  await tx.select({ id: planCycles.id }).from(planCycles).where(eq(planCycles.id, usage.cycleId)).for('update');
  await tx
    .update(planCycles)
    .set({
      kgUsed: sql`greatest(0, ${planCycles.kgUsed} - ${usage.kg})`,
      piecesUsed: sql`greatest(0, ${planCycles.piecesUsed} - ${usage.pieces})`,
      pickupsUsed: sql`greatest(0, ${planCycles.pickupsUsed} - ${usage.pickups})`,
    })
    .where(eq(planCycles.id, usage.cycleId));
  await tx.update(planUsages).set({ returnedAt: at }).where(eq(planUsages.id, usage.id));
}

async function giveBack(tx: Tx, bookingId: string, at: Date) {
  const [usage] = await tx
    .select()
    .from(planUsages)
    .where(and(eq(planUsages.bookingId, bookingId), isNull(planUsages.returnedAt)))
    .for('update');
  if (usage) await release(tx, usage, at);
}

/**
 * Draws the order's lines on the customer's active plan. After an admin's edit the draw is taken again from the
 * same cycle: the old one is released first and the amount before the plan recovered (an edit that re-derived the
 * final from the items already dropped the old cover).
 */
async function drawForOrder(tx: Tx, bookingId: string, at: Date, redraw: boolean) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || booking.status === 'cancelled') return;
  const [previous] = await tx.select().from(planUsages).where(eq(planUsages.bookingId, bookingId)).for('update');
  if (previous && !redraw) return; // drawn once already: never twice for one order
  let cycleId: string | null = previous?.cycleId ?? null;
  if (!cycleId) {
    const [sub] = await tx
      .select({ cycleId: planSubscriptions.currentCycleId, periodEnd: planSubscriptions.periodEnd })
      .from(planSubscriptions)
      .where(and(eq(planSubscriptions.customerId, booking.customerId), eq(planSubscriptions.status, 'active')));
    if (!sub?.cycleId || (sub.periodEnd && sub.periodEnd <= at)) return;
    cycleId = sub.cycleId;
  }
  let before = booking.finalPaise;
  if (previous && previous.returnedAt === null) {
    if (booking.finalPaise === booking.subtotalPaise - booking.discountPaise - previous.coveredPaise)
      before = booking.finalPaise + previous.coveredPaise;
    await release(tx, previous, at);
  }
  const [cycle] = await tx.select().from(planCycles).where(eq(planCycles.id, cycleId)).for('update');
  if (!cycle || cycle.status !== 'paid') return;
  const [plan] = await tx
    .select({ discount: laundryPlans.dryCleanDiscountPercent })
    .from(laundryPlans)
    .innerJoin(planSubscriptions, eq(planSubscriptions.planId, laundryPlans.id))
    .where(eq(planSubscriptions.id, cycle.subscriptionId));
  const lines = await tx.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)).orderBy(bookingItems.sortOrder);
  const left = allowanceLeft(cycleAllowance(cycle), cycleUsed(cycle));
  const draw = drawDown(
    lines.map((l) => ({
      serviceId: l.serviceId ?? l.id,
      name: l.serviceName,
      category: l.categoryId ?? '',
      unit: l.unit,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      totalPricePaise: l.totalPricePaise,
    })),
    left,
    { dryCleanDiscountPercent: plan?.discount ?? 0 },
    before,
  );
  if (draw.coveredPaise <= 0 && draw.kg + draw.pieces === 0) {
    if (previous && before !== booking.finalPaise)
      await tx.update(bookings).set({ finalPaise: before, updatedAt: at }).where(eq(bookings.id, bookingId));
    return;
  }
  await tx
    .update(planCycles)
    .set({
      kgUsed: sql`${planCycles.kgUsed} + ${draw.kg}`,
      piecesUsed: sql`${planCycles.piecesUsed} + ${draw.pieces}`,
      pickupsUsed: sql`${planCycles.pickupsUsed} + ${draw.pickups}`,
    })
    .where(eq(planCycles.id, cycle.id));
  const values = {
    cycleId: cycle.id,
    kg: draw.kg,
    pieces: draw.pieces,
    pickups: draw.pickups,
    coveredPaise: draw.coveredPaise,
    lines: draw.lines,
    returnedAt: null,
  };
  if (previous) await tx.update(planUsages).set(values).where(eq(planUsages.id, previous.id));
  else await tx.insert(planUsages).values({ bookingId, ...values, createdAt: at });
  await tx
    .update(bookings)
    .set({ finalPaise: Math.max(0, before - draw.coveredPaise), updatedAt: at })
    .where(eq(bookings.id, bookingId));
}

/** What the plan covered on an order and what was charged on top, for its bill. */
export async function planUsageOf(db: DbOrTx, bookingId: string): Promise<PlanUsage | null> {
  const [row] = await db
    .select({ usage: planUsages, finalPaise: bookings.finalPaise, planName: laundryPlans.name })
    .from(planUsages)
    .innerJoin(bookings, eq(bookings.id, planUsages.bookingId))
    .innerJoin(planCycles, eq(planCycles.id, planUsages.cycleId))
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planCycles.subscriptionId))
    .innerJoin(laundryPlans, eq(laundryPlans.id, planSubscriptions.planId))
    .where(eq(planUsages.bookingId, bookingId));
  if (!row) return null;
  return {
    lines: row.usage.lines.map((l) => ({
      name: l.name,
      kind: l.kind,
      quantity: l.quantity,
      amount: paiseToRupees(l.coveredPaise),
    })),
    covered: paiseToRupees(row.usage.coveredPaise),
    charged: paiseToRupees(row.finalPaise),
    plan_name: row.planName,
    returned: row.usage.returnedAt !== null,
  };
}
