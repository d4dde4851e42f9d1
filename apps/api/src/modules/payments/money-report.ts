import { and, desc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import {
  ADMIN_PAYMENTS_LIST_MAX,
  addDaysToDate,
  paiseToRupees,
  type AdminPaymentRow,
  type AdminPaymentsAnswer,
  type AdminRefundRow,
  type MoneyRange,
  type MoneyTotals,
  type PaymentRecordMethod,
  type PaymentRecordStatus,
  type UnpaidOrder,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, payments, refunds, riders, users } from '../../db/schema/index.js';

// Operations' payments view (GET /api/admin/payments, docs/decisions/0033-money.md): the range's payments and refunds,
// what was collected by method against what was booked, and the completed orders that still owe. India's days.

export interface MoneyReportQuery extends MoneyRange {
  method?: PaymentRecordMethod | undefined;
  status?: PaymentRecordStatus | undefined;
  riderId?: string | undefined;
}

const r = paiseToRupees;
const TAKEN = ['captured', 'partially_refunded', 'refunded'] as const;

/** The moments a range of India's days covers: [from 00:00, the day after `to` 00:00) in Asia/Kolkata. */
export function rangeInstants(range: MoneyRange): { start: string; end: string } {
  const midnight = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
  return { start: midnight(range.from), end: midnight(addDaysToDate(range.to, 1)) };
}

const within = (column: SQLWrapper, start: string, end: string) =>
  sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;

/** The customer's name as the order shows it: the contact named on the booking, else the account's. */
const customerName = sql<string>`coalesce(nullif(trim(${bookings.contactName}), ''), ${users.name}, 'Customer')`;

const capturedOf = (bookingId: SQLWrapper) =>
  sql<number>`(select coalesce(sum(p.amount_paise), 0) from payments p where p.booking_id = ${bookingId}
    and p.status in ('captured', 'partially_refunded', 'refunded'))`;

export async function moneyReport(db: DbOrTx, query: MoneyReportQuery): Promise<Omit<AdminPaymentsAnswer, 'success'>> {
  const { start, end } = rangeInstants(query);
  // The payment's moment: when it was taken, else when it was started (a failed or open one).
  const paidAt = sql`coalesce(${payments.capturedAt}, ${payments.createdAt})`;
  const sameMethodAndRider = [
    query.method ? eq(payments.method, query.method) : undefined,
    query.riderId ? eq(payments.collectedByRiderId, query.riderId) : undefined,
  ];
  const paymentWhere = and(
    within(paidAt, start, end),
    ...sameMethodAndRider,
    // Open checkouts nobody paid are left out unless asked for.
    query.status ? eq(payments.status, query.status) : ne(payments.status, 'created'),
  );
  const refundWhere = and(within(refunds.createdAt, start, end), ...sameMethodAndRider);
  const completedWhere = and(eq(bookings.status, 'completed'), within(bookings.completedAt, start, end));

  const [paymentRows, [paymentCount], refundRows, [refundCount], [collected], [refunded], [booked], unpaidRows] =
    await Promise.all([
      db
        .select({ payment: payments, orderNumber: bookings.customOrderId, customerName, riderName: riders.name })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .leftJoin(users, eq(users.id, bookings.customerId))
        .leftJoin(riders, eq(riders.id, payments.collectedByRiderId))
        .where(paymentWhere)
        .orderBy(desc(paidAt), desc(payments.id))
        .limit(ADMIN_PAYMENTS_LIST_MAX),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(paymentWhere),
      db
        .select({ refund: refunds, method: payments.method, orderNumber: bookings.customOrderId, customerName })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
        .leftJoin(users, eq(users.id, bookings.customerId))
        .where(refundWhere)
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(ADMIN_PAYMENTS_LIST_MAX),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(refundWhere),
      db
        .select({
          cash: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.method} = 'cash'), 0)`,
          upiQr: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.method} = 'upi_qr'), 0)`,
          online: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.method} = 'online'), 0)`,
        })
        .from(payments)
        .where(and(inArray(payments.status, TAKEN), within(payments.capturedAt, start, end), ...sameMethodAndRider)),
      db
        .select({ total: sql<string>`coalesce(sum(${refunds.amountPaise}), 0)` })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(refundWhere, ne(refunds.status, 'failed'))),
      db
        .select({
          revenue: sql<string>`coalesce(sum(${bookings.finalPaise}), 0)`,
          orders: sql<number>`count(*)::int`,
          unpaid: sql<string>`coalesce(sum(greatest(${bookings.finalPaise} - ${capturedOf(bookings.id)}, 0)), 0)`,
          unpaidOrders: sql<number>`(count(*) filter (where ${bookings.finalPaise} > ${capturedOf(bookings.id)}))::int`,
        })
        .from(bookings)
        .where(completedWhere),
      db
        .select({
          booking: bookings,
          customerName,
          captured: capturedOf(bookings.id).mapWith(Number),
        })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.customerId))
        .where(and(completedWhere, sql`${bookings.finalPaise} > ${capturedOf(bookings.id)}`))
        .orderBy(desc(bookings.completedAt), desc(bookings.id))
        .limit(ADMIN_PAYMENTS_LIST_MAX),
    ]);

  const cash = Number(collected?.cash ?? 0);
  const upiQr = Number(collected?.upiQr ?? 0);
  const online = Number(collected?.online ?? 0);
  const refundedPaise = Number(refunded?.total ?? 0);
  const totals: MoneyTotals = {
    collected: { cash: r(cash), upi_qr: r(upiQr), online: r(online), total: r(cash + upiQr + online) },
    refunded: r(refundedPaise),
    net_collected: r(cash + upiQr + online - refundedPaise),
    booked_revenue: r(Number(booked?.revenue ?? 0)),
    completed_orders: booked?.orders ?? 0,
    unpaid: r(Number(booked?.unpaid ?? 0)),
    unpaid_orders: booked?.unpaidOrders ?? 0,
  };

  return {
    range: { from: query.from, to: query.to },
    payments: paymentRows.map(({ payment: p, orderNumber, customerName: name, riderName }): AdminPaymentRow => ({
      id: p.id,
      booking_id: p.bookingId,
      order_number: orderNumber,
      customer_name: name,
      method: p.method,
      amount: r(p.amountPaise),
      refunded: r(p.refundedPaise),
      status: p.status,
      created_at: p.createdAt.toISOString(),
      captured_at: p.capturedAt?.toISOString() ?? null,
      rider_id: p.collectedByRiderId,
      rider_name: riderName,
      reference: p.providerPaymentId,
    })),
    payments_count: paymentCount?.n ?? 0,
    refunds: refundRows.map(({ refund: f, method, orderNumber, customerName: name }): AdminRefundRow => ({
      id: f.id,
      booking_id: f.bookingId,
      order_number: orderNumber,
      customer_name: name,
      method,
      amount: r(f.amountPaise),
      status: f.status,
      reason: f.reason,
      automatic: f.automatic !== null,
      credit_note_number: f.creditNoteNumber,
      created_at: f.createdAt.toISOString(),
      processed_at: f.processedAt?.toISOString() ?? null,
    })),
    refunds_count: refundCount?.n ?? 0,
    totals,
    unpaid_orders: unpaidRows.map(({ booking: b, customerName: name, captured }): UnpaidOrder => ({
      booking_id: b.id,
      order_number: b.customOrderId,
      customer_name: name,
      customer_phone: b.contactPhone,
      completed_at: (b.completedAt ?? b.updatedAt).toISOString(),
      amount: r(b.finalPaise),
      paid: r(captured),
      due: r(Math.max(0, b.finalPaise - captured)),
      collect_later: b.collectLaterReason !== null,
    })),
  };
}
