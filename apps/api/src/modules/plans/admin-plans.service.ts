import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { PLAN_MESSAGES, rupeesToPaise, type PlanBody, type PlanSubscriber, type PlanSubscriptionStatus } from '@washday/core';
import type { Db } from '../../db/client.js';
import { laundryPlans, planCycles, planSubscriptions, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { allowanceLeft } from '@washday/core';
import { invoicedCycles } from './plan-subscriptions.js';
import { cycleAllowance, cycleUsed, cycleView, planView } from './plan-views.js';

// Plans for operations: define and change plans, see subscribers with their cycles.

const PAGE_SIZE = 20;
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

function columnsOf(body: PlanBody & { price: number }) {
  return {
    name: body.name,
    description: body.description ?? '',
    pricePaise: rupeesToPaise(body.price),
    kgIncluded: body.kg_included,
    piecesIncluded: body.pieces_included,
    pickupsIncluded: body.pickups_included,
    dryCleanDiscountPercent: body.dry_clean_discount_percent,
    freeDelivery: body.free_delivery,
    rollover: body.rollover,
    isActive: body.is_active ?? true,
  };
}

const nameTaken = (name: string) => new AppError(409, PLAN_MESSAGES.nameTaken(name), { code: 'CONFLICT', field: 'name' });

export async function listPlansForAdmin(db: Db) {
  const [rows, counts] = await Promise.all([
    db.select().from(laundryPlans).orderBy(desc(laundryPlans.isActive), laundryPlans.pricePaise),
    db
      .select({ planId: planSubscriptions.planId, n: count() })
      .from(planSubscriptions)
      .where(ne(planSubscriptions.status, 'cancelled'))
      .groupBy(planSubscriptions.planId),
  ]);
  const live = new Map(counts.map((c) => [c.planId, Number(c.n)]));
  return rows.map((plan) => ({ ...planView(plan), subscribers: live.get(plan.id) ?? 0 }));
}

export async function createPlan(db: Db, adminId: string, body: PlanBody & { price: number }, now: Date) {
  try {
    const [row] = await db
      .insert(laundryPlans)
      .values({ ...columnsOf(body), createdByAdminId: adminId, createdAt: now, updatedAt: now })
      .returning();
    return planView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.name);
    throw error;
  }
}

/** New terms apply to cycles opened from now on; a cycle already opened keeps its price and allowance. */
export async function updatePlan(db: Db, id: string, body: PlanBody & { price: number }, now: Date) {
  try {
    const [row] = await db
      .update(laundryPlans)
      .set({ ...columnsOf(body), updatedAt: now })
      .where(eq(laundryPlans.id, id))
      .returning();
    if (!row) throw notFound(PLAN_MESSAGES.notFound);
    return planView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(body.name);
    throw error;
  }
}

export async function listSubscribers(db: Db, status: 'all' | PlanSubscriptionStatus, page: number) {
  const where = status === 'all' ? undefined : eq(planSubscriptions.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ sub: planSubscriptions, planName: laundryPlans.name, name: users.name, phone: users.phone })
      .from(planSubscriptions)
      .innerJoin(laundryPlans, eq(laundryPlans.id, planSubscriptions.planId))
      .innerJoin(users, eq(users.id, planSubscriptions.customerId))
      .where(where)
      .orderBy(desc(planSubscriptions.createdAt), desc(planSubscriptions.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(planSubscriptions).where(where),
  ]);
  const ids = rows.map((r) => r.sub.id);
  const cycles = ids.length
    ? await invoicedCycles(db, and(inArray(planCycles.subscriptionId, ids), ne(planCycles.status, 'void')))
    : [];
  const subscribers: PlanSubscriber[] = rows.map(({ sub, planName, name, phone }) => {
    const mine = cycles.filter((c) => c.subscriptionId === sub.id);
    const current = mine.find((c) => c.id === sub.currentCycleId);
    const none = { kg: 0, pieces: 0, pickups: 0 };
    return {
      id: sub.id,
      customer: { _id: sub.customerId, name, phone },
      plan_name: planName,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      period_end: sub.periodEnd?.toISOString() ?? null,
      allowance: current ? cycleAllowance(current) : none,
      left: current ? allowanceLeft(cycleAllowance(current), cycleUsed(current)) : none,
      cycles: mine.slice(0, 6).map(cycleView),
      created_at: sub.createdAt.toISOString(),
    };
  });
  const n = Number(total?.n ?? 0);
  return { subscribers, pagination: { page, limit: PAGE_SIZE, total: n, hasMore: page * PAGE_SIZE < n } };
}
