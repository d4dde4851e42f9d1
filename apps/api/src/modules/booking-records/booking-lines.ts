import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  PricingError,
  computeTotals,
  couponDiscountPaise,
  priceLines,
  type OrderLine,
  type PricedService,
  type Totals,
} from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { bookingCharges, bookingItems, couponRedemptions, coupons, services } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { servicesById } from '../catalogue/catalogue.service.js';
import type { BookingItemRow } from './booking-dto.js';

// A booking's lines and charges as stored: priced from the catalogue, written, read back in the pricing's shape, and
// re-priced under the booking's coupon. Every writer of lines (a new booking, a customer's edit, an admin's edit, a
// rider's approved items) goes through here.

/** A line as written: a catalogue line, or an admin's custom line (no service id, its price set by the admin). */
export type WritableLine = OrderLine & { priceSetByAdmin?: boolean };

/** Every service by id at its price in the database, disabled ones included (a line naming one is refused). */
export async function catalogueInDb(db: DbOrTx): Promise<ReadonlyMap<string, PricedService>> {
  return servicesById({ services: await db.select().from(services) });
}

/** Prices requested lines from these services; a refusal is a 400 naming the field. */
export function priceFrom(
  catalogue: ReadonlyMap<string, PricedService>,
  requested: ReadonlyArray<{ id: string; quantity: number }>,
): OrderLine[] {
  try {
    return priceLines(requested, catalogue);
  } catch (error) {
    if (error instanceof PricingError) throw badRequest(error.message, error.field);
    throw error;
  }
}

/** Prices requested lines from the catalogue as the database holds it; a refusal is a 400 naming the field. */
export async function priceFromCatalogue(
  db: DbOrTx,
  requested: ReadonlyArray<{ id: string; quantity: number }>,
): Promise<OrderLine[]> {
  return priceFrom(await catalogueInDb(db), requested);
}

/** A booking's lines as rows, in order. */
export function lineRows(bookingId: string, lines: readonly WritableLine[]): BookingItemRow[] {
  return lines.map((l, sortOrder) => ({
    id: randomUUID(),
    bookingId,
    serviceId: l.serviceId || null,
    serviceName: l.name,
    categoryId: l.category || null,
    unit: l.unit,
    quantity: l.quantity,
    unitPricePaise: l.unitPricePaise,
    totalPricePaise: l.totalPricePaise,
    priceSetByAdmin: l.priceSetByAdmin ?? false,
    sortOrder,
  }));
}

export async function writeLines(tx: DbOrTx, bookingId: string, lines: readonly WritableLine[]) {
  if (lines.length === 0) return;
  await tx.insert(bookingItems).values(lineRows(bookingId, lines));
}

/** The booking's lines become these: the old ones deleted, the new ones written in order. */
export async function replaceLines(tx: DbOrTx, bookingId: string, lines: readonly WritableLine[]) {
  await tx.delete(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  await writeLines(tx, bookingId, lines);
}

/** A booking's lines as it stands, in the pricing's shape (a custom line has no service id: '' here, null stored). */
export async function storedLines(tx: DbOrTx, bookingId: string): Promise<OrderLine[]> {
  const rows = await tx
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.sortOrder));
  return rows.map((i) => ({
    serviceId: i.serviceId ?? '',
    name: i.serviceName,
    category: i.categoryId ?? '',
    unit: i.unit,
    quantity: i.quantity,
    unitPricePaise: i.unitPricePaise,
    totalPricePaise: i.totalPricePaise,
  }));
}

/** Totals of new lines on a booking: its coupon stays, its discount follows the new subtotal under the same percentage and cap. */
export async function repriceWithCoupon(tx: DbOrTx, couponCode: string | null, lines: readonly OrderLine[]): Promise<Totals> {
  let discountPaise = 0;
  if (couponCode) {
    const [rule] = await tx.select().from(coupons).where(eq(coupons.code, couponCode));
    if (rule) discountPaise = couponDiscountPaise(computeTotals(lines, 0).subtotalPaise, rule);
  }
  return computeTotals(lines, discountPaise);
}

/** The booking's charges and its coupon redemption follow new totals. */
export async function writeCharges(tx: DbOrTx, bookingId: string, totals: Totals) {
  await tx
    .update(bookingCharges)
    .set({ basePricePaise: totals.subtotalPaise, discountPaise: totals.discountPaise })
    .where(eq(bookingCharges.bookingId, bookingId));
  await tx
    .update(couponRedemptions)
    .set({ orderAmountPaise: totals.subtotalPaise, discountPaise: totals.discountPaise })
    .where(eq(couponRedemptions.bookingId, bookingId));
}
