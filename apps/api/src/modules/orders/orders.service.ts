import { and, asc, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  type BookingStatus,
  type CustomerVerification,
  type LatLng,
  type OrderEvent,
  type RiderOrder,
  type RiderOrderAction,
  type TripKind,
  type VendorStage,
  VENDOR_STAGES,
  BOOKING_MESSAGES,
  type Booking,
  haversineKm,
  vendorEstimatedMinutes,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, customerVerifications, orderEvents, riders, trips, vendors } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { requireAccess } from '../../plugins/access-policy.js';
import type { RiderPrincipal } from '../../plugins/principals.js';
import type { BookingRow } from '../booking-records/booking-dto.js';
import { loadBooking, withDetails } from '../booking-records/booking-read-model.js';
import { withHandoverAttempt } from './handover-attempts.js';
import type { MoveRequest } from './order-moves.js';
import { moveOrder, type TransitionDeps } from './order-transitions.js';
import { toVerificationView } from './verification-view.js';

/** The vendor's place, read with the booking (a left join: no query of its own). */
type VendorPlace = { name: string; address: string; lat: number; lng: number } | null;
const vendorPlace = { name: vendors.name, address: vendors.address, lat: vendors.lat, lng: vendors.lng };

/** What the rider view adds to the booking: where the vendor is from the customer's door, and the rider's open proposal. */
interface RiderExtras {
  vendor: VendorPlace;
  verification: CustomerVerification | null;
}

/** The vendor from the customer's address: straight-line km (two decimals) and core's estimate; unknown without the booking's coordinates. */
function vendorDetails(vendor: VendorPlace, from: LatLng | null): RiderOrder['assignedVendorDetails'] {
  if (!vendor) return null;
  const distance = from ? Math.round(haversineKm(from, vendor) * 100) / 100 : null;
  return {
    name: vendor.name,
    address: vendor.address,
    coordinates: { lat: vendor.lat, lng: vendor.lng },
    distance,
    estimatedTime: vendorEstimatedMinutes(distance),
  };
}

/**
 * Each order's latest proposal by this rider, unless it has been saved or withdrawn (then the rider has no open
 * change): pending, approved, rejected or expired, as the verifications module shows it. One query for all orders.
 */
async function openProposals(
  db: DbOrTx,
  riderId: string,
  bookingIds: readonly string[],
  now: Date,
): Promise<Map<string, CustomerVerification>> {
  const open = new Map<string, CustomerVerification>();
  if (bookingIds.length === 0) return open;
  const latest = await db
    .selectDistinctOn([customerVerifications.bookingId], { v: customerVerifications, booking: bookings, riderName: riders.name })
    .from(customerVerifications)
    .innerJoin(bookings, eq(bookings.id, customerVerifications.bookingId))
    .leftJoin(riders, eq(riders.id, customerVerifications.riderId))
    .where(and(inArray(customerVerifications.bookingId, [...bookingIds]), eq(customerVerifications.riderId, riderId)))
    .orderBy(customerVerifications.bookingId, desc(customerVerifications.createdAt), desc(customerVerifications.id));
  for (const { v, booking, riderName } of latest) {
    if (v.savedAt || v.status === 'cancelled') continue;
    open.set(v.bookingId, toVerificationView(v, booking, riderName, now));
  }
  return open;
}

