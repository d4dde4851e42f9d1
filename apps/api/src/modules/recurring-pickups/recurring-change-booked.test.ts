import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, SLOT_CAPACITY_MESSAGES, type RecurringSeries } from '@washday/core';
import { bookings, orderEvents, recurringPickupOccurrences, serviceAreas, trips } from '../../db/schema/index.js';
import { createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { checkAddressAvailability } from '../locations/serviceability.service.js';
import { runRecurringPickups } from './recurring-occurrences.service.js';
import { occurrenceDepsOf } from './recurring-pickups.routes.js';

// "Change this pickup" on an occurrence already booked (decision 0040): the order's pickup is rescheduled by the rule
// book (its slot capacity, its 'rider on the way' lock) and the occurrence row follows, in one transaction.
// The clock: Sunday 2026-11-22 11:00 India; a weekly Wednesday 10:00 series, booked Monday 23 Nov 10:00.
const START = new Date('2026-11-22T05:30:00Z');
const ist = (text: string) => new Date(`${text}:00+05:30`);

describe('changing a booked recurring pickup', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  let phone = 9812300000;
  beforeEach(() => ctx.clock.set(START));

  /** A customer whose Wednesday series has its first occurrence booked (the clock is then Monday 23 Nov, 10:00). */
  async function booked() {
    const number = String((phone += 1));
    const user = await createCustomer(ctx.app, number, 'Asha Verma');
    const address = await insertAddress(ctx.app, user.id);
    const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
    const created = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/recurring-pickups',
      headers,
      payload: { frequency: 'weekly', weekday: 3, pickup_time: '10:00', address_id: address.id },
    });
    expect(created.res.statusCode, created.res.body).toBe(201);
    const series = created.body.series as RecurringSeries;
    ctx.clock.set(ist('2026-11-23T10:00'));
    await runRecurringPickups(occurrenceDepsOf(ctx.app));
    const [order] = await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, user.id));
    expect(order).toMatchObject({ scheduledDate: '2026-11-25', scheduledTime: '10:00' });
    const change = (body: object) =>
      injectJson(ctx.app, {
        method: 'PUT',
        url: `/api/recurring-pickups/${series.id}/occurrences/2026-11-25`,
        headers,
        payload: body,
      });
    const row = async () =>
      (
        await ctx.database.db
          .select()
          .from(recurringPickupOccurrences)
          .where(and(eq(recurringPickupOccurrences.seriesId, series.id), eq(recurringPickupOccurrences.ruleDate, '2026-11-25')))
      )[0]!;
    const orderNow = async () => (await ctx.database.db.select().from(bookings).where(eq(bookings.id, order!.id)))[0]!;
    const stop = () => injectJson(ctx.app, { method: 'POST', url: `/api/recurring-pickups/${series.id}/stop`, headers });
    return { user, address, series, order: order!, change, row, orderNow, stop };
  }

  it('reschedules the order and its occurrence together; the customer sees the new time', async () => {
    const b = await booked();
    const { res, body } = await b.change({ pickup_date: '2026-11-26', pickup_time: '17:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect((body.series as RecurringSeries).upcoming[0]).toMatchObject({
      date: '2026-11-25',
      pickup_date: '2026-11-26',
      pickup_time: '17:00',
      status: 'booked',
      custom_order_id: b.order.customOrderId,
    });
    // The delivery follows the pickup, as for any quick pickup.
    expect(await b.orderNow()).toMatchObject({
      scheduledDate: '2026-11-26',
      scheduledTime: '17:00',
      deliveryDate: '2026-11-27',
      deliveryTime: '17:00',
      status: 'pending',
    });
    expect(await b.row()).toMatchObject({ pickupDate: '2026-11-26', pickupTime: '17:00', status: 'booked' });
    const steps = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, b.order.id));
    expect(steps.at(-1)).toMatchObject({ toState: 'edited', actorRole: 'customer' });
    expect(steps.at(-1)!.note).toContain('by the customer');
    // The job does not book it a second time.
    await runRecurringPickups(occurrenceDepsOf(ctx.app));
    expect(await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, b.user.id))).toHaveLength(1);
    // Outside the window around the usual day, or within 30 minutes: a clear 400, nothing changed.
    for (const body of [
      { pickup_date: '2026-11-30', pickup_time: '10:00' },
      { pickup_date: '2026-11-23', pickup_time: '10:00' },
    ]) {
      const refused = await b.change(body);
      expect(refused.res.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body.field).toBe('pickup_date');
    }
    expect(await b.orderNow()).toMatchObject({ scheduledDate: '2026-11-26', scheduledTime: '17:00' });
    await b.stop();
  });

  it('a full slot is refused with 409 (slot full) and neither the order nor the occurrence moves', async () => {
    const b = await booked();
    const { areaId } = await checkAddressAvailability(ctx.database.db, b.address);
    const [area] = await ctx.database.db.select().from(serviceAreas).where(eq(serviceAreas.id, areaId!));
    await ctx.database.db
      .update(serviceAreas)
      .set({ slotCapacity: { '12:00': 0 } })
      .where(eq(serviceAreas.id, areaId!));
    try {
      const { res, body } = await b.change({ pickup_date: '2026-11-25', pickup_time: '12:00' });
      expect(res.statusCode).toBe(409);
      expect(body.message).toBe(SLOT_CAPACITY_MESSAGES.full);
      expect(await b.orderNow()).toMatchObject({ scheduledDate: '2026-11-25', scheduledTime: '10:00' });
      expect(await b.row()).toMatchObject({ pickupDate: '2026-11-25', pickupTime: '10:00' });
    } finally {
      await ctx.database.db.update(serviceAreas).set({ slotCapacity: area!.slotCapacity }).where(eq(serviceAreas.id, areaId!));
      await b.stop();
    }
  });

  it('a rider on the way or items collected keep the pickup where it is (409)', async () => {
    const b = await booked();
    const rider = await createRider(ctx.app, String(9700000000 + (phone % 100000)), 'approved');
    await ctx.database.db
      .insert(trips)
      .values({ bookingId: b.order.id, kind: 'pickup', riderId: rider.id, status: 'accepted', assignedAt: START });
    // Accepted but not yet set off: still movable.
    expect((await b.change({ pickup_date: '2026-11-25', pickup_time: '11:00' })).res.statusCode).toBe(200);
    await ctx.database.db.update(trips).set({ status: 'picked_up' }).where(eq(trips.bookingId, b.order.id));
    const onTheWay = await b.change({ pickup_date: '2026-11-25', pickup_time: '12:00' });
    expect(onTheWay.res.statusCode).toBe(409);
    expect(onTheWay.body.message).toBe(BOOKING_MESSAGES.pickupUnderway);
    expect(await b.orderNow()).toMatchObject({ scheduledTime: '11:00' });
    expect(await b.row()).toMatchObject({ pickupTime: '11:00' });

    await ctx.database.db.update(bookings).set({ status: 'in_progress' }).where(eq(bookings.id, b.order.id));
    const collected = await b.change({ pickup_date: '2026-11-25', pickup_time: '12:00' });
    expect(collected.res.statusCode).toBe(409);
    expect(collected.body.message).toBe(BOOKING_MESSAGES.cannotEdit);
    await b.stop();
  });

  it('an area no longer served refuses the move (422) and changes nothing', async () => {
    const b = await booked();
    await ctx.database.db.update(serviceAreas).set({ isActive: false });
    try {
      const { res } = await b.change({ pickup_date: '2026-11-25', pickup_time: '12:00' });
      expect(res.statusCode).toBe(422);
      expect(await b.orderNow()).toMatchObject({ scheduledTime: '10:00' });
    } finally {
      await ctx.database.db.update(serviceAreas).set({ isActive: true });
      await b.stop();
    }
  });
});
