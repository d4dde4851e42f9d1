// Recurring pickups (docs/decisions/0040-recurring-pickups.md): a customer's series and what they do to it or to one
// of its occurrences. Booking the occurrences is recurring-occurrences.service.ts (the job).
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  RECURRING_MESSAGES,
  addDaysToDate,
  businessDate,
  istMoment,
  recurringDatesBetween,
  type PricedService,
  type RecurringCreateBody,
  type RecurringOccurrence,
  type RecurringRule,
  type RecurringSeries,
} from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { addresses, bookings, recurringPickupOccurrences, recurringPickups } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';
import { cancelAsCustomer } from '../orders/orders.service.js';
import type { TransitionDeps } from '../orders/order-transitions.js';

export type SeriesRow = typeof recurringPickups.$inferSelect;
export type OccurrenceRow = typeof recurringPickupOccurrences.$inferSelect;

export interface SeriesDeps {
  db: Db;
  now: () => Date;
  /** The catalogue in memory (app.catalogue): usual services are checked against it and named from it. */
  services: () => Promise<ReadonlyMap<string, PricedService>>;
  /** The order rule book's deps: skipping a booked occurrence cancels its order as the customer would. */
  transitions: () => TransitionDeps;
}

/** Occurrences shown per series. */
const UPCOMING_SHOWN = 4;
/** A customer may move one occurrence this many days either side of its rule date. */
export const CHANGE_WINDOW_DAYS = 3;
/** Same as a quick pickup: a slot starting within 30 minutes cannot be booked or changed to. */
export const CUTOFF_MS = 30 * 60_000;

export const ruleOf = (s: Pick<SeriesRow, 'frequency' | 'weekday' | 'dayOfMonth' | 'startsOn'>): RecurringRule => ({
  frequency: s.frequency,
  weekday: s.weekday,
  day_of_month: s.dayOfMonth,
  starts_on: s.startsOn,
});

/** The rule dates whose pickup (as moved, if it was) is still ahead, with their stored occurrence: the job and the screen both read these. */
export function upcomingOccurrences(series: SeriesRow, stored: readonly OccurrenceRow[], now: Date, count: number) {
  const today = businessDate(now);
  const byDate = new Map(stored.map((o) => [o.ruleDate, o]));
  const out: Array<{ ruleDate: string; pickupDate: string; pickupTime: string; row: OccurrenceRow | undefined }> = [];
  // From a few days back: a rule date just passed may have been moved later.
  for (const ruleDate of recurringDatesBetween(
    ruleOf(series),
    addDaysToDate(today, -CHANGE_WINDOW_DAYS),
    addDaysToDate(today, 62 * count + 31),
  )) {
    const row = byDate.get(ruleDate);
    const pickupDate = row?.pickupDate ?? ruleDate;
    const pickupTime = row?.pickupTime ?? series.pickupTime;
    if (istMoment(pickupDate, pickupTime).getTime() <= now.getTime()) continue;
    out.push({ ruleDate, pickupDate, pickupTime, row });
    if (out.length === count) break;
  }
  return out;
}