/** The rider's view of one trip of a booking (rider-portal.md §3); items are rebuilt from the booking's lines. */
function toRiderOrder(booking: Booking, row: BookingRow, kind: TripKind, extras: RiderExtras): RiderOrder {
  const trip = booking.trips.find((t) => t.kind === kind)!;
  const quick = booking.service_type === 'express' && booking.item_prices.length === 0;
  const [date, time] =
    kind === 'pickup' ? [booking.scheduled_date, booking.scheduled_time] : [booking.delivery_date, booking.delivery_time];
  return {
    _id: booking.id,
    bookingId: booking.id,
    custom_order_id: booking.custom_order_id,
    customerName: row.contactName ?? 'Customer',
    customerPhone: booking.contact_phone,
    customer_id: booking.customer_id,
    address: booking.address,
    address_details: { flatNo: row.flatNo, landmark: row.landmark },
    coordinates: booking.coordinates,
    pickupDate: date,
    pickupTime: time,
    scheduled_date: booking.scheduled_date,
    scheduled_time: booking.scheduled_time,
    delivery_date: booking.delivery_date,
    delivery_time: booking.delivery_time,
    tripType: kind,
    type: quick ? 'Quick Pickup' : 'Regular',
    isQuickPickup: quick,
    service: booking.service,
    service_type: booking.service_type,
    services: booking.services,
    riderStatus: trip.status,
    assignedAt: trip.assigned_at,
    status: booking.status,
    payment_status: booking.payment_status,
    items: booking.item_prices.map((line, index) => ({
      id: line.service_id ?? `line-${index + 1}`,
      serviceId: line.service_id,
      name: line.service_name,
      price: line.unit_price,
      unit: line.unit,
      category: line.category,
      quantity: line.quantity,
      total: line.total_price,
    })),
    item_prices: booking.item_prices,
    charges_breakdown: booking.charges_breakdown,
    total_price: booking.total_price,
    discount_amount: booking.discount_amount,
    final_amount: booking.final_amount,
    specialInstructions: booking.special_instructions,
    additional_details: booking.additional_details,
    provider_name: booking.provider_name,
    itemsCollected: booking.items_collected_count,
    vendor_stage: booking.vendor_stage,
    assignedVendor: booking.assignedVendor,
    assignedVendorDetails: vendorDetails(extras.vendor, booking.coordinates),
    verification: extras.verification,
    pickup_photos: booking.pickup_photos ?? [],
    created_at: booking.created_at,
    updated_at: booking.updated_at,
  };
}

const RIDER_VIEW = { showHandoverCode: false };

/**
 * The rider's open jobs (not completed, on orders still open), each by its own trip date and time, earliest first.
 * A fixed number of queries however many jobs: the jobs with their vendors, the booking details, the proposals.
 */
export async function listRiderOrders(db: DbOrTx, riderId: string, now: Date): Promise<RiderOrder[]> {
  const jobs = await db
    .select({ booking: bookings, kind: trips.kind, vendor: vendorPlace })
    .from(trips)
    .innerJoin(bookings, eq(bookings.id, trips.bookingId))
    .leftJoin(vendors, eq(vendors.id, bookings.vendorId))
    .where(
      and(
        eq(trips.riderId, riderId),
        ne(trips.status, 'completed'),
        inArray(bookings.status, ['pending', 'confirmed', 'in_progress']),
      ),
    );
  const ids = jobs.map((j) => j.booking.id);
  const [details, proposals] = await Promise.all([
    withDetails(
      db,
      jobs.map((j) => j.booking),
      RIDER_VIEW,
    ),
    openProposals(db, riderId, ids, now),
  ]);
  return jobs
    .map((job, i) =>
      toRiderOrder(details[i]!, job.booking, job.kind, {
        vendor: job.vendor,
        verification: proposals.get(job.booking.id) ?? null,
      }),
    )
    .sort(
      (a, b) =>
        `${a.pickupDate} ${a.pickupTime}`.localeCompare(`${b.pickupDate} ${b.pickupTime}`) ||
        a.custom_order_id.localeCompare(b.custom_order_id),
    );
}

/** One booking as its rider's job: their open trip, else the last one they made. The access policy has already checked they are its rider. */
export async function getRiderOrder(db: DbOrTx, riderId: string, bookingId: string, now: Date): Promise<RiderOrder> {
  const [found] = await db
    .select({ row: bookings, vendor: vendorPlace })
    .from(bookings)
    .leftJoin(vendors, eq(vendors.id, bookings.vendorId))
    .where(eq(bookings.id, bookingId));
  const [booking] = found ? await withDetails(db, [found.row], RIDER_VIEW) : [];
  const mine = booking?.trips.filter((t) => t.rider_id === riderId) ?? [];
  const trip = mine.find((t) => t.status !== 'completed') ?? mine.at(-1);
  if (!found || !booking || !trip) throw notFound(BOOKING_MESSAGES.notFound);
  const proposals = await openProposals(db, riderId, [bookingId], now);
  return toRiderOrder(booking, found.row, trip.kind, { vendor: found.vendor, verification: proposals.get(bookingId) ?? null });
}

