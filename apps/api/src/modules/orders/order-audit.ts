import type { OrderEventActor, SessionSubject, TripKind } from '@washday/core';
import type { DbOrTx, Tx } from '../../db/client.js';
import { orderEvents } from '../../db/schema/index.js';

/**
 * An order's audit trail (`order_events`) and what hears it: every change to an order is written here as steps in the
 * change's own transaction, with the lifecycle listeners' records (notifications, live events), and announced after
 * the commit (docs/decisions/0008-order-lifecycle.md).
 */

/** A signed-in person, or the route planner (no id: its steps are audited as 'planner', decision 0035). */
export type ActorRef = { role: SessionSubject; id: string } | { role: 'planner'; id: null };

/** An audit step as a change writes it. */
export interface OrderEventDraft {
  trip: TripKind | null;
  from: string | null;
  to: string;
  note: string | null;
  /** A trip taken from one rider and given to another: the rider it was taken from. */
  previousRiderId?: string;
  /** A money step (docs/decisions/0033-money.md): the amount paid or refunded, for the listeners' notices. */
  amountPaise?: number;
  /** A garment-tag flag (decision 0034): the codes flagged, for the pickup rider's notice. */
  tagCodes?: string[];
}

/** What listeners (notifications, live events) hear of each audit step of a move. */
export interface OrderMovedEvent extends OrderEventDraft {
  bookingId: string;
  customerId: string;
  actor: ActorRef;
  at: Date;
}

/** Work a listener leaves for after the commit (publishing what it stored). */
export type AfterCommit = () => Promise<void>;

/** The hook points for whatever reacts to an order's moves. */
export interface LifecycleEvents {
  /**
   * Inside the move's transaction, after its writes, with all its steps: stores what must commit with the move
   * (notifications, live events), so a crash loses both or neither. What it returns runs after the commit. A
   * failure here fails the move.
   */
  recordMove?(tx: Tx, steps: OrderMovedEvent[]): Promise<AfterCommit | void>;
  /** After the commit, once per audit step; a failure is logged and never undoes the move. */
  orderMoved?(event: OrderMovedEvent): void | Promise<void>;
}
export const noLifecycleListeners: LifecycleEvents = {};

/** What the audit writer needs: the lifecycle listeners, and a log for their failures after the commit. */
export interface AuditDeps {
  events: LifecycleEvents;
  log?: { error(obj: unknown, msg?: string): void };
}

/** An order's committed steps, and what the listeners publish once the transaction has committed. */
export interface RecordedMoves {
  steps: OrderMovedEvent[];
  afterCommit?: AfterCommit | void;
}

/** An order's steps in `order_events`, in the caller's transaction, and nothing else. */
async function insertOrderEvents(
  tx: DbOrTx,
  bookingId: string,
  actor: ActorRef,
  events: readonly OrderEventDraft[],
  at: Date,
): Promise<void> {
  await tx.insert(orderEvents).values(
    events.map((e) => ({
      bookingId,
      trip: e.trip,
      fromState: e.from,
      toState: e.to,
      note: e.note,
      actorId: actor.id,
      actorRole: actor.role as OrderEventActor,
      createdAt: at,
    })),
  );
}

/**
 * A new booking's first step (→ pending, by whoever made it: a quick pickup's customer, an admin booking for a
 * customer), in its transaction; the booking's maker tells its own audience. Every later change: `writeOrderEvents`.
 */
export function writeBookedStep(tx: DbOrTx, bookingId: string, actor: ActorRef, note: string, at: Date): Promise<void> {
  return insertOrderEvents(tx, bookingId, actor, [{ trip: null, from: null, to: 'pending', note }], at);
}

/**
 * The audit writer: an order's steps in `order_events`, in the caller's transaction, with the listeners'
 * in-transaction records (notifications, live events), so a crash loses the move and its notices together.
 */
export async function writeOrderEvents(
  tx: Tx,
  deps: Pick<AuditDeps, 'events'>,
  order: { bookingId: string; customerId: string },
  actor: ActorRef,
  events: readonly OrderEventDraft[],
  at: Date,
): Promise<RecordedMoves> {
  await insertOrderEvents(tx, order.bookingId, actor, events, at);
  const steps: OrderMovedEvent[] = events.map((e) => ({ ...e, ...order, actor, at }));
  const afterCommit = await deps.events.recordMove?.(tx, steps);
  return { steps, afterCommit };
}

/** After the commit: publishes, then tells the listeners; a failure here never undoes or fails the step. */
export async function announceMoves(deps: AuditDeps, moved: RecordedMoves): Promise<void> {
  if (moved.afterCommit) {
    try {
      await moved.afterCommit();
    } catch (error) {
      deps.log?.error(
        { err: error, bookingId: moved.steps[0]?.bookingId },
        'order lifecycle: publishing after the commit failed',
      );
    }
  }
  for (const event of moved.steps) {
    try {
      await deps.events.orderMoved?.(event);
    } catch (error) {
      deps.log?.error({ err: error, bookingId: event.bookingId }, 'order lifecycle listener failed');
    }
  }
}
