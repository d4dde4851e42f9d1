// Operations' view of the customers' recurring pickups (docs/decisions/0040-recurring-pickups.md): the list, and a
// pause or resume with a reason the customer is told in their notices (in their language, by their channel).
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  ADMIN_RECURRING_MESSAGES,
  CUSTOMER_NOTICE_TITLES,
  customerNoticeMessage,
  type AdminRecurringRow,
  type RECURRING_STATUSES,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { addresses, recurringPickupOccurrences, recurringPickups, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';
import { deliverNotification, storeNotification, type NotifyDeps } from '../notifications/notify.service.js';
import { upcomingOccurrences } from './recurring-series.service.js';

const PAGE_SIZE = 25;

/** GET /api/admin/recurring-pickups: newest first, with the customer, the address's area and the next pickup ahead. */
export async function listAdminSeries(
  db: DbOrTx,
  now: Date,
  query: { status: 'all' | (typeof RECURRING_STATUSES)[number]; page: number; id?: string },
) {
  const where = and(
    query.status === 'all' ? undefined : eq(recurringPickups.status, query.status),
    query.id ? eq(recurringPickups.id, query.id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ series: recurringPickups, name: users.name, phone: users.phone, area: addresses.area })
      .from(recurringPickups)
      .innerJoin(users, eq(users.id, recurringPickups.customerId))
      .leftJoin(addresses, eq(addresses.id, recurringPickups.addressId))
      .where(where)
      .orderBy(desc(recurringPickups.createdAt), desc(recurringPickups.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(recurringPickups).where(where),
  ]);
  const ids = rows.map((r) => r.series.id);
  const stored = ids.length
    ? await db.select().from(recurringPickupOccurrences).where(inArray(recurringPickupOccurrences.seriesId, ids))
    : [];
  const series: AdminRecurringRow[] = rows.map(({ series: s, name, phone, area }) => {
    const next =
      s.status === 'stopped'
        ? undefined
        : upcomingOccurrences(
            s,
            stored.filter((o) => o.seriesId === s.id),
            now,
            4,
          ).find((o) => o.row?.status !== 'skipped' && o.row?.status !== 'missed');
    return {
      id: s.id,
      customer: { id: s.customerId, name, phone },
      frequency: s.frequency,
      weekday: s.weekday,
      day_of_month: s.dayOfMonth,
      pickup_time: s.pickupTime,
      status: s.status,
      paused_reason: s.pausedReason,
      area,
      next_pickup: next
        ? {
            date: next.pickupDate,
            time: next.pickupTime,
            status: next.row?.status ?? (s.status === 'paused' ? 'paused' : 'planned'),
          }
        : null,
      created_at: s.createdAt.toISOString(),
    };
  });
  const n = total?.n ?? 0;
  return { series, pagination: { page: query.page, limit: PAGE_SIZE, total: n, hasMore: query.page * PAGE_SIZE < n } };
}

/** One series as the list shows it. */
async function oneRow(db: DbOrTx, now: Date, id: string): Promise<AdminRecurringRow> {
  const { series } = await listAdminSeries(db, now, { status: 'all', page: 1, id });
  if (!series[0]) throw notFound(ADMIN_RECURRING_MESSAGES.notFound);
  return series[0];
}

export type AdminRecurringAction = 'pause' | 'resume';

/**
 * Pauses an active series (paused_reason 'admin': the customer cannot resume it themselves) or resumes a paused one
 * whose address is still saved and served, under the series' row lock; the customer's notice, with the reason as
 * written, is stored in the same transaction and delivered after it.
 */
export async function adminSeriesAction(
  deps: NotifyDeps,
  id: string,
  action: AdminRecurringAction,
  reason: string,
): Promise<AdminRecurringRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(ADMIN_RECURRING_MESSAGES.notFound);
  const note = reason.trim();
  const stored = await deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const [series] = await tx.select().from(recurringPickups).where(eq(recurringPickups.id, id)).for('update');
    if (!series) throw notFound(ADMIN_RECURRING_MESSAGES.notFound);
    if (action === 'pause') {
      if (series.status !== 'active') throw conflict(ADMIN_RECURRING_MESSAGES.notActive);
      await tx
        .update(recurringPickups)
        .set({ status: 'paused', pausedReason: 'admin', updatedAt: at })
        .where(eq(recurringPickups.id, id));
    } else {
      if (series.status !== 'paused') throw conflict(ADMIN_RECURRING_MESSAGES.notPaused);
      const [address] = series.addressId ? await tx.select().from(addresses).where(eq(addresses.id, series.addressId)) : [];
      if (!address || !(await checkAddressAvailability(tx, address)).is_available)
        throw badRequest(ADMIN_RECURRING_MESSAGES.noAddress);
      await tx
        .update(recurringPickups)
        .set({ status: 'active', pausedReason: null, updatedAt: at })
        .where(eq(recurringPickups.id, id));
    }
    const notice =
      action === 'pause'
        ? {
            type: 'recurring_paused' as const,
            title: CUSTOMER_NOTICE_TITLES.recurring_paused,
            message: customerNoticeMessage('recurring_paused', { reason: 'admin', note }, at),
            data: { reason: 'admin', note, series_id: id },
          }
        : {
            type: 'recurring_resumed' as const,
            title: CUSTOMER_NOTICE_TITLES.recurring_resumed,
            message: customerNoticeMessage('recurring_resumed', { note }, at),
            data: { note, series_id: id },
          };
    return storeNotification(
      tx,
      { recipient: { kind: 'customer', userId: series.customerId }, priority: 'high', ...notice },
      at,
      deps.jobs,
    );
  });
  await deliverNotification(deps, stored);
  return oneRow(deps.db, deps.clock.now(), id);
}
