import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { addDaysToDate, istMoment, paiseToRupees, type AdminClaim } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { claims, orderEvents, users } from '../../db/schema/index.js';
import { journeyOfBooking } from '../garments/garment-tags.service.js';
import { inspectionTrail } from '../garments/inspection-records.js';
import { claimViews, paidNetPaise, type ClaimRow } from './claim-records.js';

// Operations' claims list (docs/decisions/0034): newest first, by status and the India days they were made, each with
// its customer, what was paid and the garment's trail: its tag's scans in time order, or the order's own steps when
// the order carried no tags.

const LIST_LIMIT = 200;

export interface ClaimFilters {
  status?: ClaimRow['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

async function trailOf(db: DbOrTx, row: ClaimRow): Promise<AdminClaim['trail']> {
  if (row.tagCode) {
    const steps = (await journeyOfBooking(db, row.bookingId)).filter((s) => s.code === row.tagCode);
    const scans = steps.map((s) => ({
      at: s.at,
      label: `${s.stage[0]!.toUpperCase()}${s.stage.slice(1)} scan${s.outcome === 'ok' ? '' : `: ${s.outcome}`}`,
      note: `by ${s.actor.role}`,
      photos: [],
    }));
    // The laundry's notes from before cleaning, in time order with the scans.
    const notes = await inspectionTrail(db, row.bookingId, row.tagCode);
    return [...scans, ...notes].sort((a, b) => a.at.localeCompare(b.at));
  }
  const events = await db.select().from(orderEvents).where(eq(orderEvents.bookingId, row.bookingId)).orderBy(asc(orderEvents.id));
  return events.map((e) => ({
    at: e.createdAt.toISOString(),
    label: `${e.trip ? `${e.trip[0]!.toUpperCase()}${e.trip.slice(1)}: ` : ''}${e.toState.replaceAll('_', ' ')}`,
    note: e.note,
    photos: [],
  }));
}

export async function adminClaimViews(db: DbOrTx, rows: readonly ClaimRow[]): Promise<AdminClaim[]> {
  const views = await claimViews(db, rows);
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((id): id is string => id !== null))];
  const people = new Map(
    customerIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, name: users.name, phone: users.phone })
            .from(users)
            .where(inArray(users.id, customerIds))
        ).map((u) => [u.id, u]),
  );
  const out: AdminClaim[] = [];
  for (const [i, row] of rows.entries()) {
    const person = row.customerId ? people.get(row.customerId) : undefined;
    out.push({
      ...views[i]!,
      customer: { id: row.customerId ?? '', name: person?.name ?? 'Deleted account', phone: person?.phone ?? '' },
      paid: paiseToRupees(await paidNetPaise(db, row.bookingId)),
      trail: await trailOf(db, row),
    });
  }
  return out;
}

export async function listAdminClaims(db: DbOrTx, filters: ClaimFilters): Promise<AdminClaim[]> {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(claims.status, filters.status));
  if (filters.from) where.push(gte(claims.createdAt, istMoment(filters.from, '00:00')));
  if (filters.to) where.push(lt(claims.createdAt, istMoment(addDaysToDate(filters.to, 1), '00:00')));
  const rows = await db
    .select()
    .from(claims)
    .where(and(...where))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(LIST_LIMIT);
  return adminClaimViews(db, rows);
}
