import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import {
  PLAN_MESSAGES,
  PLAN_REMINDER_DAYS,
  CUSTOMER_NOTICE_TITLES,
  addMonth,
  businessDate,
  customerNoticeMessage,
  cycleStep,
  nextAllowance,
  paiseToRupees,
} from '@washday/core';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { laundryPlans, planCycles, planSubscriptions } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { notify } from '../notifications/notify.service.js';
import type { PlanDeps } from './plan-deps.js';
import { capturePlanPayment, lockSubscription, voidDueCycles } from './plan-subscriptions.js';
import { cycleLeft, cycleView, type CycleRow } from './plan-views.js';

// The monthly clock of plans (docs/decisions/0042-laundry-plans.md): a renewal's payment opens (and the customer is
// reminded) PLAN_REMINDER_DAYS before the end; at the end a paid renewal takes over, an unpaid one falls past due, and
// after PLAN_GRACE_DAYS the plan pauses; a plan cancelled at the end ends. Each step runs under the subscription's lock.

export const PLAN_RENEWAL_JOB = 'plan-renewals';
const DAY_MS = 86_400_000;

export interface AdvanceResult {
  opened: number;
  renewed: number;
  pastDue: number;
  paused: number;
  ended: number;
}

/** Hourly, and once as the queue starts: open checkouts reconciled first, then each subscription's clock. */
export function planRenewalJob(deps: () => PlanDeps): JobDefinition<object, AdvanceResult> {
  return { name: PLAN_RENEWAL_JOB, cron: '7 * * * *', runAtStart: true, policy: 'short', run: () => advancePlans(deps()) };
}

/** A cycle's checkout left open this long is asked about (the checkout's confirmation and the webhook both missed). */
export const PLAN_RECONCILE_AFTER_MS = 15 * 60_000;

/** Asks the provider about cycles whose checkout was opened but never confirmed; a payment found is captured once. */
export async function reconcilePlanPayments(deps: PlanDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - PLAN_RECONCILE_AFTER_MS);
  const open = await deps.db
    .select({ orderId: planCycles.providerOrderId })
    .from(planCycles)
    .where(
      and(
        eq(planCycles.status, 'due'),
        eq(planCycles.provider, deps.provider.name),
        isNotNull(planCycles.providerOrderId),
        lte(planCycles.createdAt, before),
      ),
    )
    .limit(200);
  let captured = 0;
  for (const { orderId } of open) {
    const paid = (await deps.provider.orderPayments(orderId!)).find((p) => p.status === 'captured');
    if (paid && (await capturePlanPayment(deps, orderId!, paid.id)) === 'captured') captured++;
  }
  return captured;
}

export async function advancePlans(deps: PlanDeps): Promise<AdvanceResult> {
  await reconcilePlanPayments(deps);
  const now = deps.now();
  const result: AdvanceResult = { opened: 0, renewed: 0, pastDue: 0, paused: 0, ended: 0 };
  const soon = new Date(now.getTime() + PLAN_REMINDER_DAYS * DAY_MS);
  const candidates = await deps.db
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(and(inArray(planSubscriptions.status, ['active', 'past_due']), lte(planSubscriptions.periodEnd, soon)))
    .limit(500);
  for (const { id } of candidates) {
    // A clock that jumped (a stopped server) may need more than one step: renew, then open the next.
    for (let i = 0; i < 4; i++) {
      const step = await advanceOne(deps, id, now);
      if (step === 'none') break;
      if (step === 'open_next') result.opened++;
      if (step === 'renew') result.renewed++;
      if (step === 'past_due') result.pastDue++;
      if (step === 'pause') result.paused++;
      if (step === 'end') result.ended++;
      if (step === 'open_next') break;
    }
  }
  return result;
}

