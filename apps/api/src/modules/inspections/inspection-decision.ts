import { and, eq, sql } from 'drizzle-orm';
import { INSPECTION_MESSAGES, type InspectionView } from '@washday/core';
import type { Db } from '../../db/client.js';
import { bookings, garmentInspections, garmentTags, notifications } from '../../db/schema/index.js';
import type { BusEvent, EventBus } from '../../events/event-bus.js';
import { recordEvent } from '../../events/live-events.service.js';
import { AppError } from '../../lib/errors.js';
import { noLifecycleListeners, writeOrderEvents } from '../orders/order-audit.js';
import { inspectionView, type InspectionRow } from '../garments/inspection-records.js';

// The customer's answer to the laundry's question (docs/decisions/0034), as a rider's change is answered: once, by a
// conditional update from 'pending' (of two at once, one wins; the other hears what was decided). Declining returns
// the garment uncleaned; the bill is not changed (operations adjust it by hand if they choose).

export interface DecisionDeps {
  db: Db;
  bus: EventBus;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
}

const notFoundError = () => new AppError(404, INSPECTION_MESSAGES.notFound, { code: 'NOT_FOUND' });

export async function decideInspection(
  deps: DecisionDeps,
  customerId: string,
  bookingId: string,
  inspectionId: string,
  answer: 'approve' | 'decline',
): Promise<{ message: string; inspection: InspectionView }> {
  const at = deps.now();
  const decision = answer === 'approve' ? ('approved' as const) : ('declined' as const);
  type Outcome = { refused: NonNullable<InspectionRow['decision']> } | { row: InspectionRow; events: BusEvent[] };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [found] = await tx
      .select({ inspection: garmentInspections, customerId: bookings.customerId, vendorId: bookings.vendorId })
      .from(garmentInspections)
      .innerJoin(bookings, eq(bookings.id, garmentInspections.bookingId))
      .where(and(eq(garmentInspections.id, inspectionId), eq(garmentInspections.bookingId, bookingId)))
      .for('update', { of: garmentInspections });
    // Not theirs, or nothing was asked: there is nothing for them to answer.
    if (!found || found.customerId !== customerId || found.inspection.decision === null) throw notFoundError();
    const [row] = await tx
      .update(garmentInspections)
      .set({ decision, decidedAt: at, decidedByUserId: customerId })
      .where(and(eq(garmentInspections.id, inspectionId), eq(garmentInspections.decision, 'pending')))
      .returning();
    if (!row) return { refused: found.inspection.decision };
    // The request needs no more action: the customer's notice says what they answered.
    await tx
      .update(notifications)
      .set({
        actionRequired: false,
        data: sql`coalesce(${notifications.data}, '{}'::jsonb) || ${JSON.stringify({ decision, decided_at: at.toISOString() })}::jsonb`,
      })
      .where(sql`${notifications.data}->>'inspection_id' = ${inspectionId}`);
    const [tag] = await tx.select({ code: garmentTags.code }).from(garmentTags).where(eq(garmentTags.id, row.tagId));
    const note =
      decision === 'approved'
        ? `${tag?.code ?? 'Garment'}: the customer approved cleaning as booked`
        : `${tag?.code ?? 'Garment'}: the customer declined; it is returned uncleaned, the bill unchanged`;
    await writeOrderEvents(
      tx,
      { events: noLifecycleListeners },
      { bookingId, customerId },
      { role: 'customer', id: customerId },
      [{ trip: null, from: 'inspection_pending', to: `inspection_${decision}`, note }],
      at,
    );
    // The laundry's board and the customer's other screens read the order again.
    const events = [await recordEvent(tx, { kind: 'customer', id: customerId }, 'booking.updated', { booking_id: bookingId })];
    if (found.vendorId)
      events.push(await recordEvent(tx, { kind: 'vendor', id: found.vendorId }, 'booking.updated', { booking_id: bookingId }));
    return { row, events };
  });
  if ('refused' in outcome)
    throw new AppError(409, INSPECTION_MESSAGES.alreadyDecided(outcome.refused), { code: 'INSPECTION_DECIDED' });
  for (const event of outcome.events)
    await deps.bus
      .publish(event)
      .catch((err: unknown) => deps.log.error({ err, inspectionId }, 'inspection: decision not published'));
  return {
    message: decision === 'approved' ? INSPECTION_MESSAGES.approved : INSPECTION_MESSAGES.declined,
    inspection: await inspectionView(deps.db, outcome.row),
  };
}
