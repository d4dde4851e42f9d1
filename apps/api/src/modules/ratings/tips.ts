import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RATING_MESSAGES, rupeesToPaise } from '@washday/core';
import type { Db } from '../../db/client.js';
import { riderTips } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { ownBooking } from './rating-records.js';

// Tips for the delivery rider (docs/decisions/0041-ratings-and-tips.md), paid through the money module's provider but
// kept out of `payments`: a tip is the rider's, not the order's bill, revenue or invoice. A capture counts once
// however the news comes (the checkout's signature, a webhook, its replay): a conditional update from 'created'.

export interface TipDeps {
  db: Db;
  now: () => Date;
  provider: Pick<FastifyInstance['paymentProvider'], 'name' | 'createOrder'>;
}

type TipRow = typeof riderTips.$inferSelect;

/** A provider order for the tip; an open one for the same amount is reused. */
export async function startTip(deps: TipDeps, bookingId: string, customerId: string, amountRupees: number): Promise<TipRow> {
  const booking = await ownBooking(deps.db, bookingId, customerId);
  if (booking.status === 'cancelled') throw conflict(RATING_MESSAGES.tipCancelled);
  if (!booking.riderId) throw conflict(RATING_MESSAGES.tipNoRider);
  const amountPaise = rupeesToPaise(amountRupees);
  const tips = await deps.db
    .select()
    .from(riderTips)
    .where(and(eq(riderTips.bookingId, bookingId), inArray(riderTips.status, ['created', 'captured'])))
    .orderBy(desc(riderTips.createdAt));
  if (tips.some((t) => t.status === 'captured')) throw conflict(RATING_MESSAGES.tipAlready);
  const open = tips.find((t) => t.amountPaise === amountPaise && t.provider === deps.provider.name);
  if (open) return open;
  const order = await deps.provider.createOrder({
    amountPaise,
    receipt: `${booking.customOrderId}-tip`,
    notes: { kind: 'tip', booking_id: bookingId, order_number: booking.customOrderId },
  });
  const [row] = await deps.db
    .insert(riderTips)
    .values({
      bookingId,
      customerId,
      riderId: booking.riderId,
      amountPaise: order.amountPaise,
      provider: deps.provider.name,
      providerOrderId: order.id,
      createdAt: deps.now(),
    })
    .returning();
  return row!;
}

export type TipCapture = { outcome: 'captured' | 'already' | 'unknown'; tip: TipRow | null };

/** The provider took the tip: the first capture counts, every later one changes nothing. */
export async function captureTip(
  deps: Pick<TipDeps, 'db' | 'now' | 'provider'>,
  providerOrderId: string,
  paymentId: string,
): Promise<TipCapture> {
  const mine = and(eq(riderTips.provider, deps.provider.name), eq(riderTips.providerOrderId, providerOrderId));
  const [captured] = await deps.db
    .update(riderTips)
    .set({ status: 'captured', providerPaymentId: paymentId, capturedAt: deps.now(), failedAt: null })
    .where(and(mine, inArray(riderTips.status, ['created', 'failed'])))
    .returning();
  if (captured) return { outcome: 'captured', tip: captured };
  const [known] = await deps.db.select().from(riderTips).where(mine);
  return known ? { outcome: 'already', tip: known } : { outcome: 'unknown', tip: null };
}

/** A declined attempt: the tip stays payable by a retry on the same provider order. */
export async function failTip(deps: Pick<TipDeps, 'db' | 'now' | 'provider'>, providerOrderId: string): Promise<boolean> {
  const mine = and(eq(riderTips.provider, deps.provider.name), eq(riderTips.providerOrderId, providerOrderId));
  const [known] = await deps.db.select({ id: riderTips.id }).from(riderTips).where(mine);
  if (!known) return false;
  await deps.db
    .update(riderTips)
    .set({ status: 'failed', failedAt: deps.now() })
    .where(and(mine, eq(riderTips.status, 'created')));
  return true;
}

/**
 * The money module's webhook asks here first: a provider event about a tip's order is handled here (true), anything
 * else is left to the order's payments (false).
 */
export async function handleTipEvent(
  deps: Pick<TipDeps, 'db' | 'now' | 'provider'>,
  event: string | undefined,
  payment: { id?: string; order_id?: string | null } | undefined,
): Promise<boolean> {
  if (!payment?.order_id || !payment.id) return false;
  if (event === 'payment.captured' || event === 'order.paid')
    return (await captureTip(deps, payment.order_id, payment.id)).outcome !== 'unknown';
  if (event === 'payment.failed') return failTip(deps, payment.order_id);
  return false;
}
