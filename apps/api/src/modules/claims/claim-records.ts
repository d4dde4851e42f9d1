import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CLAIM_RULE, claimCapPaise, claimRuleSchema, paiseToRupees, type ClaimRule, type ClaimView } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { appSettings, bookings, claimPhotos, claims, trips } from '../../db/schema/index.js';
import { paidTotals } from '../booking-records/booking-money.js';

// Reading claims: the rows, their photos, the cap the business's rule gives, and when an order was delivered.

export type ClaimRow = typeof claims.$inferSelect;

/** The business's compensation rule (app setting 'claims'), else the default: 10 × the charge, at most ₹10,000. */
export async function readClaimRule(db: DbOrTx): Promise<ClaimRule> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'claims'));
  const parsed = claimRuleSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_CLAIM_RULE;
}

export async function saveClaimRule(db: DbOrTx, rule: ClaimRule): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: 'claims', value: rule })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: rule } });
}

/** When the order's delivery was completed: the delivery trip's completion, else the booking's. */
export async function deliveredAt(db: DbOrTx, bookingId: string): Promise<Date | null> {
  const [row] = await db
    .select({ trip: trips.completedAt, booking: bookings.completedAt, status: bookings.status })
    .from(bookings)
    .leftJoin(trips, and(eq(trips.bookingId, bookings.id), eq(trips.kind, 'delivery'), eq(trips.status, 'completed')))
    .where(eq(bookings.id, bookingId));
  if (!row || row.status !== 'completed') return null;
  return row.trip ?? row.booking;
}

/** What was paid for the order net of its refunds, paise. */
export async function paidNetPaise(db: DbOrTx, bookingId: string): Promise<number> {
  const { capturedPaise, refundedPaise } = await paidTotals(db, bookingId);
  return Math.max(0, capturedPaise - refundedPaise);
}

export async function capOf(db: DbOrTx, row: ClaimRow): Promise<number> {
  return claimCapPaise(await readClaimRule(db), row.chargePaise, await paidNetPaise(db, row.bookingId));
}

/** The claims as their customer and the review see them, photos in the order they came. */
export async function claimViews(db: DbOrTx, rows: readonly ClaimRow[]): Promise<ClaimView[]> {
  if (rows.length === 0) return [];
  const photoRows = await db
    .select({ id: claimPhotos.id, claimId: claimPhotos.claimId })
    .from(claimPhotos)
    .where(
      inArray(
        claimPhotos.claimId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(claimPhotos.createdAt), asc(claimPhotos.id));
  const orderNumbers = new Map(
    (
      await db
        .select({ id: bookings.id, number: bookings.customOrderId })
        .from(bookings)
        .where(inArray(bookings.id, [...new Set(rows.map((r) => r.bookingId))]))
    ).map((b) => [b.id, b.number]),
  );
  const rule = await readClaimRule(db);
  const paid = new Map<string, number>();
  for (const bookingId of new Set(rows.map((r) => r.bookingId))) paid.set(bookingId, await paidNetPaise(db, bookingId));
  return rows.map((row) => ({
    id: row.id,
    order_id: row.bookingId,
    order_number: orderNumbers.get(row.bookingId) ?? '',
    kind: row.kind,
    status: row.status,
    description: row.description,
    garment: { tag_code: row.tagCode, line_id: row.bookingLineId, service_name: row.serviceName },
    photos: photoRows.filter((p) => p.claimId === row.id).map((p) => ({ id: p.id, url: `/api/claims/${row.id}/photos/${p.id}` })),
    cap: paiseToRupees(row.status === 'open' ? claimCapPaise(rule, row.chargePaise, paid.get(row.bookingId) ?? 0) : 0),
    decision:
      row.status === 'open' || !row.decidedAt
        ? null
        : {
            payout: row.payout,
            amount: row.amountPaise === null ? null : paiseToRupees(row.amountPaise),
            reason: row.reason,
            coupon_code: row.couponCode,
            decided_at: row.decidedAt.toISOString(),
          },
    created_at: row.createdAt.toISOString(),
  }));
}

export function claimsOfBooking(db: DbOrTx, bookingId: string, customerId: string) {
  return db
    .select()
    .from(claims)
    .where(and(eq(claims.bookingId, bookingId), eq(claims.customerId, customerId)))
    .orderBy(desc(claims.createdAt));
}
