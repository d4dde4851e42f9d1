import { eq } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.js';
import type { LifecycleEvents, OrderMovedEvent } from '../orders/order-audit.js';
import { issueInvoiceIfDue } from './invoices.js';
import { lockBooking, settlePaymentStatus, type MoneyDeps } from './money-moves.js';
import { refundBooking } from './refunds.js';

// What the order's moves mean for its money (docs/decisions/0033-money.md), heard from the order rule book:
// - the pickup's completion makes the bill final (the items are settled), and so does an admin's later edit;
// - an edit re-derives payment_status (a higher bill is pending again), the delivery's completion issues the invoice
//   when the order is paid; both in the move's own transaction;
// - a cancellation refunds what was paid, after the commit (the provider is not asked inside a transaction; the
//   reconciliation job finishes any a crash interrupts).

const billSettled = (s: OrderMovedEvent) => s.trip === 'pickup' && s.to === 'completed';
const changesMoney = (s: OrderMovedEvent) => s.to === 'edited' || (s.trip === null && s.to === 'completed');

export function withMoney(inner: LifecycleEvents, deps: () => MoneyDeps): LifecycleEvents {
  return {
    ...inner,
    async recordMove(tx, steps) {
      const first = steps[0];
      if (!first || !steps.some((s) => billSettled(s) || changesMoney(s))) return inner.recordMove?.(tx, steps);
      const row = await lockBooking(tx, first.bookingId);
      const finalNow = steps.some(billSettled) || (row.billFinalAt !== null && steps.some((s) => s.to === 'edited'));
      if (finalNow) await tx.update(bookings).set({ billFinalAt: first.at }).where(eq(bookings.id, row.id));
      // The payment status before the move's notices and events, which show it; the invoice after them, last: its
      // number locks the series until the commit, and every other order's invoice waits for that lock.
      await settlePaymentStatus(tx, row, first.at);
      const afterCommit = await inner.recordMove?.(tx, steps);
      await issueInvoiceIfDue(tx, row.id, first.at, deps().jobs ?? null);
      return afterCommit;
    },
    async orderMoved(event) {
      try {
        await inner.orderMoved?.(event);
      } finally {
        if (event.trip === null && event.to === 'cancelled') {
          await refundBooking(deps(), {
            bookingId: event.bookingId,
            amountPaise: 'all',
            reason: 'Order cancelled',
            actor: event.actor,
            automatic: 'cancellation',
          });
        }
      }
    },
  };
}
