import { asc, desc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees, type AccountExport } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import {
  inboundMessages,
  laundryPlans,
  orderRatings,
  planCycles,
  planSubscriptions,
  planUsages,
  recurringPickupOccurrences,
  recurringPickups,
  riderTips,
  riders,
} from '../../db/schema/index.js';

type Habits = Pick<AccountExport, 'recurringPickups' | 'inboundMessages' | 'planSubscriptions' | 'ratings' | 'tips'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The account export's part for issue 30 ("customers who stay"): the customer's recurring pickups and their
 * occurrences, the replies they sent, their plan subscriptions with cycles and draw-downs, and the ratings and tips they
 * gave. Read by their own id only; of a rider, only the name the customer already saw on their order.
 */
export async function exportHabits(db: DbOrTx, userId: string): Promise<Habits> {
  const [series, replies, subscriptions, ratingRows, tipRows] = await Promise.all([
    db.select().from(recurringPickups).where(eq(recurringPickups.customerId, userId)).orderBy(desc(recurringPickups.createdAt)),
    db.select().from(inboundMessages).where(eq(inboundMessages.customerId, userId)).orderBy(desc(inboundMessages.createdAt)),
    db
      .select({ sub: planSubscriptions, planName: laundryPlans.name })
      .from(planSubscriptions)
      .innerJoin(laundryPlans, eq(laundryPlans.id, planSubscriptions.planId))
      .where(eq(planSubscriptions.customerId, userId))
      .orderBy(desc(planSubscriptions.createdAt)),
    db
      .select({ rating: orderRatings, riderName: riders.name })
      .from(orderRatings)
      .leftJoin(riders, eq(riders.id, orderRatings.riderId))
      .where(eq(orderRatings.customerId, userId))
      .orderBy(desc(orderRatings.createdAt)),
    db
      .select({ tip: riderTips, riderName: riders.name })
      .from(riderTips)
      .leftJoin(riders, eq(riders.id, riderTips.riderId))
      .where(eq(riderTips.customerId, userId))
      .orderBy(desc(riderTips.createdAt)),
  ]);
  const seriesIds = series.map((s) => s.id);
  const subIds = subscriptions.map((s) => s.sub.id);
  const [occurrences, cycles] = await Promise.all([
    seriesIds.length
      ? db
          .select()
          .from(recurringPickupOccurrences)
          .where(inArray(recurringPickupOccurrences.seriesId, seriesIds))
          .orderBy(asc(recurringPickupOccurrences.ruleDate))
      : [],
    subIds.length
      ? db.select().from(planCycles).where(inArray(planCycles.subscriptionId, subIds)).orderBy(asc(planCycles.seq))
      : [],
  ]);
  const usages = cycles.length
    ? await db
        .select()
        .from(planUsages)
        .where(
          inArray(
            planUsages.cycleId,
            cycles.map((c) => c.id),
          ),
        )
    : [];

  return {
    recurringPickups: series.map((s) => ({
      id: s.id,
      frequency: s.frequency,
      weekday: s.weekday,
      dayOfMonth: s.dayOfMonth,
      pickupTime: s.pickupTime,
      addressId: s.addressId,
      services: s.services,
      notes: s.notes,
      startsOn: s.startsOn,
      status: s.status,
      pausedReason: s.pausedReason,
      fromBookingId: s.fromBookingId,
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
      occurrences: occurrences
        .filter((o) => o.seriesId === s.id)
        .map((o) => ({
          ruleDate: o.ruleDate,
          pickupDate: o.pickupDate,
          pickupTime: o.pickupTime,
          status: o.status,
          bookingId: o.bookingId,
          movedFromTime: o.movedFromTime,
          remindedAt: iso(o.remindedAt),
          createdAt: o.createdAt.toISOString(),
        })),
    })),
    inboundMessages: replies.map((m) => ({
      channel: m.channel,
      text: m.text,
      outcome: m.outcome,
      reply: m.reply,
      createdAt: m.createdAt.toISOString(),
    })),
    planSubscriptions: subscriptions.map(({ sub, planName }) => ({
      id: sub.id,
      planName,
      status: sub.status,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      periodStart: iso(sub.periodStart),
      periodEnd: iso(sub.periodEnd),
      cancelledAt: iso(sub.cancelledAt),
      createdAt: sub.createdAt.toISOString(),
      cycles: cycles
        .filter((c) => c.subscriptionId === sub.id)
        .map((c) => ({
          seq: c.seq,
          status: c.status,
          price: paiseToRupees(c.pricePaise),
          periodStart: iso(c.periodStart),
          periodEnd: iso(c.periodEnd),
          allowance: { kg: c.kgAllowance, pieces: c.piecesAllowance, pickups: c.pickupsAllowance },
          used: { kg: c.kgUsed, pieces: c.piecesUsed, pickups: c.pickupsUsed },
          paidAt: iso(c.paidAt),
          paymentReference: c.providerPaymentId,
          refunded: paiseToRupees(c.refundedPaise),
          refundedAt: iso(c.refundedAt),
          usages: usages
            .filter((u) => u.cycleId === c.id)
            .map((u) => ({
              bookingId: u.bookingId,
              kg: u.kg,
              pieces: u.pieces,
              pickups: u.pickups,
              covered: paiseToRupees(u.coveredPaise),
              returnedAt: iso(u.returnedAt),
            })),
        })),
    })),
    ratings: ratingRows.map(({ rating, riderName }) => ({
      bookingId: rating.bookingId,
      orderStars: rating.orderStars,
      riderStars: rating.riderStars,
      riderName,
      tags: rating.tags,
      comment: rating.comment,
      createdAt: rating.createdAt.toISOString(),
      updatedAt: rating.updatedAt.toISOString(),
    })),
    tips: tipRows.map(({ tip, riderName }) => ({
      bookingId: tip.bookingId,
      riderName,
      amount: paiseToRupees(tip.amountPaise),
      status: tip.status,
      createdAt: tip.createdAt.toISOString(),
      capturedAt: iso(tip.capturedAt),
    })),
  };
}
