import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ENGLISH_RIDER_NOTICES, riderNoticeBody } from '@washday/core';
import {
  bookingItems,
  bookings,
  customerVerifications,
  liveEvents,
  notifications,
  orderEvents,
  riders,
  trips,
} from '../../db/schema/index.js';
import { createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { EXPIRE_VERIFICATIONS } from './verifications.jobs.js';

const iron = (quantity: number) => ({ serviceId: 'iron-regular', quantity });

describe('customer approval of a rider’s changes', () => {
  const ctx = useTestApp();
  let phone = 9740000000;

  async function setup() {
    const customer = await createCustomer(ctx.app, String((phone += 1)), 'Asha');
    const other = await createCustomer(ctx.app, String((phone += 1)), 'Other');
    const rider = await createRider(ctx.app, String((phone += 1)), 'approved');
    const stranger = await createRider(ctx.app, String((phone += 1)), 'approved');
    const booking = await insertBooking(ctx.app, customer.id, rider.id);
    const as = {
      customer: bearer(await tokenFor(ctx.app, 'customer', customer.id)),
      other: bearer(await tokenFor(ctx.app, 'customer', other.id)),
      rider: bearer(await tokenFor(ctx.app, 'rider', rider.id)),
      stranger: bearer(await tokenFor(ctx.app, 'rider', stranger.id)),
    };
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
      ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    // A second apart, so "newest first" is well defined.
    const propose = (body: object, who = as.rider) => {
      ctx.clock.advance(1000);
      return call('PUT', `/api/riders/orders/${booking.id}/update`, who, { updatedBy: 'rider', ...body });
    };
    const respond = (id: string, body: object, who = as.customer) =>
      call('POST', `/api/admin/customer-verifications/${id}/respond`, who, body);
    const list = (who = as.customer, userId = customer.id) => call('GET', `/api/admin/customer-verifications/${userId}`, who);
    return { customer, rider, booking, as, call, propose, respond, list };
  }

  it('prices a proposal from the catalogue (client prices ignored), with the diff, type and ₹100 priority boundary', async () => {
    const t = await setup();
    // ₹20 → ₹120: a change of exactly ₹100 is medium.
    const res = await t.propose({ items: [{ ...iron(6), price: 1, total: 6 }], notes: 'Six shirts, not one' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Changes sent to the customer for verification', price_change: 100 });
    expect(body.verification).toMatchObject({
      type: 'price_change',
      priority: 'medium',
      status: 'pending',
      orderData: {
        originalTotal: 20,
        updatedTotal: 120,
        priceChange: 100,
        riderNotes: 'Six shirts, not one',
        isQuickPickup: false,
      },
      changes: {
        added: [],
        removed: [],
        modified: [
          { serviceId: 'iron-regular', old: { quantity: 1, price: 20, total: 20 }, new: { quantity: 6, price: 20, total: 120 } },
        ],
      },
    });
    expect(new Date(body.verification.expiresAt).getTime() - new Date(body.verification.createdAt).getTime()).toBe(
      24 * 3_600_000,
    );
    // The order itself is unchanged until the approved proposal is saved.
    expect(body.order.final_amount).toBe(20);

    // ₹20 → ₹180 (+₹160) is high; the pending one is replaced and recorded as cancelled by the rider.
    const second = (await t.propose({ items: [iron(7), { serviceId: 'iron-regular-steam', quantity: 1 }] })).json();
    expect(second.verification.priority).toBe('high');
    expect(second.verification.changes.added).toMatchObject([{ serviceId: 'iron-regular-steam', quantity: 1 }]);
    const all = (await t.list()).json().verifications;
    expect(all.map((v: { status: string; responseReason: string | null }) => [v.status, v.responseReason])).toEqual([
      ['pending', null],
      ['cancelled', 'Cancelled by rider'],
    ]);

    // Removing the only line and adding another; and the same items again is refused.
    const swapped = (await t.propose({ items: [{ serviceId: 'iron-regular-steam', quantity: 1 }] })).json().verification;
    expect(swapped.changes.removed).toMatchObject([{ serviceId: 'iron-regular', quantity: 1, total: 20 }]);
    const same = await t.propose({ items: [iron(1)] });
    expect(same.statusCode).toBe(400);

    const notes = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, t.customer.id));
    expect(notes.filter((n) => n.actionRequired)).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'rider_edit', actionType: 'approve_changes' });
  });

  it('creates a quick_pickup_created verification for a quick pickup with no items', async () => {
    const t = await setup();
    await ctx.database.db.delete(bookingItems).where(eq(bookingItems.bookingId, t.booking.id));
    await ctx.database.db
      .update(bookings)
      .set({ serviceType: 'express', subtotalPaise: 0, finalPaise: 0 })
      .where(eq(bookings.id, t.booking.id));
    const res = (await t.propose({ items: [iron(3)] })).json();
    expect(res.verification).toMatchObject({
      type: 'quick_pickup_created',
      priority: 'medium',
      orderData: { originalItems: [], originalTotal: 0, updatedTotal: 60, isQuickPickup: true },
    });
    expect(res.verification.changes.added).toHaveLength(1);
  });

  it('saves only an approved proposal, re-priced with the coupon kept, audited; a rejection or no decision is refused', async () => {
    const t = await setup();
    await ctx.database.db
      .update(bookings)
      .set({ couponCode: 'NEW20', discountPaise: 400, finalPaise: 1600 })
      .where(eq(bookings.id, t.booking.id));
    const save = () => t.propose({ requiresVerification: false, items: [iron(10)] });
    expect((await save()).json().message).toBe('Customer verification required before saving changes');

    const rejected = (await t.propose({ items: [iron(2)] })).json().verification;
    const no = await t.respond(rejected.id, { approved: false, reason: 'Only one shirt' });
    expect(no.json()).toMatchObject({
      message: 'Order changes rejected. The rider will be informed to modify the order.',
      verification: { status: 'rejected', responseReason: 'Only one shirt' },
    });
    expect((await save()).statusCode).toBe(409);

    const proposed = (await t.propose({ items: [iron(10)] })).json().verification;
    // 10 × ₹20 = ₹200, NEW20 takes 20%: ₹160.
    expect(proposed.orderData).toMatchObject({ originalTotal: 16, updatedTotal: 160 });
    const yes = await t.respond(proposed.id, { approved: true });
    expect(yes.json().message).toBe('Order changes approved! The rider has been notified and can now complete the order.');
    expect((await t.propose({ requiresVerification: false, items: [iron(11)] })).statusCode).toBe(409);
    const saved = await save();
    expect(saved.statusCode, saved.body).toBe(200);
    const booking = (await t.call('GET', `/api/bookings/${t.booking.id}`, t.as.customer)).json().booking;
    expect(booking).toMatchObject({ total_price: 200, discount_amount: 40, final_amount: 160, coupon_code: 'NEW20' });
    expect(booking.item_prices).toMatchObject([{ service_id: 'iron-regular', quantity: 10, unit_price: 20, total_price: 200 }]);
    const events = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.bookingId, t.booking.id));
    expect(events.map((e) => [e.trip, e.toState, e.actorRole])).toContainEqual(['pickup', 'items_updated', 'rider']);
    // Saved once.
    expect((await save()).statusCode).toBe(409);

    const riderNotes = await ctx.database.db.select().from(notifications).where(eq(notifications.riderId, t.rider.id));
    expect(riderNotes.map((n) => n.title).sort()).toEqual(['Customer approved the changes', 'Customer rejected the changes']);
    const order = booking.custom_order_id as string;
    expect(riderNotes.map((n) => n.message).sort()).toEqual([
      `Order ${order}: the customer approved the new items. Save the order now.`,
      `Order ${order}: the customer rejected the changes (Only one shirt). Please modify the order and send it again.`,
    ]);
    // Each body is made again from its data, as the rider portal does in the rider's language (docs/decisions/0021).
    for (const n of riderNotes) expect(riderNoticeBody(n.data, ENGLISH_RIDER_NOTICES)).toBe(n.message);
  });

  it("resolves each notice that asks for an action when it is done: the customer's request once decided (heard live), the rider's 'save the order' once saved", async () => {
    const t = await setup();
    const proposed = (await t.propose({ items: [iron(3)] })).json().verification;
    const asking = async (where: ReturnType<typeof eq>) =>
      (await ctx.database.db.select().from(notifications).where(where)).filter((n) => n.actionRequired).map((n) => n.title);
    expect(await asking(eq(notifications.userId, t.customer.id))).toEqual(['Order changes need your approval']);

    expect((await t.respond(proposed.id, { approved: true })).statusCode).toBe(200);
    expect(await asking(eq(notifications.userId, t.customer.id))).toEqual([]);
    // The customer's other screens hear the decision and drop the request's toast.
    const heard = await ctx.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.recipient, `customer:${t.customer.id}`));
    expect(heard.filter((e) => e.event === 'verification.decided').map((e) => e.data)).toEqual([
      { verification_id: proposed.id, booking_id: t.booking.id, status: 'approved' },
    ]);
    expect(await asking(eq(notifications.riderId, t.rider.id))).toEqual(['Customer approved the changes']);

    const saved = await t.propose({ requiresVerification: false, items: [iron(3)] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await asking(eq(notifications.riderId, t.rider.id))).toEqual([]);
  });

  it('records one decision: twice or concurrently, the second gets a 409; the notification route decides the same way', async () => {
    const t = await setup();
    const v = (await t.propose({ items: [iron(2)] })).json().verification;
    const [a, b] = await Promise.all([t.respond(v.id, { approved: true }), t.respond(v.id, { approved: false, reason: 'No' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(/^This verification was already (approved|rejected)$/);
    expect((await t.list()).json().verifications).toHaveLength(1);

    const second = (await t.propose({ items: [iron(3)] })).json().verification;
    const approvals = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, t.customer.id));
    const forSecond = approvals.find((n) => (n.data as { verification_id?: string }).verification_id === second.id)!;
    const viaNote = await t.call('POST', `/api/notifications/${forSecond.id}/approve`, t.as.customer, { approved: true });
    expect(viaNote.json()).toMatchObject({ verification: { id: second.id, status: 'approved' } });
    expect(
      (await t.call('POST', `/api/notifications/${forSecond.id}/approve`, t.as.customer, { approved: true })).statusCode,
    ).toBe(409);
  });

  it('expires a pending proposal after 24 hours by the scheduled job; it can no longer be approved', async () => {
    const t = await setup();
    const v = (await t.propose({ items: [iron(2)] })).json().verification;
    ctx.clock.advance(24 * 3_600_000 + 1000);
    expect((await t.list()).json().verifications[0].status).toBe('expired');
    const stored = async () =>
      (await ctx.database.db.select().from(customerVerifications).where(eq(customerVerifications.id, v.id)))[0]!.status;
    expect(await stored()).toBe('pending');
    await ctx.app.jobs.start();
    // The job's cron schedule may get to it first once the queue starts; either way the job writes it expired, once.
    await ctx.app.jobs.runNow(EXPIRE_VERIFICATIONS);
    expect(await stored()).toBe('expired');
    expect(await ctx.app.jobs.runNow(EXPIRE_VERIFICATIONS)).toEqual({ expired: 0 });
    const late = await t.respond(v.id, { approved: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This verification has expired');
    expect((await t.propose({ requiresVerification: false })).statusCode).toBe(409);
  });

  it('answers a repeated proposal of the same items with the open one: a retried tap neither asks the customer twice nor undoes their approval', async () => {
    const t = await setup();
    const first = (await t.propose({ items: [iron(3)], notes: 'Three shirts' })).json().verification;
    // The rider's tap again (or a slow first try landing after its retry): the same proposal, pending, asked once.
    const again = await t.propose({ items: [iron(3)], notes: 'Three shirts' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().verification).toMatchObject({ id: first.id, status: 'pending' });
    const asked = async () =>
      (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, t.customer.id))).filter(
        (n) => n.type === 'rider_edit',
      );
    expect(await asked()).toHaveLength(1);

    expect((await t.respond(first.id, { approved: true })).statusCode).toBe(200);
    // After the approval, the same items again answer the approved proposal, which the rider can still save.
    const late = await t.propose({ items: [iron(3)], notes: 'Three shirts' });
    expect(late.json().verification).toMatchObject({ id: first.id, status: 'approved' });
    expect(await asked()).toHaveLength(1);
    const saved = await t.propose({ requiresVerification: false, items: [iron(3)] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.list()).json().verifications.map((v: { status: string }) => v.status)).toEqual(['approved']);

    // Once saved, the same items are no change; other items (or another note) are a new proposal, asked anew.
    expect((await t.propose({ items: [iron(3)], notes: 'Three shirts' })).statusCode).toBe(400);
    const other = (await t.propose({ items: [iron(4)], notes: 'Four' })).json().verification;
    const renoted = (await t.propose({ items: [iron(4)], notes: 'Four shirts' })).json().verification;
    expect(renoted.id).not.toBe(other.id);
    expect(await asked()).toHaveLength(3);
  });

  it('lets the rider withdraw a pending proposal', async () => {
    const t = await setup();
    await t.propose({ items: [iron(2)] });
    expect((await t.propose({ verificationStatus: 'cancelled' })).json().message).toBe('Verification request cancelled');
    expect((await t.list()).json().verifications[0]).toMatchObject({ status: 'cancelled', responseReason: 'Cancelled by rider' });
    expect((await t.propose({ verificationStatus: 'cancelled' })).statusCode).toBe(409);
  });

  it('keeps verifications to their customer and proposals to the order’s pickup rider', async () => {
    const t = await setup();
    const v = (await t.propose({ items: [iron(2)] })).json().verification;
    expect((await t.list(t.as.other)).statusCode).toBe(403);
    const theirs = await t.respond(v.id, { approved: true }, t.as.other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Verification not found');
    expect((await t.propose({ items: [iron(5)] }, t.as.stranger)).statusCode).toBe(404);
    // Once the pickup is completed, items no longer change.
    await ctx.database.db.update(trips).set({ status: 'completed' }).where(eq(trips.bookingId, t.booking.id));
    expect((await t.propose({ items: [iron(5)] })).json().message).toBe(
      'Items can only be changed during the pickup, before it is completed',
    );
    await ctx.database.db.update(riders).set({ status: 'pending' }).where(eq(riders.id, t.rider.id));
    expect((await t.propose({ items: [iron(5)] })).statusCode).toBe(403);
  });
});
