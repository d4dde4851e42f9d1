import { and, desc, eq, isNull } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, gstIncluded, isIntraState, resolvePreferences, sendsEmailCopy } from '@washday/core';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  addresses,
  invoices,
  laundryPlans,
  planCycles,
  planSubscriptions,
  userPreferences,
  users,
} from '../../db/schema/index.js';
import type { PlanInvoicing } from '../plans/plan-deps.js';
import { readBusinessSettings } from './business-settings.repository.js';
import {
  nextDocumentNumber,
  placeOfSupply,
  withFlat,
  writeInvoice,
  type InvoiceEmailQueue,
  type InvoiceSnapshot,
} from './invoices.js';

// Tax invoices for laundry plans' cycles (docs/decisions/0042-laundry-plans.md): a paid cycle is a taxable supply of
// laundry services, invoiced once, when it is paid, from the orders' series (one gapless numbering), with the same
// tax rule as an order (the price includes GST). A refunded cycle gets a credit note from the orders' credit series.

const day = new Intl.DateTimeFormat('en-IN', { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** The cycle's reference printed where an order's number goes: PLAN-<subscription>-<cycle>. */
export const planCycleReference = (subscriptionId: string, seq: number) =>
  `PLAN-${subscriptionId.slice(0, 8).toUpperCase()}-${seq}`;

/** The period a cycle covers, from the day it starts to the day it ends (at the moment of day it began). */
export function cyclePeriod(start: Date | null, end: Date | null): string {
  return start && end ? `${day.format(start)} – ${day.format(end)}` : '';
}

/**
 * Issues a paid cycle's invoice unless it has one, in the caller's transaction (which holds the subscription's and the
 * cycle's row locks; the unique index on the cycle backs it). Emailed as an order's is, when the customer's copies are on.
 */
export async function issuePlanCycleInvoice(tx: Tx, cycleId: string, at: Date, jobs: InvoiceEmailQueue): Promise<string | null> {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.planCycleId, cycleId));
  if (existing) return null;
  const [row] = await tx
    .select({ cycle: planCycles, sub: planSubscriptions, planName: laundryPlans.name })
    .from(planCycles)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planCycles.subscriptionId))
    .innerJoin(laundryPlans, eq(laundryPlans.id, planSubscriptions.planId))
    .where(eq(planCycles.id, cycleId));
  if (!row?.cycle.paidAt || row.cycle.pricePaise <= 0) return null;
  const { cycle, sub } = row;
  const paidAt = row.cycle.paidAt;
  const [[customer], [address], supplier] = await Promise.all([
    tx
      .select({
        name: users.name,
        phone: users.phone,
        gstin: users.gstin,
        email: users.email,
        preferences: userPreferences.preferences,
      })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, sub.customerId)),
    // The customer's address on record (their default, else their newest): the place of supply of a service.
    tx
      .select({ flatNo: addresses.flatNo, fullAddress: addresses.fullAddress })
      .from(addresses)
      .where(eq(addresses.userId, sub.customerId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt))
      .limit(1),
    readBusinessSettings(tx),
  ]);
  const printedAddress = address ? withFlat(address.flatNo, address.fullAddress) : '';
  const place = placeOfSupply(address?.fullAddress ?? '', supplier);
  const split = gstIncluded(cycle.pricePaise, supplier.gstRatePercent, isIntraState(supplier.stateCode, place.code));
  const period = cyclePeriod(cycle.periodStart, cycle.periodEnd);
  const snapshot: InvoiceSnapshot = {
    supplier,
    customer: {
      name: customer?.name || 'Customer',
      phone: customer?.phone ?? '',
      address: printedAddress,
      gstin: customer?.gstin ?? null,
    },
    placeOfSupply: place,
    orderNumber: planCycleReference(sub.id, cycle.seq),
    subject: 'plan',
    lines: [
      {
        description: period ? `${row.planName} laundry plan, ${period}` : `${row.planName} laundry plan`,
        sac: supplier.sac,
        quantity: 1,
        unit: 'month',
        unitPricePaise: cycle.pricePaise,
        amountPaise: cycle.pricePaise,
      },
    ],
    subtotalPaise: cycle.pricePaise,
    discountPaise: 0,
    couponCode: null,
    split: {
      taxablePaise: split.taxablePaise,
      cgstPaise: split.cgstPaise,
      sgstPaise: split.sgstPaise,
      igstPaise: split.igstPaise,
      ratePercent: split.ratePercent,
      intraState: split.intraState,
    },
    totalPaise: cycle.pricePaise,
    payments: [{ method: 'online', amountPaise: cycle.pricePaise, at: paidAt.toISOString(), reference: cycle.providerPaymentId }],
  };
  const emailed = Boolean(jobs && customer?.email && sendsEmailCopy(resolvePreferences(customer.preferences), 'order'));
  const invoice = await writeInvoice(tx, { planCycleId: cycle.id }, snapshot, at, emailed ? jobs : null);
  return invoice.number;
}

/** Numbers the credit note against a refunded cycle's invoice, once (the caller holds the cycle's row lock). */
export async function creditPlanCycle(tx: Tx, cycleId: string, at: Date): Promise<string | null> {
  const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.planCycleId, cycleId));
  if (!invoice) return null;
  const [cycle] = await tx.select({ number: planCycles.creditNoteNumber }).from(planCycles).where(eq(planCycles.id, cycleId));
  if (cycle?.number) return cycle.number;
  const { number } = await nextDocumentNumber(tx, 'creditNote', at);
  await tx
    .update(planCycles)
    .set({ creditNoteNumber: number })
    .where(and(eq(planCycles.id, cycleId), isNull(planCycles.creditNoteNumber)));
  return number;
}

/** What plans are given to invoice their cycles (plan-deps.ts). */
export const planInvoicing = (jobs: InvoiceEmailQueue): PlanInvoicing => ({
  issue: (tx, cycleId, at) => issuePlanCycleInvoice(tx, cycleId, at, jobs),
  credit: (tx, cycleId, at) => creditPlanCycle(tx, cycleId, at),
});

/**
 * A cycle's invoice as issued, for its customer: 'not-found' when the cycle is missing or another customer's (the
 * same answer either way), null when it has no invoice yet.
 */
export async function planCycleInvoiceOf(db: DbOrTx, cycleId: string, customerId: string) {
  const [row] = await db
    .select({
      customerId: planSubscriptions.customerId,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      snapshot: invoices.snapshot,
    })
    .from(planCycles)
    .innerJoin(planSubscriptions, eq(planSubscriptions.id, planCycles.subscriptionId))
    .leftJoin(invoices, eq(invoices.planCycleId, planCycles.id))
    .where(eq(planCycles.id, cycleId));
  if (!row || row.customerId !== customerId) return 'not-found' as const;
  if (!row.number || !row.issuedAt) return null;
  return { number: row.number, issuedAt: row.issuedAt, snapshot: row.snapshot as InvoiceSnapshot };
}
