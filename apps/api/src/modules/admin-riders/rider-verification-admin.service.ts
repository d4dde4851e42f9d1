import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  RIDER_NOTICE_FIXED,
  ADMIN_RIDER_MESSAGES,
  RIDER_STATUSES,
  type AdminRider,
  type Rider,
  type RiderDecision,
  type RiderStatus,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { adminUsers, riderDocuments, riders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { deliverNotification, storeNotification, type NotifyDeps } from '../notifications/notify.service.js';
import { toRiderDto } from '../riders/rider-dto.js';
import { riderWithDocuments } from '../riders/rider-verification.service.js';

/**
 * Rider verification for operations (admin-and-backend.md §4 Rider verification): a rider starts pending and an
 * admin approves or rejects them once. Lists show the Aadhaar number masked; the verifying admin opens one rider to
 * see it in full (getRiderForVerification).
 */

export interface RiderListQuery {
  status: RiderStatus;
  page: number;
  limit: number;
}

/** Riders of one status, a page of them, with the count of every status (three queries whatever the page size). */
export async function listRiders(deps: { db: DbOrTx; secret: string }, query: RiderListQuery) {
  const { db } = deps;
  const grouped = await db.select({ status: riders.status, n: count() }).from(riders).groupBy(riders.status);
  const counts = Object.fromEntries(RIDER_STATUSES.map((s) => [s, grouped.find((g) => g.status === s)?.n ?? 0])) as Record<
    RiderStatus,
    number
  >;
  // Pending: newest registration first (the spec). Decided: the latest decision first.
  const order =
    query.status === 'pending'
      ? [desc(riders.createdAt), desc(riders.id)]
      : [sql`${riders.verifiedAt} desc nulls last`, desc(riders.createdAt), desc(riders.id)];
  const rows = await db
    .select({ rider: riders, verifiedBy: adminUsers.username })
    .from(riders)
    .leftJoin(adminUsers, eq(adminUsers.id, riders.verifiedByAdminId))
    .where(eq(riders.status, query.status))
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const kinds = new Map<string, string[]>();
  if (rows.length > 0) {
    const documents = await db
      .select({ riderId: riderDocuments.riderId, kind: riderDocuments.kind })
      .from(riderDocuments)
      .where(
        inArray(
          riderDocuments.riderId,
          rows.map((r) => r.rider.id),
        ),
      );
    for (const d of documents) kinds.set(d.riderId, [...(kinds.get(d.riderId) ?? []), d.kind]);
  }
  const total = counts[query.status];
  return {
    riders: rows.map(({ rider, verifiedBy }): AdminRider => ({
      ...toRiderDto(rider, { secret: deps.secret, aadhaar: 'masked' }, kinds.get(rider.id) ?? []),
      verifiedAt: rider.verifiedAt?.toISOString() ?? null,
      verifiedBy,
    })),
    pagination: { page: query.page, limit: query.limit, total, hasMore: query.page * query.limit < total },
    counts,
  };
}

/** What the rider is told, in the app and by SMS (they cannot sign in until approved, so the SMS is what reaches them). */
export function decisionNotice(status: RiderDecision, reason: string | null) {
  return status === 'approved'
    ? {
        type: 'account_approved',
        title: RIDER_NOTICE_FIXED.accountApproved,
        message: RIDER_NOTICE_FIXED.accountApprovedBody,
      }
    : {
        type: 'account_rejected',
        title: RIDER_NOTICE_FIXED.accountRejected,
        message: `Your Washday rider account has been rejected. Reason: ${reason ?? ''}`.trim(),
      };
}

/**
 * Approves or rejects a pending rider, once. Under the rider's row lock: of two admins deciding at once, the second
 * waits, finds the rider decided and gets 409 naming who decided. The decision, who made it and when, and the rider's
 * notification (with its SMS copy) are written in one transaction; the notice leaves after the commit.
 */
export async function verifyRider(
  deps: NotifyDeps & { secret: string },
  adminId: string,
  riderId: string,
  input: { status: RiderDecision; reason?: string | undefined },
): Promise<Rider> {
  const now = deps.clock.now();
  const reason = input.status === 'rejected' ? (input.reason?.trim() ?? '') : null;
  // The body schema already requires it; a service called otherwise must not reject without one either.
  if (reason === '') throw new AppError(400, ADMIN_RIDER_MESSAGES.reasonRequired, { code: 'VALIDATION_ERROR', field: 'reason' });
  const { rider, stored } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(riders).where(eq(riders.id, riderId)).for('update');
    if (!current) throw notFound(ADMIN_RIDER_MESSAGES.notFound);
    if (current.status !== 'pending') {
      const [by] = current.verifiedByAdminId
        ? await tx.select({ username: adminUsers.username }).from(adminUsers).where(eq(adminUsers.id, current.verifiedByAdminId))
        : [];
      throw new AppError(409, ADMIN_RIDER_MESSAGES.alreadyDecided(current.status, by?.username ?? null), {
        code: 'RIDER_ALREADY_DECIDED',
        extra: { status: current.status },
      });
    }
    const [updated] = await tx
      .update(riders)
      .set({ status: input.status, rejectionReason: reason, verifiedAt: now, verifiedByAdminId: adminId, updatedAt: now })
      .where(and(eq(riders.id, riderId), eq(riders.status, 'pending')))
      .returning();
    const notice = decisionNotice(input.status, reason);
    const stored = await storeNotification(
      tx,
      {
        recipient: { kind: 'rider', riderId },
        ...notice,
        priority: 'high',
        data: { status: input.status, reason },
        sendMessage: true,
      },
      now,
      deps.jobs,
    );
    return { rider: updated!, stored };
  });
  await deliverNotification(deps, stored);
  return riderWithDocuments(deps, rider, 'masked');
}
