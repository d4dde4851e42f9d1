import { and, asc, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { LiveEventData, LiveEventName } from '@washday/core';
import type { DbOrTx } from '../db/client.js';
import { liveEvents } from '../db/schema/index.js';
import type { BusEvent, EventBus } from './event-bus.js';
import { recipientKey, type Recipient } from './recipients.js';

/** How long events stay for a stream to resume from; a longer drop reloads the screen's data instead. */
export const LIVE_EVENT_RETENTION_MS = 24 * 3_600_000;
/** At most this many missed events are replayed on resume. */
export const RESUME_LIMIT = 500;

/** Stores an event for a recipient (in the caller's transaction); publish the result once it has committed. */
export async function recordEvent<N extends LiveEventName>(
  db: DbOrTx,
  recipient: Recipient,
  event: N,
  data: LiveEventData<N>,
): Promise<BusEvent> {
  const [row] = await db
    .insert(liveEvents)
    .values({ recipient: recipientKey(recipient), event, data })
    .returning();
  return { id: row!.id, recipient: row!.recipient, event: row!.event, data: row!.data };
}

/** One event to store: for whom, which, and its data. */
export type EventToRecord = { [N in LiveEventName]: { recipient: Recipient; event: N; data: LiveEventData<N> } }[LiveEventName];

/**
 * Stores events, each for its own recipient, in one statement (in the caller's transaction), in the order given;
 * publish them once it has committed. A move tells its whole audience, and raises its notices, in one round trip.
 */
export async function recordEventList(db: DbOrTx, list: readonly EventToRecord[]): Promise<BusEvent[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(liveEvents)
    .values(list.map(({ recipient, event, data }) => ({ recipient: recipientKey(recipient), event, data })))
    .returning();
  // Ids come from the sequence in the order the rows were given: sorted by id, the rows are in the list's order.
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({ id: row.id, recipient: row.recipient, event: row.event, data: row.data }));
}

/** One event for each recipient, the same for all, in one statement (recordEventList). */
export function recordEvents<N extends LiveEventName>(
  db: DbOrTx,
  recipients: readonly Recipient[],
  event: N,
  data: LiveEventData<N>,
): Promise<BusEvent[]> {
  return recordEventList(
    db,
    recipients.map((recipient) => ({ recipient, event, data }) as EventToRecord),
  );
}

/** Stores and publishes at once, for events with no other write to commit with. */
export async function raiseEvent<N extends LiveEventName>(
  deps: { db: DbOrTx; bus: EventBus },
  recipient: Recipient,
  event: N,
  data: LiveEventData<N>,
): Promise<BusEvent> {
  const stored = await recordEvent(deps.db, recipient, event, data);
  await deps.bus.publish(stored);
  return stored;
}

/** The events for these recipients after `afterId`, oldest first (the replay on resume). */
export async function eventsSince(db: DbOrTx, keys: readonly string[], afterId: number): Promise<BusEvent[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(and(inArray(liveEvents.recipient, [...keys]), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(RESUME_LIMIT);
  return rows.map((row) => ({ id: row.id, recipient: row.recipient, event: row.event, data: row.data }));
}

/** The newest event's id (0 when there is none): where a stream that arrived without Last-Event-ID starts from. */
export async function latestEventId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
  return Number(row?.id ?? 0);
}

/** How far back each instance's sweep looks: longer than a transaction that records an event takes to commit. */
export const SWEEP_WINDOW_SECONDS = 15;
/** At most this many events a sweep reads. */
const SWEEP_LIMIT = 5_000;

/** The events stored in the last SWEEP_WINDOW_SECONDS by the database's clock, oldest first (an instance's sweep). */
export async function recentEvents(db: DbOrTx): Promise<BusEvent[]> {
  const rows = await db
    .select()
    .from(liveEvents)
    .where(gt(liveEvents.createdAt, sql`now() - make_interval(secs => ${SWEEP_WINDOW_SECONDS})`))
    .orderBy(asc(liveEvents.id))
    .limit(SWEEP_LIMIT);
  return rows.map((row) => ({ id: row.id, recipient: row.recipient, event: row.event, data: row.data }));
}

/** Deletes events older than the resume window. */
export async function purgeLiveEvents(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, new Date(now.getTime() - LIVE_EVENT_RETENTION_MS)))
    .returning({ id: liveEvents.id });
  return deleted.length;
}