export async function ownSeries(db: DbOrTx, customerId: string, id: string, lock = false): Promise<SeriesRow> {
  // A malformed id reads like a missing one.
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(RECURRING_MESSAGES.notFound);
  const query = db
    .select()
    .from(recurringPickups)
    .where(and(eq(recurringPickups.id, id), eq(recurringPickups.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(RECURRING_MESSAGES.notFound);
  return row;
}

/** The customer's series as the screen shows them: active and paused first, then stopped; newest first within each. */
export async function listSeries(deps: SeriesDeps, customerId: string, only?: string): Promise<RecurringSeries[]> {
  const now = deps.now();
  const rows = await deps.db
    .select({ series: recurringPickups, address: addresses })
    .from(recurringPickups)
    .leftJoin(addresses, eq(addresses.id, recurringPickups.addressId))
    .where(and(eq(recurringPickups.customerId, customerId), only ? eq(recurringPickups.id, only) : undefined))
    .orderBy(sql`${recurringPickups.status} = 'stopped'`, sql`${recurringPickups.createdAt} desc`);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.series.id);
  const stored = await deps.db
    .select({ occurrence: recurringPickupOccurrences, orderId: bookings.customOrderId })
    .from(recurringPickupOccurrences)
    .leftJoin(bookings, eq(bookings.id, recurringPickupOccurrences.bookingId))
    .where(
      and(
        inArray(recurringPickupOccurrences.seriesId, ids),
        gte(recurringPickupOccurrences.ruleDate, addDaysToDate(businessDate(now), -CHANGE_WINDOW_DAYS)),
      ),
    )
    .orderBy(asc(recurringPickupOccurrences.ruleDate));
  const catalogue = await deps.services();
  return rows.map(({ series, address }) => {
    const mine = stored.filter((s) => s.occurrence.seriesId === series.id);
    const orderIds = new Map(mine.map((s) => [s.occurrence.ruleDate, s.orderId]));
    const upcoming: RecurringOccurrence[] =
      series.status === 'stopped'
        ? []
        : upcomingOccurrences(
            series,
            mine.map((s) => s.occurrence),
            now,
            UPCOMING_SHOWN,
          ).map(({ ruleDate, pickupDate, pickupTime, row }) => ({
            date: ruleDate,
            pickup_date: pickupDate,
            pickup_time: pickupTime,
            status: row?.status ?? (series.status === 'paused' ? 'paused' : 'planned'),
            booking_id: row?.bookingId ?? null,
            custom_order_id: orderIds.get(ruleDate) ?? null,
            moved_from_time: row?.movedFromTime ?? null,
          }));
    return {
      id: series.id,
      frequency: series.frequency,
      weekday: series.weekday,
      day_of_month: series.dayOfMonth,
      pickup_time: series.pickupTime,
      address_id: series.addressId,
      address_title: address?.title ?? null,
      address: address?.fullAddress ?? null,
      services: series.services.map((s) => ({ ...s, name: catalogue.get(s.service_id)?.name ?? s.service_id })),
      notes: series.notes,
      starts_on: series.startsOn,
      status: series.status,
      paused_reason: series.pausedReason,
      from_booking_id: series.fromBookingId,
      created_at: series.createdAt.toISOString(),
      upcoming,
    };
  });
}

export async function oneSeries(deps: SeriesDeps, customerId: string, id: string): Promise<RecurringSeries> {
  const [series] = await listSeries(deps, customerId, id);
  if (!series) throw notFound(RECURRING_MESSAGES.notFound);
  return series;
}

/** A saved address of the customer's that we serve: a deleted or unserved one is refused on address_id. */
export async function servedAddress(db: DbOrTx, customerId: string, addressId: string) {
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, customerId)));
  if (!address) throw badRequest(RECURRING_MESSAGES.address, 'address_id');
  const availability = await checkAddressAvailability(db, address);
  if (!availability.is_available)
    throw new AppError(422, 'We do not serve this address yet', { code: 'SERVICE_NOT_AVAILABLE', field: 'address_id' });
  return { address, areaId: availability.areaId };
}

type RuleBody = Omit<RecurringCreateBody, 'from_booking_id'>;

/** The rule, services and address as written, after the server's checks (the body schema has checked their shapes). */
async function checkedFields(deps: SeriesDeps, customerId: string, body: RuleBody, today: string) {
  const catalogue = await deps.services();
  for (const line of body.services ?? []) {
    const service = catalogue.get(line.service_id);
    if (!service?.enabled) throw badRequest(RECURRING_MESSAGES.serviceUnknown, 'services');
  }
  await servedAddress(deps.db, customerId, body.address_id);
  const startsOn = body.starts_on ?? today;
  if (startsOn < today) throw badRequest(RECURRING_MESSAGES.startsOn, 'starts_on');
  const monthly = body.frequency === 'monthly';
  return {
    frequency: body.frequency,
    weekday: monthly ? null : (body.weekday ?? null),
    dayOfMonth: monthly ? (body.day_of_month ?? null) : null,
    pickupTime: body.pickup_time,
    addressId: body.address_id,
    services: (body.services ?? []).map((s) => ({ service_id: s.service_id, quantity: s.quantity })),
    notes: body.notes?.trim() || null,
    startsOn,
  };
}

/** POST: a new series, from scratch or repeating one of the customer's completed orders. */
export async function createSeries(deps: SeriesDeps, customerId: string, body: RecurringCreateBody) {
  const at = deps.now();
  if (body.from_booking_id) {
    const [order] = await deps.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(and(eq(bookings.id, body.from_booking_id), eq(bookings.customerId, customerId)));
    if (!order) throw notFound(RECURRING_MESSAGES.bookingNotYours);
    if (order.status !== 'completed') throw conflict(RECURRING_MESSAGES.bookingNotCompleted);
  }
  const fields = await checkedFields(deps, customerId, body, businessDate(at));
  const [row] = await deps.db
    .insert(recurringPickups)
    .values({ ...fields, customerId, fromBookingId: body.from_booking_id ?? null, createdAt: at, updatedAt: at })
    .returning({ id: recurringPickups.id });
  return oneSeries(deps, customerId, row!.id);
}

/** PUT: a new rule, slot, address or services; occurrences already booked keep their orders. */
export async function updateSeries(deps: SeriesDeps, customerId: string, id: string, body: RuleBody) {
  const series = await ownSeries(deps.db, customerId, id);
  if (series.status === 'stopped') throw conflict(RECURRING_MESSAGES.stopped409);
  const fields = await checkedFields(
    deps,
    customerId,
    { ...body, starts_on: body.starts_on ?? series.startsOn },
    businessDate(series.createdAt),
  );
  // A series paused for its address is served again at a new one; the customer's own pause and operations' stay.
  const unpause =
    series.status === 'paused' && (series.pausedReason === 'address_missing' || series.pausedReason === 'not_serviceable');
  await deps.db
    .update(recurringPickups)
    .set({ ...fields, ...(unpause ? { status: 'active', pausedReason: null } : {}), updatedAt: deps.now() })
    .where(eq(recurringPickups.id, id));
  return oneSeries(deps, customerId, id);
}

