import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountExportSchema, type AccountExport } from '@washday/core';
import {
  bookings,
  inboundMessages,
  laundryPlans,
  orderRatings,
  planCycles,
  planSubscriptions,
  planUsages,
  recurringPickupOccurrences,
  recurringPickups,
  riderTips,
} from '../../db/schema/index.js';
import { createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress, insertBooking } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { PLAN_RENEWAL_JOB } from '../plans/plan-cycles.js';
import { runRecurringPickups } from '../recurring-pickups/recurring-occurrences.service.js';
import { occurrenceDepsOf } from '../recurring-pickups/recurring-pickups.routes.js';

// Issue 30's data in the account export and the account deletion (decision 0040): recurring pickups and their
// occurrences, replies, plan subscriptions with cycles and draw-downs, ratings and tips given. The clock starts on
// Sunday 2026-11-22, 11:00 India time.
const START = new Date('2026-11-22T05:30:00Z');
const DAY = 86_400_000;

describe('my data: recurring pickups, plans, ratings and tips', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let phone = 9812500000;
  beforeAll(() => ctx.app.jobs.start());
  beforeEach(() => ctx.clock.set(START));

  /** A customer with a weekly series (one occurrence skipped), a reply, a plan with a paid and a due cycle, a rated and tipped order. */
  async function customerWithHabits(name: string) {
    const number = String((phone += 1));
    const user = await createCustomer(ctx.app, number, name);
    const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
    const address = await insertAddress(ctx.app, user.id);
    const rider = await createRider(ctx.app, String(9600000000 + (phone % 100000)), 'approved');
    const order = await insertBooking(ctx.app, user.id, rider.id);
    await db().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, order.id));
    const created = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/recurring-pickups',
      headers,
      payload: { frequency: 'weekly', weekday: 3, pickup_time: '10:00', address_id: address.id, notes: `Gate code of ${name}` },
    });
    const seriesId = (created.body.series as { id: string }).id;
    await injectJson(ctx.app, {
      method: 'POST',
      url: `/api/recurring-pickups/${seriesId}/occurrences/2026-11-25/skip`,
      headers,
    });
    await db()
      .insert(inboundMessages)
      .values({
        messageId: `wamid.${number}`,
        channel: 'whatsapp',
        fromPhone: `+91 ${number}`,
        customerId: user.id,
        outcome: 'not_understood',
        text: `Hello from ${name}`,
        reply: 'Reply SKIP to skip',
        createdAt: START,
      });
    const [plan] = await db()
      .insert(laundryPlans)
      .values({ name: `Plan for ${name}`, pricePaise: 149_900, kgIncluded: 30 })
      .returning();
    const [sub] = await db()
      .insert(planSubscriptions)
      .values({
        customerId: user.id,
        planId: plan!.id,
        status: 'active',
        periodStart: START,
        periodEnd: new Date(START.getTime() + 30 * DAY),
      })
      .returning();
    const [paid] = await db()
      .insert(planCycles)
      .values({
        subscriptionId: sub!.id,
        seq: 1,
        status: 'paid',
        pricePaise: 149_900,
        periodStart: START,
        periodEnd: new Date(START.getTime() + 30 * DAY),
        kgAllowance: 30,
        piecesAllowance: 0,
        kgUsed: 4,
        paidAt: START,
        provider: 'local',
        providerPaymentId: `pay_${number}`,
      })
      .returning();
    await db().update(planSubscriptions).set({ currentCycleId: paid!.id }).where(eq(planSubscriptions.id, sub!.id));
    await db()
      .insert(planCycles)
      .values({ subscriptionId: sub!.id, seq: 2, status: 'due', pricePaise: 149_900, kgAllowance: 30, piecesAllowance: 0 });
    await db()
      .insert(planUsages)
      .values({ bookingId: order.id, cycleId: paid!.id, kg: 4, pieces: 0, pickups: 0, coveredPaise: 40_000, lines: [] });
    await db()
      .insert(orderRatings)
      .values({
        bookingId: order.id,
        customerId: user.id,
        riderId: rider.id,
        orderStars: 4,
        riderStars: 5,
        tags: ['on_time'],
        comment: `Thanks from ${name}`,
        createdAt: START,
        updatedAt: START,
      });
    await db()
      .insert(riderTips)
      .values({
        bookingId: order.id,
        customerId: user.id,
        riderId: rider.id,
        amountPaise: 5000,
        status: 'captured',
        provider: 'local',
        providerOrderId: `order_${number}`,
        capturedAt: START,
      });
    return { user, headers, address, rider, order, seriesId, subscriptionId: sub!.id };
  }

  it('exports their series with occurrences, replies, plans with cycles and draw-downs, ratings and tips; nobody else’s', async () => {
    const me = await customerWithHabits('Meera Kapoor');
    const other = await customerWithHabits('Vikram Rao');
    const { res, body } = await injectJson(ctx.app, { method: 'GET', url: '/api/account/export', headers: me.headers });
    expect(res.statusCode).toBe(200);
    const file = accountExportSchema.parse(body) as AccountExport;
    expect(file.recurringPickups).toMatchObject([
      {
        id: me.seriesId,
        frequency: 'weekly',
        notes: 'Gate code of Meera Kapoor',
        status: 'active',
        occurrences: [{ ruleDate: '2026-11-25', status: 'skipped' }],
      },
    ]);
    expect(file.inboundMessages).toMatchObject([{ text: 'Hello from Meera Kapoor', outcome: 'not_understood' }]);
    expect(file.planSubscriptions).toMatchObject([
      {
        id: me.subscriptionId,
        planName: 'Plan for Meera Kapoor',
        status: 'active',
        cycles: [
          { seq: 1, status: 'paid', price: 1499, used: { kg: 4 }, usages: [{ bookingId: me.order.id, kg: 4, covered: 400 }] },
          { seq: 2, status: 'due', usages: [] },
        ],
      },
    ]);
    expect(file.ratings).toMatchObject([
      { bookingId: me.order.id, orderStars: 4, riderStars: 5, riderName: me.rider.name, comment: 'Thanks from Meera Kapoor' },
    ]);
    expect(file.tips).toMatchObject([{ bookingId: me.order.id, riderName: me.rider.name, amount: 50, status: 'captured' }]);
    // Nothing of the other customer's, and of the rider only the name the customer saw.
    const text = JSON.stringify(file);
    for (const theirs of ['Vikram', other.seriesId, other.subscriptionId, other.order.id]) expect(text).not.toContain(theirs);
    expect(JSON.stringify([file.ratings, file.tips])).not.toContain(me.rider.phone);
  });

  it('deleting the account stops the series (nothing booked after), cancels the plan (no renewal) and keeps money records', async () => {
    const me = await customerWithHabits('Sana Iqbal');
    const deleted = await injectJson(ctx.app, {
      method: 'DELETE',
      url: '/api/account',
      headers: me.headers,
      payload: { confirm: true },
    });
    expect(deleted.res.statusCode, deleted.res.body).toBe(200);
    const [series] = await db().select().from(recurringPickups).where(eq(recurringPickups.id, me.seriesId));
    expect(series).toMatchObject({ status: 'stopped', notes: null, addressId: null });
    // The job's run when the next pickups fall due books nothing for the erased account.
    for (const day of ['2026-11-30', '2026-12-07']) {
      ctx.clock.set(new Date(`${day}T04:30:00Z`));
      await runRecurringPickups(occurrenceDepsOf(ctx.app));
    }
    const orders = await db().select().from(bookings).where(eq(bookings.customerId, me.user.id));
    expect(orders.map((o) => o.id)).toEqual([me.order.id]);
    expect(
      await db().select().from(recurringPickupOccurrences).where(eq(recurringPickupOccurrences.seriesId, me.seriesId)),
    ).toMatchObject([{ status: 'skipped' }]);

    const [sub] = await db().select().from(planSubscriptions).where(eq(planSubscriptions.id, me.subscriptionId));
    expect(sub).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(sub!.cancelledAt!.getTime()).toBe(START.getTime());
    // Past the period's end, the renewal job opens no new cycle for it.
    ctx.clock.set(new Date(START.getTime() + 31 * DAY));
    await ctx.app.jobs.runNow(PLAN_RENEWAL_JOB, {}, 20_000);
    const cycles = await db().select().from(planCycles).where(eq(planCycles.subscriptionId, me.subscriptionId));
    expect(cycles.map((c) => [c.seq, c.status]).sort()).toEqual([
      [1, 'paid'],
      [2, 'void'],
    ]);
    expect(await db().select().from(planUsages).where(eq(planUsages.bookingId, me.order.id))).toHaveLength(1);

    const [reply] = await db().select().from(inboundMessages).where(eq(inboundMessages.customerId, me.user.id));
    expect(reply).toMatchObject({ fromPhone: '', text: null, reply: null, outcome: 'not_understood' });
    const [rating] = await db().select().from(orderRatings).where(eq(orderRatings.bookingId, me.order.id));
    expect(rating).toMatchObject({ orderStars: 4, riderStars: 5, comment: '' });
    expect(await db().select().from(riderTips).where(eq(riderTips.bookingId, me.order.id))).toMatchObject([
      { amountPaise: 5000, status: 'captured' },
    ]);
  });
});