const riderRefusal = (status: string) =>
  new AppError(403, ORDER_MESSAGES.riderNotApproved(status), {
    code: 'RIDER_NOT_APPROVED',
    extra: { status: status as RiderPrincipal['status'] },
  });

export interface OrderActionInput {
  orderId: string;
  action: RiderOrderAction;
  itemCount?: number | undefined;
  handoverCode?: string | undefined;
}

/** A rider's accept, start or complete: only on their own job, through the rule book. */
export async function riderOrderAction(
  deps: TransitionDeps,
  rider: RiderPrincipal,
  input: OrderActionInput,
): Promise<RiderOrder> {
  await requireAccess(deps.db, { rider }, 'booking', 'update', input.orderId, { riderNotApproved: riderRefusal });
  const move: MoveRequest =
    input.action === 'complete'
      ? { type: 'complete', itemCount: input.itemCount, handoverCode: input.handoverCode }
      : { type: input.action };
  const run = () => moveOrder(deps, input.orderId, { role: 'rider', id: rider.riderId }, move);
  if (move.type === 'complete' && move.handoverCode) {
    const attempt = { bookingId: input.orderId, riderId: rider.riderId, handoverCode: move.handoverCode, now: deps.now() };
    await withHandoverAttempt(deps.db, attempt, run);
  } else {
    await run();
  }
  return getRiderOrder(deps.db, rider.riderId, input.orderId, deps.now());
}

/** What the rider reads after a move: the spec's words for accept and start, and what a completion completed. */
export function riderActionMessage(action: OrderActionInput['action'], order: RiderOrder): string {
  if (action !== 'complete') return ORDER_MESSAGES.actionDone(action);
  return order.tripType === 'pickup'
    ? ORDER_MESSAGES.pickupDone(order.itemsCollected ?? 0)
    : ORDER_MESSAGES.deliveryDone(order.custom_order_id);
}

/** Orders for operations, earliest pickup first; without assigned ones, those whose pickup has no rider yet. */
export async function listAdminOrders(db: DbOrTx, query: { status?: BookingStatus[] | undefined; includeAssigned: boolean }) {
  const rows = await db
    .select()
    .from(bookings)
    .where(
      and(
        query.status?.length ? inArray(bookings.status, query.status) : undefined,
        query.includeAssigned
          ? undefined
          : notExists(
              db
                .select({ one: sql`1` })
                .from(trips)
                .where(and(eq(trips.bookingId, bookings.id), eq(trips.kind, 'pickup'))),
            ),
      ),
    )
    .orderBy(asc(bookings.scheduledDate), asc(bookings.scheduledTime), asc(bookings.createdAt))
    .limit(200);
  return withDetails(db, rows);
}

/** An admin's move on an order; answers the booking as it now stands. */
export async function adminMove(deps: TransitionDeps, adminId: string, bookingId: string, move: MoveRequest): Promise<Booking> {
  await moveOrder(deps, bookingId, { role: 'admin', id: adminId }, move);
  return (await loadBooking(deps.db, bookingId))!;
}

/** The customer cancels their booking before the pickup is collected; a one-time coupon used on it becomes usable again. */
export async function cancelAsCustomer(deps: TransitionDeps, customerId: string, bookingId: string): Promise<Booking> {
  await moveOrder(deps, bookingId, { role: 'customer', id: customerId }, { type: 'cancel' });
  return (await loadBooking(deps.db, bookingId))!;
}

/** PUT /api/admin/bookings/:id/status: the status names the move. */
export function statusMove(status: BookingStatus | VendorStage, reason: string | undefined): MoveRequest {
  if ((VENDOR_STAGES as readonly string[]).includes(status)) return { type: 'vendorStage', stage: status as VendorStage };
  if (status === 'confirmed') return { type: 'confirm' };
  if (status === 'cancelled') return { type: 'cancel', reason };
  throw conflict(ORDER_MESSAGES.statusByTrips(status));
}

export async function listOrderEvents(db: DbOrTx, bookingId: string): Promise<OrderEvent[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.bookingId, bookingId)).orderBy(asc(orderEvents.id));
  return rows.map((e) => ({
    from: e.fromState,
    to: e.toState,
    trip: e.trip,
    actor_id: e.actorId,
    actor_role: e.actorRole,
    note: e.note,
    at: e.createdAt.toISOString(),
  }));
}
