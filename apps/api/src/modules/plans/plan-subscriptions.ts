import { and, desc, eq, getTableColumns, inArray, ne, type SQL } from 'drizzle-orm';
import { PLAN_MESSAGES, addMonth, formatRupees, paiseToRupees, type PlanInvoiceView, type SubscriptionView } from '@washday/core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { invoices, laundryPlans, planCycles, planSubscriptions, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { PlanDeps } from './plan-deps.js';
import { planInvoiceView, subscriptionView, type CycleRow, type InvoicedCycle, type SubscriptionRow } from './plan-views.js';

// A customer's plan (docs/decisions/0042-laundry-plans.md): choose, pay each cycle through the provider, cancel.
// Every change to a subscription runs under its row lock; a capture is idempotent by the cycle's status and ids.

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** The customer's subscription that is not cancelled, if any. */
export async function liveSubscription(db: DbOrTx, customerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(planSubscriptions)
    .where(and(eq(planSubscriptions.customerId, customerId), ne(planSubscriptions.status, 'cancelled')));
  return row;
}

export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(planSubscriptions).where(eq(planSubscriptions.id, id)).for('update');
  if (!row) throw notFound(PLAN_MESSAGES.noSubscription);
  return row;
}

/** The subscription's cycle waiting for payment (the newest). */
export async function dueCycle(db: DbOrTx, subscriptionId: string): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(planCycles)
    .where(and(eq(planCycles.subscriptionId, subscriptionId), eq(planCycles.status, 'due')))
    .orderBy(desc(planCycles.seq))
    .limit(1);
  return row;
}

/** Cycles with their tax invoice's number (decision 0042), newest first. */
export function invoicedCycles(db: DbOrTx, where: SQL | undefined): Promise<InvoicedCycle[]> {
  return db
    .select({ ...getTableColumns(planCycles), invoiceNumber: invoices.number })
    .from(planCycles)
    .leftJoin(invoices, eq(invoices.planCycleId, planCycles.id))
    .where(where)
    .orderBy(desc(planCycles.seq));
}

export async function subscriptionViewOf(db: DbOrTx, sub: SubscriptionRow): Promise<SubscriptionView> {
  const [[plan], current, due, paid] = await Promise.all([
    db.select().from(laundryPlans).where(eq(laundryPlans.id, sub.planId)),
    sub.currentCycleId ? db.select().from(planCycles).where(eq(planCycles.id, sub.currentCycleId)) : Promise.resolve([]),
    dueCycle(db, sub.id),
    invoicedCycles(db, and(eq(planCycles.subscriptionId, sub.id), inArray(planCycles.status, ['paid', 'refunded']))),
  ]);
  return subscriptionView(sub, plan!, current[0] ?? null, due ?? null, paid);
}

export async function mySubscription(db: DbOrTx, customerId: string): Promise<SubscriptionView | null> {
  const sub = await liveSubscription(db, customerId);
  return sub ? subscriptionViewOf(db, sub) : null;
}

/**
 * The customer's invoiced cycles across all their subscriptions, the live one and those that ended, newest invoice
 * first (decision 0042): their tax invoices stay theirs to download after a plan ends. Their own only.
 */
export async function myPlanInvoices(db: DbOrTx, customerId: string): Promise<PlanInvoiceView[]> {
  const rows = await db
    .select({
      cycle: planCycles,
      planName: laundryPlans.name,
      invoiceNumber: invoices.number,
      issuedAt: invoices.issuedAt,
    })
    .from(planCycles)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planCycles.subscriptionId))
    .innerJoin(laundryPlans, eq(laundryPlans.id, planSubscriptions.planId))
    .innerJoin(invoices, eq(invoices.planCycleId, planCycles.id))
    .where(eq(planSubscriptions.customerId, customerId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.financialYear), desc(invoices.sequence));
  return rows.map((r) => planInvoiceView(r.cycle, r.planName, r.invoiceNumber, r.issuedAt));
}