async function advanceOne(deps: PlanDeps, subscriptionId: string, now: Date) {
  let remind: { customerId: string; amountPaise: number; renewsOn: Date; planName: string } | null = null;
  const step = await deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    if (!sub.currentCycleId || !sub.periodEnd) return 'none' as const;
    const [current] = await tx.select().from(planCycles).where(eq(planCycles.id, sub.currentCycleId));
    const [next] = await tx
      .select()
      .from(planCycles)
      .where(and(eq(planCycles.subscriptionId, sub.id), eq(planCycles.seq, current!.seq + 1)));
    const step = cycleStep(
      {
        status: sub.status,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        periodEnd: sub.periodEnd,
        nextPaid: next?.status === 'paid',
      },
      now,
    );
    const [plan] = await tx.select().from(laundryPlans).where(eq(laundryPlans.id, sub.planId));
    const openNext = async () => {
      if (next) return false;
      const allowance = { kg: plan!.kgIncluded, pieces: plan!.piecesIncluded, pickups: plan!.pickupsIncluded };
      await tx.insert(planCycles).values({
        subscriptionId: sub.id,
        seq: current!.seq + 1,
        pricePaise: plan!.pricePaise,
        periodStart: sub.periodEnd,
        periodEnd: addMonth(sub.periodEnd!),
        kgAllowance: allowance.kg,
        piecesAllowance: allowance.pieces,
        pickupsAllowance: allowance.pickups,
        remindedAt: now,
        createdAt: now,
      });
      remind = { customerId: sub.customerId, amountPaise: plan!.pricePaise, renewsOn: sub.periodEnd!, planName: plan!.name };
      return true;
    };
    const set = (values: Partial<typeof planSubscriptions.$inferInsert>) =>
      tx
        .update(planSubscriptions)
        .set({ ...values, updatedAt: now })
        .where(eq(planSubscriptions.id, sub.id));
    switch (step) {
      case 'open_next':
        return (await openNext()) ? step : ('none' as const);
      case 'renew': {
        // What is left rolls over when the plan says so (core's nextAllowance caps it at one cycle's worth).
        const carried = nextAllowance(
          { kg: next!.kgAllowance, pieces: next!.piecesAllowance, pickups: next!.pickupsAllowance },
          plan!.rollover,
          cycleLeft(current!),
        );
        await tx
          .update(planCycles)
          .set({ kgAllowance: carried.kg, piecesAllowance: carried.pieces, pickupsAllowance: carried.pickups })
          .where(eq(planCycles.id, next!.id));
        await set({ status: 'active', currentCycleId: next!.id, periodStart: next!.periodStart, periodEnd: next!.periodEnd });
        return step;
      }
      case 'past_due':
        await openNext();
        await set({ status: 'past_due' });
        return step;
      case 'pause':
        await set({ status: 'paused' });
        return step;
      case 'end':
        await voidDueCycles(tx, sub.id);
        await set({ status: 'cancelled', cancelledAt: now });
        return step;
      default:
        return step;
    }
  });
  if (remind && deps.notify) await sendReminder(deps, remind);
  return step;
}

/** The renewal reminder, its text composed by core in the customer's language on their screen (decision 0021). */
async function sendReminder(
  deps: PlanDeps,
  r: { customerId: string; amountPaise: number; renewsOn: Date; planName: string },
): Promise<void> {
  const values = { plan_name: r.planName, renews_on: businessDate(r.renewsOn), amount: paiseToRupees(r.amountPaise) };
  await notify(deps.notify!, {
    recipient: { kind: 'customer', userId: r.customerId },
    type: 'plan_renewal',
    title: CUSTOMER_NOTICE_TITLES.plan_renewal,
    message: customerNoticeMessage('plan_renewal', values, deps.now()),
    action_type: 'plan_renewal',
    data: values,
    sendMessage: false,
  });
}

/**
 * An admin refunds a paid cycle in full through the provider (its idempotency key is the cycle's, so a retry or two
 * admins at once make one refund). Refunding the cycle in use ends the plan now. A refunded cycle answers as it is.
 */
export async function refundCycle(deps: PlanDeps, cycleId: string, reason: string) {
  const [cycle] = await deps.db.select().from(planCycles).where(eq(planCycles.id, cycleId));
  if (!cycle) throw notFound(PLAN_MESSAGES.cycleNotFound);
  if (cycle.status === 'refunded') return { cycle: cycleView(cycle), refundedNow: false };
  if (cycle.status !== 'paid' || !cycle.providerPaymentId) throw conflict(PLAN_MESSAGES.cycleNotPaid);
  if (cycle.provider !== deps.provider.name)
    throw new AppError(409, 'This cycle was paid through another payment provider', { code: 'CONFLICT' });
  const refund = await deps.provider.refund({
    paymentId: cycle.providerPaymentId,
    amountPaise: cycle.pricePaise,
    idempotencyKey: `plan-cycle-${cycle.id}`,
    notes: { plan_cycle_id: cycle.id, reason },
  });
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, cycle.subscriptionId);
    const [locked] = await tx.select().from(planCycles).where(eq(planCycles.id, cycle.id)).for('update');
    if (locked!.status !== 'paid') return locked!;
    const [done] = await tx
      .update(planCycles)
      .set({
        status: 'refunded',
        refundedPaise: locked!.pricePaise,
        providerRefundId: refund.id,
        refundReason: reason,
        refundedAt: now,
      })
      .where(eq(planCycles.id, cycle.id))
      .returning();
    // The credit note against its tax invoice, from the orders' credit note series (decision 0042).
    const creditNote = await deps.invoicing.credit(tx, cycle.id, now);
    if (sub.currentCycleId === cycle.id && sub.status !== 'cancelled') {
      await voidDueCycles(tx, sub.id);
      await tx
        .update(planSubscriptions)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(planSubscriptions.id, sub.id));
    }
    return { ...done!, creditNoteNumber: creditNote };
  });
  return { cycle: cycleView(row as CycleRow), refundedNow: true };
}
