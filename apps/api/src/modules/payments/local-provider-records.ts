import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, planCycles, riderTips } from '../../db/schema/index.js';
import type { LocalRecords } from './local-provider.js';

/**
 * What the local stand-in finds in our payments table when it does not hold an order or payment in memory: one made
 * by another instance, or by this one before a restart. Razorpay is one service for every instance; so, through the
 * database, is the stand-in.
 */
export function localRecordsIn(db: Db): LocalRecords {
  return {
    order: async (orderId) => {
      const [row] = await db
        .select({ amountPaise: payments.amountPaise, status: payments.status })
        .from(payments)
        .where(and(eq(payments.provider, 'local'), eq(payments.providerOrderId, orderId)));
      if (row) return row.status === 'created' ? { amountPaise: row.amountPaise } : undefined;
      // A tip's order (decision 0041): the rider's, kept apart from the order's payments.
      const [tip] = await db
        .select({ amountPaise: riderTips.amountPaise, status: riderTips.status })
        .from(riderTips)
        .where(and(eq(riderTips.provider, 'local'), eq(riderTips.providerOrderId, orderId)));
      if (tip) return tip.status !== 'captured' ? { amountPaise: tip.amountPaise } : undefined;
      // A plan cycle's order (decision 0042).
      const [cycle] = await db
        .select({ amountPaise: planCycles.pricePaise, status: planCycles.status })
        .from(planCycles)
        .where(and(eq(planCycles.provider, 'local'), eq(planCycles.providerOrderId, orderId)));
      return cycle?.status === 'due' ? { amountPaise: cycle.amountPaise } : undefined;
    },
    payment: async (paymentId) => {
      const [row] = await db
        .select({
          amountPaise: payments.amountPaise,
          status: payments.status,
          orderId: payments.providerOrderId,
          qrId: payments.providerQrId,
        })
        .from(payments)
        .where(and(eq(payments.provider, 'local'), eq(payments.providerPaymentId, paymentId)));
      if (!row) {
        // A plan cycle's payment (decision 0042), for its refund.
        const [cycle] = await db
          .select({ amountPaise: planCycles.pricePaise, orderId: planCycles.providerOrderId })
          .from(planCycles)
          .where(and(eq(planCycles.provider, 'local'), eq(planCycles.providerPaymentId, paymentId)));
        if (cycle) return { amountPaise: cycle.amountPaise, captured: true, orderId: cycle.orderId, qrId: null };
      }
      return row
        ? {
            amountPaise: row.amountPaise,
            captured: row.status !== 'created' && row.status !== 'failed',
            orderId: row.orderId,
            qrId: row.qrId,
          }
        : undefined;
    },
  };
}
