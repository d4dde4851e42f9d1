// Replies to our WhatsApp messages (docs/decisions/0040-recurring-pickups.md). An adapter turns a provider's delivery
// into an InboundMessage; the local one (development and tests) takes the dev route's body. 'SKIP' skips the customer's
// next regular pickup: the one last reminded, else the soonest upcoming. Handled once per message id; a redelivery is
// answered with the first outcome and changes nothing.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  CUSTOMER_NOTICE_TITLES,
  customerNoticeMessage,
  normalizeIndianMobile,
  toStoredPhone,
  type INBOUND_OUTCOMES,
} from '@washday/core';
import { inboundMessages, recurringPickupOccurrences, recurringPickups, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { deliverNotification, storeNotification, type NotifyDeps } from '../notifications/notify.service.js';
import { skipOccurrence, upcomingOccurrences, type SeriesDeps, type SkipOutcome } from './recurring-series.service.js';
import { pickupAhead } from './recurring-occurrences.service.js';

export type InboundOutcome = (typeof INBOUND_OUTCOMES)[number];

/** A message a customer sent us, as every adapter gives it. */
export interface InboundMessage {
  channel: 'whatsapp';
  /** The provider's id for the message: the same message delivered twice has the same id. */
  messageId: string;
  /** The sender's number as the provider writes it ('919811100001', '+91 98111 00001'). */
  from: string;
  text: string;
}

/** Turns what a provider delivers into an InboundMessage; null for a delivery that is not a customer's text. */
export interface InboundAdapter<Delivery> {
  parse(delivery: Delivery): InboundMessage | null;
}

/** The local adapter: the dev route's body (/dev/inbound-messages) as the provider would have delivered it. */
export const localInboundAdapter: InboundAdapter<{ from: string; text: string; message_id: string }> = {
  parse: (body) => ({ channel: 'whatsapp', messageId: body.message_id, from: body.from, text: body.text }),
};

export type InboundDeps = NotifyDeps & SeriesDeps;

const SKIP_WORDS = /^\s*(skip|स्किप)\b/i;

/** What the customer's reply asked for, and which occurrence it was (null when none). */
async function skipNext(deps: InboundDeps, customerId: string): Promise<{ outcome: InboundOutcome; skip?: SkipOutcome }> {
  const now = deps.now();
  // The occurrence the customer was last reminded of, while its pickup is ahead: the reminder is what they reply to.
  const [reminded] = await deps.db
    .select({ occurrence: recurringPickupOccurrences })
    .from(recurringPickupOccurrences)
    .innerJoin(recurringPickups, eq(recurringPickups.id, recurringPickupOccurrences.seriesId))
    .where(
      and(
        eq(recurringPickups.customerId, customerId),
        isNotNull(recurringPickupOccurrences.remindedAt),
        inArray(recurringPickupOccurrences.status, ['booked', 'skipped']),
      ),
    )
    .orderBy(desc(recurringPickupOccurrences.remindedAt))
    .limit(1);
  const target =
    reminded && pickupAhead(reminded.occurrence.pickupDate, reminded.occurrence.pickupTime, now) ? reminded.occurrence : null;
  if (target) {
    const skip = await skipOccurrence(deps, customerId, target.seriesId, target.ruleDate);
    return { outcome: skip.status, skip };
  }
  // No reminder to answer: the soonest upcoming occurrence of the customer's active series.
  const series = await deps.db
    .select()
    .from(recurringPickups)
    .where(and(eq(recurringPickups.customerId, customerId), eq(recurringPickups.status, 'active')));
  const stored = series.length
    ? await deps.db
        .select()
        .from(recurringPickupOccurrences)
        .where(
          inArray(
            recurringPickupOccurrences.seriesId,
            series.map((s) => s.id),
          ),
        )
    : [];
  const next = series
    .flatMap((s) =>
      upcomingOccurrences(
        s,
        stored.filter((o) => o.seriesId === s.id),
        now,
        2,
      )
        .filter((o) => o.row?.status !== 'skipped' && o.row?.status !== 'missed')
        .map((o) => ({ ...o, seriesId: s.id })),
    )
    .sort((a, b) => `${a.pickupDate} ${a.pickupTime}`.localeCompare(`${b.pickupDate} ${b.pickupTime}`))[0];
  if (!next) return { outcome: 'nothing_to_skip' };
  const skip = await skipOccurrence(deps, customerId, next.seriesId, next.ruleDate);
  return { outcome: skip.status, skip };
}

/**
 * Handles one inbound message: claims its id (a redelivery answers the stored outcome), finds the customer by phone,
 * acts, and answers with a confirmation on the customer's channel (a notification with its copy).
 */
export async function handleInboundMessage(
  deps: InboundDeps,
  message: InboundMessage,
): Promise<{ outcome: InboundOutcome; reply: string | null }> {
  const now = deps.now();
  const phone = normalizeIndianMobile(message.from);
  const [customer] = phone
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phone, toStoredPhone(phone)))
    : [];
  const [claimed] = await deps.db
    .insert(inboundMessages)
    .values({
      messageId: message.messageId,
      channel: message.channel,
      fromPhone: message.from,
      customerId: customer?.id ?? null,
      outcome: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ messageId: inboundMessages.messageId });
  if (!claimed) {
    const [seen] = await deps.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, message.messageId));
    // Its first delivery is still at work ('pending'): that one answers the customer.
    const outcome = !seen || seen.outcome === 'pending' ? 'in_progress' : (seen.outcome as InboundOutcome);
    return { outcome, reply: seen?.reply ?? null };
  }
  if (!customer) {
    await deps.db
      .update(inboundMessages)
      .set({ outcome: 'unknown_sender' })
      .where(eq(inboundMessages.messageId, message.messageId));
    return { outcome: 'unknown_sender', reply: null };
  }
  const { outcome, skip } = SKIP_WORDS.test(message.text)
    ? // A pickup the rule book no longer lets the customer cancel (the rider has the items) has nothing left to skip.
      await skipNext(deps, customer.id).catch((error: unknown) => {
        if (error instanceof AppError) return { outcome: 'nothing_to_skip' as const, skip: undefined };
        throw error;
      })
    : { outcome: 'not_understood' as const, skip: undefined };
  const data = {
    outcome: outcome as 'skipped' | 'already_skipped' | 'nothing_to_skip' | 'not_understood',
    pickup_date: skip?.pickupDate ?? null,
  };
  const stored = await deps.db.transaction(async (tx) => {
    const notice = await storeNotification(
      tx,
      {
        recipient: { kind: 'customer', userId: customer.id },
        type: 'recurring_reply',
        title: CUSTOMER_NOTICE_TITLES.recurring_reply,
        message: customerNoticeMessage('recurring_reply', data, now),
        priority: 'medium',
        data,
      },
      now,
      deps.jobs,
    );
    await tx
      .update(inboundMessages)
      .set({ outcome, occurrenceId: skip?.occurrenceId ?? null, reply: notice.row.message })
      .where(eq(inboundMessages.messageId, message.messageId));
    return notice;
  });
  await deliverNotification(deps, stored);
  return { outcome, reply: stored.row.message };
}