export async function subscribe(deps: PlanDeps, customerId: string, planId: string): Promise<SubscriptionView> {
  const [plan] = await deps.db.select().from(laundryPlans).where(eq(laundryPlans.id, planId));
  if (!plan) throw notFound(PLAN_MESSAGES.notFound);
  if (!plan.isActive) throw conflict(PLAN_MESSAGES.inactive);
  const now = deps.now();
  try {
    const sub = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(planSubscriptions).values({ customerId, planId, createdAt: now, updatedAt: now }).returning();
      await tx.insert(planCycles).values({
        subscriptionId: row!.id,
        seq: 1,
        pricePaise: plan.pricePaise,
        kgAllowance: plan.kgIncluded,
        piecesAllowance: plan.piecesIncluded,
        pickupsAllowance: plan.pickupsIncluded,
        createdAt: now,
      });
      return row!;
    });
    return subscriptionViewOf(deps.db, sub);
  } catch (error) {
    // The one-live-plan index: a second choice (or two at once) is refused, never a second subscription.
    if (isUniqueViolation(error)) throw conflict(PLAN_MESSAGES.alreadySubscribed);
    throw error;
  }
}

/** The provider order for the cycle that is due: made once per cycle and reused while it is open. */
export async function startCyclePayment(deps: PlanDeps, customerId: string) {
  const sub = await liveSubscription(deps.db, customerId);
  if (!sub) throw notFound(PLAN_MESSAGES.noSubscription);
  const cycle = await dueCycle(deps.db, sub.id);
  if (!cycle) throw conflict(PLAN_MESSAGES.nothingToPay);
  const [plan] = await deps.db.select({ name: laundryPlans.name }).from(laundryPlans).where(eq(laundryPlans.id, sub.planId));
  const [customer] = await deps.db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, customerId));
  let orderId = cycle.provider === deps.provider.name ? cycle.providerOrderId : null;
  if (!orderId) {
    const order = await deps.provider.createOrder({
      amountPaise: cycle.pricePaise,
      receipt: `plan-${cycle.id.slice(0, 8)}-${cycle.seq}`,
      notes: { plan_cycle_id: cycle.id },
    });
    // Two taps at once: the first order kept wins, the other is never used.
    const [kept] = await deps.db
      .update(planCycles)
      .set({ provider: deps.provider.name, providerOrderId: order.id })
      .where(and(eq(planCycles.id, cycle.id), eq(planCycles.status, 'due')))
      .returning({ orderId: planCycles.providerOrderId });
    if (!kept) throw conflict(PLAN_MESSAGES.nothingToPay);
    orderId = kept.orderId!;
  }
  return {
    provider: deps.provider.name,
    key_id: deps.provider.keyId,
    order_id: orderId,
    amount: cycle.pricePaise,
    currency: 'INR' as const,
    name: 'Washday',
    description: `${plan?.name ?? 'Plan'} · ${formatRupees(paiseToRupees(cycle.pricePaise))}/month`,
    prefill: { name: customer?.name ?? '', contact: customer?.phone ?? '' },
  };
}

export type PlanCapture = 'captured' | 'already' | 'unknown';

/**
 * A cycle's payment, from the checkout's verified signature or the provider's webhook; a replay changes nothing. A
 * first cycle, or one that resumes a paused plan, starts now; a renewal paid after the cycle's end (in the grace
 * period) takes over at once, else at the end (advancePlans).
 */