export type SeriesAction = 'pause' | 'resume' | 'stop';

/** Pause (only an active series), resume (a paused one whose address is still saved and served) or stop (for good). */
export async function changeSeriesStatus(deps: SeriesDeps, customerId: string, id: string, action: SeriesAction) {
  await deps.db.transaction(async (tx) => {
    const series = await ownSeries(tx, customerId, id, true);
    if (series.status === 'stopped') throw conflict(RECURRING_MESSAGES.stopped409);
    if (action === 'pause' && series.status !== 'active') throw conflict(RECURRING_MESSAGES.notActive);
    if (action === 'resume') {
      if (series.status !== 'paused') throw conflict(RECURRING_MESSAGES.notPaused);
      // Operations paused it, saying why: only they resume it.
      if (series.pausedReason === 'admin') throw conflict(RECURRING_MESSAGES.pausedByUs);
      if (!series.addressId) throw badRequest(RECURRING_MESSAGES.address, 'address_id');
      await servedAddress(tx, customerId, series.addressId);
    }
    const next =
      action === 'pause'
        ? { status: 'paused' as const, pausedReason: 'customer' as const }
        : action === 'resume'
          ? { status: 'active' as const, pausedReason: null }
          : { status: 'stopped' as const, pausedReason: null };
    await tx
      .update(recurringPickups)
      .set({ ...next, updatedAt: deps.now() })
      .where(eq(recurringPickups.id, id));
  });
  return oneSeries(deps, customerId, id);
}

/** The occurrence of `ruleDate` under the series' row lock: its stored row and where it is picked up. */
export async function occurrenceFor(tx: DbOrTx, series: SeriesRow, ruleDate: string, now: Date) {
  const isRuleDate = recurringDatesBetween(ruleOf(series), ruleDate, ruleDate).length === 1;
  if (!isRuleDate) throw notFound(RECURRING_MESSAGES.dateNotInSeries);
  const [row] = await tx
    .select()
    .from(recurringPickupOccurrences)
    .where(and(eq(recurringPickupOccurrences.seriesId, series.id), eq(recurringPickupOccurrences.ruleDate, ruleDate)));
  const pickupDate = row?.pickupDate ?? ruleDate;
  const pickupTime = row?.pickupTime ?? series.pickupTime;
  if (istMoment(pickupDate, pickupTime).getTime() <= now.getTime()) throw conflict(RECURRING_MESSAGES.datePast);
  return { row, pickupDate, pickupTime };
}

export type SkipOutcome = { status: 'skipped' | 'already_skipped'; pickupDate: string; occurrenceId: string };

/**
 * Skips one occurrence: stored as skipped so the job never books it; one already booked has its order cancelled by the
 * rule book first (as the customer's own cancel: refused once the rider has the items). Skipping twice is a no-op.
 */
export async function skipOccurrence(deps: SeriesDeps, customerId: string, id: string, ruleDate: string): Promise<SkipOutcome> {
  const now = deps.now();
  const booked = await deps.db.transaction(async (tx) => {
    const series = await ownSeries(tx, customerId, id, true);
    if (series.status === 'stopped') throw conflict(RECURRING_MESSAGES.stopped409);
    return (await occurrenceFor(tx, series, ruleDate, now)).row;
  });
  if (booked?.status === 'skipped') return { status: 'already_skipped', pickupDate: booked.pickupDate, occurrenceId: booked.id };
  if (booked?.status === 'booked' && booked.bookingId) {
    const [order] = await deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booked.bookingId));
    if (order && order.status !== 'cancelled') await cancelAsCustomer(deps.transitions(), customerId, booked.bookingId);
  }
  return deps.db.transaction(async (tx) => {
    const series = await ownSeries(tx, customerId, id, true);
    const { pickupDate, pickupTime } = await occurrenceFor(tx, series, ruleDate, now);
    const [row] = await tx
      .insert(recurringPickupOccurrences)
      .values({ seriesId: id, ruleDate, pickupDate, pickupTime, status: 'skipped', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [recurringPickupOccurrences.seriesId, recurringPickupOccurrences.ruleDate],
        set: { status: 'skipped', updatedAt: now },
      })
      .returning({ id: recurringPickupOccurrences.id });
    return { status: 'skipped' as const, pickupDate, occurrenceId: row!.id };
  });
}

export async function skipOccurrenceView(deps: SeriesDeps, customerId: string, id: string, ruleDate: string) {
  await skipOccurrence(deps, customerId, id, ruleDate);
  return oneSeries(deps, customerId, id);
}
