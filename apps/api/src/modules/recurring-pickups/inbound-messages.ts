// Replies to our WhatsApp messages (docs/decisions/0040-recurring-pickups.md). An adapter turns a provider's delivery
// into an InboundMessage; the local one (development and tests) takes the dev route's body. 'SKIP' skips the customer's
// next regular pickup: the one last reminded, else the soonest upcoming. Handled once per message id; a redelivery is
// answered with the first outcome and changes nothing, unless the first handling crashed: a claim older than the lease
// is taken over (by a redelivery or the recurring job), and only the latest claim's holder answers.
import { and, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
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

/** How long a claim on a message holds: a handling still 'pending' after this crashed, and is taken over. */
export const INBOUND_LEASE_MS = 2 * 60_000;

/**
 * Takes over a message whose handling crashed: its claim, still 'pending', is older than the lease by the app clock.
 * One of two takers at once wins (the conditional update); the claim time it wrote fences the reply (answerOnce).
 */
async function takeOver(deps: InboundDeps, messageId: string, now: Date) {
  const [row] = await deps.db
    .update(inboundMessages)
    .set({ claimedAt: now })
    .where(
      and(
        eq(inboundMessages.messageId, messageId),
        eq(inboundMessages.outcome, 'pending'),
        or(isNull(inboundMessages.claimedAt), lt(inboundMessages.claimedAt, new Date(now.getTime() - INBOUND_LEASE_MS))),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Handles one inbound message: claims its id (a redelivery answers the stored outcome, or takes over a claim that
 * crashed), finds the customer by phone, acts, and answers with a confirmation on the customer's channel.
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
      text: message.text,
      claimedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ messageId: inboundMessages.messageId });
  if (!claimed && !(await takeOver(deps, message.messageId, now))) return storedAnswer(deps, message.messageId);
  return act(deps, message, customer?.id ?? null, now);
}

/** What a message's first handling answered; 'in_progress' while it is still at work within its lease. */
async function storedAnswer(deps: InboundDeps, messageId: string): Promise<{ outcome: InboundOutcome; reply: string | null }> {
  const [seen] = await deps.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, messageId));
  const outcome = !seen || seen.outcome === 'pending' ? 'in_progress' : (seen.outcome as InboundOutcome);
  return { outcome, reply: seen?.reply ?? null };
}

/** Thrown inside the reply's transaction when another taker finished first: the notice is rolled back. */
class AnsweredElsewhere extends Error {}

/** Acts on a claimed message (claimed at `claimAt`): the skip is idempotent by the occurrence's state; the reply is sent once. */
async function act(deps: InboundDeps, message: InboundMessage, customerId: string | null, claimAt: Date) {
  const now = deps.now();
  if (!customerId) {
    await deps.db
      .update(inboundMessages)
      .set({ outcome: 'unknown_sender' })
      .where(and(eq(inboundMessages.messageId, message.messageId), eq(inboundMessages.outcome, 'pending')));
    return { outcome: 'unknown_sender' as const, reply: null };
  }
  const { outcome, skip } = SKIP_WORDS.test(message.text)
    ? // A pickup the rule book no longer lets the customer cancel (the rider has the items) has nothing left to skip.
      await skipNext(deps, customerId).catch((error: unknown) => {
        if (error instanceof AppError) return { outcome: 'nothing_to_skip' as const, skip: undefined };
        throw error;
      })
    : { outcome: 'not_understood' as const, skip: undefined };
  const data = {
    outcome: outcome as 'skipped' | 'already_skipped' | 'nothing_to_skip' | 'not_understood',
    pickup_date: skip?.pickupDate ?? null,
  };
  const stored = await deps.db
    .transaction(async (tx) => {
      const notice = await storeNotification(
        tx,
        {
          recipient: { kind: 'customer', userId: customerId },
          type: 'recurring_reply',
          title: CUSTOMER_NOTICE_TITLES.recurring_reply,
          message: customerNoticeMessage('recurring_reply', data, now),
          priority: 'medium',
          data,
        },
        now,
        deps.jobs,
      );
      // Only the holder of the latest claim answers: a slow first handling overtaken after its lease sends nothing.
      const [answered] = await tx
        .update(inboundMessages)
        .set({ outcome, occurrenceId: skip?.occurrenceId ?? null, reply: notice.row.message })
        .where(
          and(
            eq(inboundMessages.messageId, message.messageId),
            eq(inboundMessages.outcome, 'pending'),
            eq(inboundMessages.claimedAt, claimAt),
          ),
        )
        .returning({ messageId: inboundMessages.messageId });
      if (!answered) throw new AnsweredElsewhere();
      return notice;
    })
    .catch((error: unknown) => {
      if (error instanceof AnsweredElsewhere) return null;
      throw error;
    });
  if (!stored) return storedAnswer(deps, message.messageId);
  await deliverNotification(deps, stored);
  return { outcome, reply: stored.row.message };
}

/**
 * The recurring job's sweep: messages whose handling crashed (still 'pending' past the lease) are taken over and
 * finished without waiting for the provider to deliver them again. Returns how many were finished here.
 */
export async function recoverInboundMessages(deps: InboundDeps): Promise<number> {
  const now = deps.now();
  const stale = await deps.db
    .select()
    .from(inboundMessages)
    .where(
      and(
        eq(inboundMessages.outcome, 'pending'),
        isNotNull(inboundMessages.text),
        or(isNull(inboundMessages.claimedAt), lt(inboundMessages.claimedAt, new Date(now.getTime() - INBOUND_LEASE_MS))),
      ),
    )
    .limit(100);
  let finished = 0;
  for (const row of stale) {
    const taken = await takeOver(deps, row.messageId, now);
    if (!taken) continue;
    try {
      const message: InboundMessage = {
        channel: 'whatsapp',
        messageId: row.messageId,
        from: row.fromPhone,
        text: row.text ?? '',
      };
      await act(deps, message, row.customerId, taken.claimedAt!);
      finished += 1;
    } catch (err) {
      deps.log.error({ err, messageId: row.messageId }, 'inbound message: not finished');
    }
  }
  return finished;
}
