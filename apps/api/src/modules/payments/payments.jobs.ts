import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { bookings, orderEvents, payments } from '../../db/schema/index.js';
import { captureProviderPayment, failProviderPayment, openPayments, type MoneyDeps } from './money-moves.js';
import { refundBooking, sendRefund, unsentRefunds } from './refunds.js';

export const PAYMENT_RECONCILE_JOB = 'reconcile-payments';
/** A payment left open this long is asked about (the checkout's confirmation and the webhook both missed). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** An online order with no payment this long is given up. */
const ABANDON_AFTER_MS = 24 * 3_600_000;

export interface ReconcileResult {
  captured: number;
  failed: number;
  refundsSent: number;
  cancellationsRefunded: number;
}

/**
 * Every 5 minutes, and once as the queue starts: asks the provider about payments left open over 15 minutes, sends
 * again refunds the provider has not confirmed, and refunds cancelled orders a crash left paid (docs/decisions/0033).
 */
export function paymentReconcileJob(deps: () => MoneyDeps): JobDefinition<object, ReconcileResult> {
  return {
    name: PAYMENT_RECONCILE_JOB,
    cron: '*/5 * * * *',
    runAtStart: true,
    policy: 'short',
    run: () => reconcilePayments(deps()),
  };
}

export async function reconcilePayments(deps: MoneyDeps): Promise<ReconcileResult> {
  const now = deps.now();
  const result: ReconcileResult = { captured: 0, failed: 0, refundsSent: 0, cancellationsRefunded: 0 };
  for (const open of await openPayments(deps.db, new Date(now.getTime() - RECONCILE_AFTER_MS))) {
    if (open.provider !== deps.provider.name) continue;
    const ref = open.providerQrId ? { qrId: open.providerQrId } : { orderId: open.providerOrderId! };
    const seen = open.providerQrId
      ? await deps.provider.qrPayments(open.providerQrId)
      : await deps.provider.orderPayments(open.providerOrderId!);
    const captured = seen.find((p) => p.status === 'captured');
    if (captured) {
      const outcome = await captureProviderPayment(deps, ref, captured);
      if (outcome.outcome === 'captured') result.captured++;
      continue;
    }
    const expired = open.expiresAt ? open.expiresAt < now : now.getTime() - open.createdAt.getTime() > ABANDON_AFTER_MS;
    if (expired && !seen.some((p) => p.status === 'authorized' || p.status === 'created')) {
      await failProviderPayment(deps, ref, {
        id: seen.at(-1)?.id ?? 'none',
        orderId: open.providerOrderId,
        qrId: open.providerQrId,
        amountPaise: open.amountPaise,
        status: 'failed',
        method: null,
        errorDescription: open.providerQrId ? 'The QR code expired unpaid' : 'Not paid within a day',
      });
      if (open.providerQrId) await deps.provider.closeQr(open.providerQrId).catch(() => undefined);
      result.failed++;
    }
  }
  for (const refund of await unsentRefunds(deps.db)) {
    await sendRefund(deps, refund);
    result.refundsSent++;
  }
  const paidButCancelled = await deps.db
    .selectDistinct({ bookingId: payments.bookingId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(bookings.status, 'cancelled'),
        inArray(payments.status, ['captured', 'partially_refunded']),
        gt(payments.amountPaise, sql`${payments.refundedPaise}`),
      ),
    )
    .limit(50);
  for (const { bookingId } of paidButCancelled) {
    // In the name of whoever cancelled, as the cancellation's own refund would have been.
    const [cancelled] = await deps.db
      .select({ id: orderEvents.actorId, role: orderEvents.actorRole })
      .from(orderEvents)
      .where(and(eq(orderEvents.bookingId, bookingId), eq(orderEvents.toState, 'cancelled')))
      .limit(1);
    if (!cancelled?.id) continue;
    const made = await refundBooking(deps, {
      bookingId,
      amountPaise: 'all',
      reason: 'Order cancelled',
      actor: { role: cancelled.role as 'customer' | 'admin', id: cancelled.id },
      automatic: 'cancellation',
    });
    if (made.length) result.cancellationsRefunded++;
  }
  return result;
}
