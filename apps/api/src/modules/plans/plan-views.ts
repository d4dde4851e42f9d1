import {
  allowanceLeft,
  graceEndsAt,
  paiseToRupees,
  type PlanCycleView,
  type PlanInvoiceView,
  type PlanView,
  type SubscriptionView,
} from '@washday/core';
import type { laundryPlans, planCycles, planSubscriptions } from '../../db/schema/index.js';

// What the screens read of plans, subscriptions and cycles (rupees, ISO times).

export type PlanRow = typeof laundryPlans.$inferSelect;
export type SubscriptionRow = typeof planSubscriptions.$inferSelect;
export type CycleRow = typeof planCycles.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function planView(p: PlanRow): PlanView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: paiseToRupees(p.pricePaise),
    kg_included: p.kgIncluded,
    pieces_included: p.piecesIncluded,
    pickups_included: p.pickupsIncluded,
    dry_clean_discount_percent: p.dryCleanDiscountPercent,
    free_delivery: p.freeDelivery,
    rollover: p.rollover,
    is_active: p.isActive,
  };
}

export const cycleAllowance = (c: CycleRow) => ({ kg: c.kgAllowance, pieces: c.piecesAllowance, pickups: c.pickupsAllowance });
export const cycleUsed = (c: CycleRow) => ({ kg: c.kgUsed, pieces: c.piecesUsed, pickups: c.pickupsUsed });
export const cycleLeft = (c: CycleRow) => allowanceLeft(cycleAllowance(c), cycleUsed(c));

const NONE = { kg: 0, pieces: 0, pickups: 0 };

/** A cycle with the number of its tax invoice (null before it is paid). */
export type InvoicedCycle = CycleRow & { invoiceNumber: string | null };

export function cycleView(c: CycleRow & { invoiceNumber?: string | null }): PlanCycleView {
  return {
    id: c.id,
    seq: c.seq,
    status: c.status,
    amount: paiseToRupees(c.pricePaise),
    refunded: paiseToRupees(c.refundedPaise),
    period_start: iso(c.periodStart),
    period_end: iso(c.periodEnd),
    paid_at: iso(c.paidAt),
    reference: c.providerPaymentId,
    invoice_number: c.invoiceNumber ?? null,
    credit_note_number: c.creditNoteNumber,
  };
}

/** An invoiced cycle in the customer's list of plan invoices, from whichever of their plans it was. */
export function planInvoiceView(c: CycleRow, planName: string, invoiceNumber: string, issuedAt: Date): PlanInvoiceView {
  return {
    cycle_id: c.id,
    subscription_id: c.subscriptionId,
    plan_name: planName,
    status: c.status,
    period_start: iso(c.periodStart),
    period_end: iso(c.periodEnd),
    amount: paiseToRupees(c.pricePaise),
    refunded: paiseToRupees(c.refundedPaise),
    paid_at: iso(c.paidAt),
    invoice_number: invoiceNumber,
    issued_at: issuedAt.toISOString(),
    credit_note_number: c.creditNoteNumber,
  };
}

/** The customer's plan card: the current cycle's allowance only while the plan is active. */
export function subscriptionView(
  sub: SubscriptionRow,
  plan: PlanRow,
  current: CycleRow | null,
  due: CycleRow | null,
  paidCycles: InvoicedCycle[] = [],
): SubscriptionView {
  const live = sub.status === 'active' && current !== null;
  return {
    id: sub.id,
    status: sub.status,
    plan: planView(plan),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    period_start: iso(sub.periodStart),
    period_end: iso(sub.periodEnd),
    renews_at: sub.status === 'active' && !sub.cancelAtPeriodEnd ? iso(sub.periodEnd) : null,
    grace_ends_at: sub.status === 'past_due' && sub.periodEnd ? graceEndsAt(sub.periodEnd).toISOString() : null,
    allowance: live ? cycleAllowance(current) : NONE,
    used: live ? cycleUsed(current) : NONE,
    left: live ? cycleLeft(current) : NONE,
    due: due ? { cycle_id: due.id, amount: paiseToRupees(due.pricePaise), starts_at: iso(due.periodStart) } : null,
    paid_cycles: paidCycles.map(cycleView),
  };
}
