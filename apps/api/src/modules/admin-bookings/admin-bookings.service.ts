import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  ADMIN_EDIT_MESSAGES,
  BOOKING_STATUSES,
  ORDER_MESSAGES,
  normalizeIndianMobile,
  rupeesToPaise,
  type AdminBooking,
  type AdminBookingEditBody,
  type AdminBookingSort,
  type BookingStatus,
  type BookingView,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { withDetails } from '../booking-records/booking-read-model.js';
import { statusTotals } from '../booking-stats/booking-stats.repository.js';
import type { StatusMoveRequest } from '../orders/order-moves.js';
import type { TransitionDeps } from '../orders/order-transitions.js';
import { adminMove, statusMove } from '../orders/orders.service.js';

/** Operations' bookings list and edits (admin-and-backend.md §2 Bookings; docs/decisions/0013-admin-bookings.md). */

export interface AdminBookingsQuery {
  page: number;
  limit: number;
  sort: AdminBookingSort;
  order: 'asc' | 'desc';
  status?: BookingStatus[] | undefined;
  q?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The contact phone's 10-digit number whether it was stored with 91 or without; indexed (bookings_contact_phone_prefix_idx). */
const phoneNumber = sql`right(${bookings.contactPhone}, 10)`;
/** Indexed (bookings_order_id_prefix_idx) for prefix matches. */
const orderId = sql`upper(${bookings.customOrderId})`;
const startsWith = (expression: SQL, prefix: string) => sql`${expression} like ${`${escapeLike(prefix)}%`}`;

/** 'wd-7k3' → 'WD-7K3'; '7K3M' → 'WD-7K3M'; null for anything that cannot be part of an order id. */
function orderIdPrefix(text: string): string | null {
  const compact = text.toUpperCase().replace(/\s/g, '');
  const match = /^(?:WD-?)?([A-Z0-9]{0,6})$/.exec(compact);
  return match ? `WD-${match[1]}` : null;
}

/** The 10-digit numbers a phone search can start with ('91981…' may be 981… with the country code, or a number starting 91). */
function phonePrefixes(text: string): string[] {
  const digits = text.replace(/[\s+\-()]/g, '');
  if (!/^\d{3,12}$/.test(digits)) return [];
  const prefixes = new Set([digits.slice(0, 10)]);
  if (digits.startsWith('91')) prefixes.add(digits.slice(2));
  if (digits.startsWith('0')) prefixes.add(digits.slice(1));
  return [...prefixes].filter((p) => p.length > 0 && p.length <= 10);
}

/**
 * The search: a whole order id or a whole phone number is an indexed lookup; anything else matches the order id's
 * start, the phone's digits, or part of the customer's name or the address, which is one pass over the bookings
 * (substring matching has no btree index, and pg_trgm is not available on the embedded database).
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const idPrefix = orderIdPrefix(text);
  if (idPrefix && /^WD-?[A-Z0-9]{2,}/i.test(text.replace(/\s/g, ''))) return startsWith(orderId, idPrefix);
  const wholePhone = normalizeIndianMobile(text);
  if (wholePhone && /^[\d\s+\-()]+$/.test(text)) {
    // The booking's contact phone, or the phone of the customer's account.
    // An array, not IN (subquery): the planner can then combine both indexes instead of scanning.
    const account = sql`${bookings.customerId} = any(array(select ${users.id} from ${users} where ${users.phone} = ${`91${wholePhone}`}))`;
    return or(sql`${phoneNumber} = ${wholePhone}`, account);
  }
  const pattern = `%${escapeLike(text)}%`;
  return or(
    idPrefix ? startsWith(orderId, idPrefix) : undefined,
    ...phonePrefixes(text).map((prefix) => startsWith(phoneNumber, prefix)),
    ilike(bookings.contactName, pattern),
    sql`${bookings.customerId} in (select ${users.id} from ${users} where ${users.name} ilike ${pattern})`,
    ilike(bookings.address, pattern),
  );
}

/** Every order ends in the id, so pages never overlap or skip rows with equal keys. */
export function ordering(sort: AdminBookingSort, order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'scheduled_date':
      return [dir(bookings.scheduledDate), dir(bookings.scheduledTime), dir(bookings.id)];
    case 'final_amount':
      return [dir(bookings.finalPaise), dir(bookings.createdAt), dir(bookings.id)];
    case 'status':
      // The lifecycle's order (the enum's), newest first within a status.
      return [dir(bookings.status), desc(bookings.createdAt), desc(bookings.id)];
    case 'created_at':
      return [dir(bookings.createdAt), dir(bookings.id)];
  }
}