export async function capturePlanPayment(deps: PlanDeps, orderId: string, paymentId: string): Promise<PlanCapture> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ subscriptionId: planCycles.subscriptionId })
      .from(planCycles)
      .where(and(eq(planCycles.provider, deps.provider.name), eq(planCycles.providerOrderId, orderId)));
    if (!found) return 'unknown';
    const sub = await lockSubscription(tx, found.subscriptionId);
    const [cycle] = await tx.select().from(planCycles).where(eq(planCycles.providerOrderId, orderId)).for('update');
    if (!cycle || cycle.status === 'paid' || cycle.status === 'refunded') return 'already';
    const paid = { status: 'paid' as const, providerPaymentId: paymentId, paidAt: now, lastFailure: null };
    if (cycle.status === 'void' || sub.status === 'cancelled') {
      // Paid after the plan ended: kept as paid so operations can refund it; it starts nothing. Money was taken for
      // the supply, so it is invoiced as any paid cycle (a refund then issues the credit note).
      await tx.update(planCycles).set(paid).where(eq(planCycles.id, cycle.id));
      await deps.invoicing.issue(tx, cycle.id, now);
      return 'captured';
    }
    const startsNow = !cycle.periodStart || sub.status === 'paused' || sub.status === 'pending';
    const takesOver = startsNow || (sub.periodEnd !== null && sub.periodEnd <= now);
    const start = startsNow ? now : cycle.periodStart!;
    const end = startsNow ? addMonth(now) : cycle.periodEnd!;
    await tx
      .update(planCycles)
      .set({ ...paid, periodStart: start, periodEnd: end })
      .where(eq(planCycles.id, cycle.id));
    // Its tax invoice, in this transaction: the cycle turns paid exactly once (under its row lock), so once.
    await deps.invoicing.issue(tx, cycle.id, now);
    if (takesOver)
      await tx
        .update(planSubscriptions)
        .set({ status: 'active', currentCycleId: cycle.id, periodStart: start, periodEnd: end, updatedAt: now })
        .where(eq(planSubscriptions.id, sub.id));
    return 'captured';
  });
}

/** A declined attempt: the cycle stays due (the customer may try again), with the bank's words for the screen. */
export async function failPlanPayment(deps: PlanDeps, orderId: string, reason: string | null): Promise<boolean> {
  const [row] = await deps.db
    .update(planCycles)
    .set({ lastFailure: reason ?? 'Payment failed' })
    .where(
      and(eq(planCycles.provider, deps.provider.name), eq(planCycles.providerOrderId, orderId), eq(planCycles.status, 'due')),
    )
    .returning({ id: planCycles.id });
  if (row) return true;
  const [known] = await deps.db
    .select({ id: planCycles.id })
    .from(planCycles)
    .where(and(eq(planCycles.provider, deps.provider.name), eq(planCycles.providerOrderId, orderId)));
  return known !== undefined;
}

/**
 * Stops renewal: the plan runs to its cycle's end. A plan never paid, or paused, ends now. An open renewal payment
 * is withdrawn either way.
 */
export async function cancelSubscription(
  deps: PlanDeps,
  customerId: string,
): Promise<{ view: SubscriptionView | null; endsAt: Date | null }> {
  const live = await liveSubscription(deps.db, customerId);
  if (!live) throw notFound(PLAN_MESSAGES.noSubscription);
  const now = deps.now();
  const sub = await deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, live.id);
    if (sub.cancelAtPeriodEnd) throw conflict(PLAN_MESSAGES.alreadyCancelled);
    const endsNow = sub.status === 'pending' || sub.status === 'paused' || sub.status === 'past_due';
    await tx
      .update(planCycles)
      .set({ status: 'void' })
      .where(and(eq(planCycles.subscriptionId, sub.id), eq(planCycles.status, 'due')));
    const [row] = await tx
      .update(planSubscriptions)
      .set(endsNow ? { status: 'cancelled', cancelledAt: now, updatedAt: now } : { cancelAtPeriodEnd: true, updatedAt: now })
      .where(eq(planSubscriptions.id, sub.id))
      .returning();
    return row!;
  });
  return {
    view: sub.status === 'cancelled' ? null : await subscriptionViewOf(deps.db, sub),
    endsAt: sub.status === 'cancelled' ? null : sub.periodEnd,
  };
}

/** Voids a subscription's open cycles (in its transaction). */
export function voidDueCycles(tx: Tx, subscriptionId: string) {
  return tx
    .update(planCycles)
    .set({ status: 'void' })
    .where(and(eq(planCycles.subscriptionId, subscriptionId), inArray(planCycles.status, ['due'])));
}
