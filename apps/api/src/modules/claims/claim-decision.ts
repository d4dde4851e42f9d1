import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CLAIM_MESSAGES,
  CLAIM_NOTICE_TITLES,
  DEFAULT_CLAIM_RULE,
  claimCapPaise,
  claimNoticeMessage,
  formatRupees,
  paiseToRupees,
  type ClaimDecision,
  type ClaimNoticeType,
  type ClaimNoticeValues,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookings, claims, coupons } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { noLifecycleListeners, writeOrderEvents } from '../orders/order-audit.js';
import { notify, type NotifyDeps } from '../notifications/notify.service.js';
import type { MoneyDeps } from '../payments/money-moves.js';
import { refundBooking } from '../payments/refunds.js';
import { paidNetPaise, readClaimRule, type ClaimRow } from './claim-records.js';

// Operations' one decision on a claim (docs/decisions/0034). The decision is taken by a conditional update from
// 'open' (only one of many concurrent requests finds the row still open; the rest answer 409). A refund is made after
// that commit through the money module's refundBooking (its own lock keeps it within what was paid); if the refund is
// refused the claim goes back to open, so a failed payout never leaves a claim marked paid.

export interface DecisionDeps {
  db: Db;
  now: () => Date;
  money: MoneyDeps;
  notices: NotifyDeps;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

async function loadClaim(db: DbOrTx, claimId: string): Promise<ClaimRow> {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  if (!row) throw notFound(CLAIM_MESSAGES.notFound);
  return row;
}

function alreadyDecided(row: ClaimRow): AppError {
  return new AppError(409, CLAIM_MESSAGES.alreadyDecided(row.status), { code: 'CLAIM_DECIDED' });
}

/** Marks the claim decided if it is still open; null when another decision got there first. */
async function takeDecision(tx: DbOrTx, claimId: string, set: Partial<ClaimRow>): Promise<ClaimRow | null> {
  const [row] = await tx
    .update(claims)
    .set(set)
    .where(and(eq(claims.id, claimId), eq(claims.status, 'open')))
    .returning();
  return row ?? null;
}

async function audit(tx: DbOrTx, row: ClaimRow, adminId: string, to: string, note: string, at: Date) {
  await writeOrderEvents(
    tx as Parameters<typeof writeOrderEvents>[0],
    { events: noLifecycleListeners },
    { bookingId: row.bookingId, customerId: row.customerId ?? '' },
    { role: 'admin', id: adminId },
    [{ trip: null, from: 'claim_open', to, note: `Claim ${row.id}: ${note}` }],
    at,
  );
}

/** The customer's notice of a claim step (stored in English; the app composes Hindi from the same data). */
export async function tellCustomer(
  deps: NotifyDeps,
  row: ClaimRow,
  type: ClaimNoticeType,
  values: Omit<ClaimNoticeValues, 'order_number'>,
) {
  if (!row.customerId) return;
  const [booking] = await deps.db.select({ number: bookings.customOrderId }).from(bookings).where(eq(bookings.id, row.bookingId));
  const data: ClaimNoticeValues = { order_number: booking?.number ?? '', ...values };
  await notify(deps, {
    recipient: { kind: 'customer', userId: row.customerId },
    type,
    title: CLAIM_NOTICE_TITLES[type].en,
    message: claimNoticeMessage(type, data, 'en'),
    data: { ...data, claim_id: row.id },
    bookingId: row.bookingId,
  });
}

/** A single-use coupon for the claim's customer, worth the amount off their next order, valid a year. */
async function claimCoupon(tx: DbOrTx, row: ClaimRow, adminId: string, amountPaise: number, at: Date): Promise<string> {
  const code = `CLAIM${randomBytes(4).toString('hex').toUpperCase()}`;
  await tx.insert(coupons).values({
    code,
    discountKind: 'flat',
    discountPercent: 100,
    maxDiscountPaise: amountPaise,
    minOrderPaise: 0,
    description: `${rupees(amountPaise)} off, for your claim`,
    type: 'general',
    isOneTimeUse: true,
    usageLimit: 1,
    ownerUserId: row.customerId,
    isActive: true,
    createdByAdminId: adminId,
    expiresAt: new Date(at.getTime() + 365 * 86_400_000),
    createdAt: at,
  });
  return code;
}

export async function decideClaim(deps: DecisionDeps, adminId: string, claimId: string, decision: ClaimDecision) {
  const at = deps.now();
  const current = await loadClaim(deps.db, claimId);
  if (current.status !== 'open') throw alreadyDecided(current);

  if (decision.decision === 'reject') {
    const row = await deps.db.transaction(async (tx) => {
      const taken = await takeDecision(tx, claimId, {
        status: 'rejected',
        reason: decision.reason,
        decidedAt: at,
        decidedByAdminId: adminId,
      });
      if (!taken) throw alreadyDecided(await loadClaim(tx, claimId));
      await audit(tx, taken, adminId, 'claim_rejected', `rejected: ${decision.reason}`, at);
      return taken;
    });
    await tellCustomer(deps.notices, row, 'claim_rejected', { reason: decision.reason });
    return { message: CLAIM_MESSAGES.rejected, row };
  }

  const amountPaise = Math.round(decision.amount * 100);
  const rule = (await readClaimRule(deps.db)) ?? DEFAULT_CLAIM_RULE;
  const byRule = claimCapPaise(rule, current.chargePaise, Number.MAX_SAFE_INTEGER);
  if (amountPaise > byRule)
    throw new AppError(422, CLAIM_MESSAGES.aboveCap(rupees(byRule)), { code: 'CLAIM_ABOVE_CAP', field: 'amount' });
  const paid = await paidNetPaise(deps.db, current.bookingId);
  if (amountPaise > paid)
    throw new AppError(422, CLAIM_MESSAGES.abovePaid(rupees(paid)), { code: 'CLAIM_ABOVE_PAID', field: 'amount' });
  const note = decision.note ? ` (${decision.note})` : '';
  const decided = {
    status: 'compensated' as const,
    payout: decision.payout,
    amountPaise,
    decidedAt: at,
    decidedByAdminId: adminId,
  };

  if (decision.payout === 'coupon') {
    const row = await deps.db.transaction(async (tx) => {
      const taken = await takeDecision(tx, claimId, decided);
      if (!taken) throw alreadyDecided(await loadClaim(tx, claimId));
      const code = await claimCoupon(tx, taken, adminId, amountPaise, at);
      const [withCode] = await tx.update(claims).set({ couponCode: code }).where(eq(claims.id, claimId)).returning();
      await audit(tx, taken, adminId, 'claim_compensated', `coupon ${code} worth ${rupees(amountPaise)}${note}`, at);
      return withCode!;
    });
    await tellCustomer(deps.notices, row, 'claim_compensated', {
      amount: paiseToRupees(amountPaise),
      payout: 'coupon',
      coupon_code: row.couponCode,
    });
    return { message: CLAIM_MESSAGES.compensated(rupees(amountPaise), 'coupon'), row };
  }

  const taken = await deps.db.transaction(async (tx) => {
    const row = await takeDecision(tx, claimId, decided);
    if (!row) throw alreadyDecided(await loadClaim(tx, claimId));
    await audit(tx, row, adminId, 'claim_compensated', `refund of ${rupees(amountPaise)}${note}`, at);
    return row;
  });
  let refundId: string | null;
  try {
    const made = await refundBooking(deps.money, {
      bookingId: taken.bookingId,
      amountPaise,
      reason: `Claim ${taken.id}: ${taken.kind} ${taken.tagCode ?? taken.serviceName}`,
      actor: { role: 'admin', id: adminId },
    });
    refundId = made[0]?.id ?? null;
  } catch (error) {
    // The payout was refused (paid less in the meantime): the claim is open again, to be decided afresh.
    await deps.db
      .update(claims)
      .set({ status: 'open', payout: null, amountPaise: null, decidedAt: null, decidedByAdminId: null })
      .where(eq(claims.id, claimId));
    throw error;
  }
  const [row] = await deps.db.update(claims).set({ refundId }).where(eq(claims.id, claimId)).returning();
  await tellCustomer(deps.notices, row!, 'claim_compensated', { amount: paiseToRupees(amountPaise), payout: 'refund' });
  return { message: CLAIM_MESSAGES.compensated(rupees(amountPaise), 'refund'), row: row! };
}