/** Bookings matching the search in each status: the maintained totals without a search, else a count of the matches. */
async function countsByStatus(db: DbOrTx, search: SQL | undefined): Promise<Record<BookingStatus, number>> {
  if (!search) {
    const totals = await statusTotals(db);
    return Object.fromEntries(BOOKING_STATUSES.map((s) => [s, totals[s].bookings])) as Record<BookingStatus, number>;
  }
  const counts = await db.select({ status: bookings.status, n: count() }).from(bookings).where(search).groupBy(bookings.status);
  return Object.fromEntries(BOOKING_STATUSES.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<
    BookingStatus,
    number
  >;
}

type ListFilter = Pick<AdminBookingsQuery, 'status' | 'q'>;

const filterOf = (query: ListFilter) => {
  const search = searchCondition(query.q);
  return { search, where: and(query.status?.length ? inArray(bookings.status, query.status) : undefined, search) };
};

/** The counts per status of the search, and how many of them the status filter keeps. */
async function totals(db: DbOrTx, query: ListFilter, search: SQL | undefined) {
  const statusCounts = await countsByStatus(db, search);
  const chosen: readonly BookingStatus[] = query.status?.length ? query.status : BOOKING_STATUSES;
  return { statusCounts, total: chosen.reduce((sum, s) => sum + statusCounts[s], 0) };
}

/** The list's filter (statuses and search) as a condition, and how many bookings it holds. */
export async function listFilter(db: DbOrTx, query: ListFilter): Promise<{ where: SQL | undefined; total: number }> {
  const { search, where } = filterOf(query);
  return { where, total: (await totals(db, query, search)).total };
}

/** The bookings of `ids` (a list, or a query of ids) in `order`, with their details and customers: two queries. */
export async function adminBookingRows(db: DbOrTx, ids: string[] | SQLWrapper, order: SQL[]): Promise<AdminBooking[]> {
  const rows = await db
    .select({ booking: bookings, name: users.name, phone: users.phone })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(inArray(bookings.id, ids))
    .orderBy(...order);
  const details = await withDetails(
    db,
    rows.map((r) => r.booking),
  );
  return rows.map(({ booking, name, phone }, i) => {
    const customerName = booking.contactName?.trim() || name;
    const customerPhone = normalizeIndianMobile(booking.contactPhone) ?? booking.contactPhone;
    return {
      ...details[i]!,
      customer: { _id: booking.customerId, name, phone },
      customerName,
      customerPhone,
      name: customerName,
      phone: customerPhone,
      address_details: { flatNo: booking.flatNo, landmark: booking.landmark },
      type: booking.isQuickPickup ? ('Quick Pickup' as const) : ('Regular' as const),
    };
  });
}

/**
 * One page of bookings with their details and customers in a fixed number of queries (the page with its customers,
 * the counts per status, then withDetails' one), however large the page. The page's ids are found first from the
 * sort's index alone, so a deep page skips index entries, not rows (docs/decisions/0022-figures-at-any-size.md).
 */
export async function listAdminBookings(db: DbOrTx, query: AdminBookingsQuery) {
  const order = ordering(query.sort, query.order);
  const { search, where } = filterOf(query);
  const pageIds = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [list, { statusCounts, total }] = await Promise.all([adminBookingRows(db, pageIds, order), totals(db, query, search)]);
  return {
    bookings: list,
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    status_counts: statusCounts,
  };
}

/** The status a PUT names, as a move; a status only the trips set is refused under the status field. */
function statusRequest(body: AdminBookingEditBody): StatusMoveRequest | undefined {
  if (body.status === undefined) return undefined;
  try {
    return statusMove(body.status, body.reason) as StatusMoveRequest;
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.statusCode, error.message, { ...error.options, field: 'status' });
    throw error;
  }
}

/**
 * PUT /api/admin/bookings/:id. A status alone is the status move it always was; anything else is one 'adminEdit'
 * move of the rule book (slots, lines, amounts and an optional status together, in one transaction, audited).
 */
export async function editBooking(
  deps: TransitionDeps,
  adminId: string,
  bookingId: string,
  body: AdminBookingEditBody,
): Promise<{ message: string; booking: BookingView }> {
  const status = statusRequest(body);
  const fields = Object.keys(body).filter(
    (key) => key !== 'status' && key !== 'reason' && body[key as keyof AdminBookingEditBody] !== undefined,
  );
  if (status && fields.length === 0)
    return { message: ORDER_MESSAGES.statusUpdated, booking: await adminMove(deps, adminId, bookingId, status) };
  const schedule = {
    scheduled_date: body.scheduled_date,
    scheduled_time: body.scheduled_time,
    delivery_date: body.delivery_date,
    delivery_time: body.delivery_time,
  };
  const booking = await adminMove(deps, adminId, bookingId, {
    type: 'adminEdit',
    status,
    edit: {
      schedule,
      items: body.items,
      discountPaise: body.discount_amount === undefined ? undefined : rupeesToPaise(body.discount_amount),
      finalPaise: body.final_amount === undefined ? undefined : rupeesToPaise(body.final_amount),
      note: body.reason,
    },
  });
  return { message: ADMIN_EDIT_MESSAGES.edited, booking };
}
