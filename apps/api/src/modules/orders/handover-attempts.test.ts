import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@washday/core';
import { riders } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { scanAllTags, scanAtDoor, tagPickup } from '../../test/tag-fixtures.js';
import { AppError } from '../../lib/errors.js';
import { HANDOVER_WINDOW_MS, MAX_WRONG_HANDOVER_CODES, withHandoverAttempt } from './handover-attempts.js';
import { moveOrder } from './order-transitions.js';

describe('wrong handover codes', () => {
  const ctx = useTestApp();

  /** An order out for delivery with its rider, and the customer's code. */
  async function outForDelivery(phoneSuffix: string) {
    const customer = await createCustomer(ctx.app, `97400000${phoneSuffix}`, 'Asha');
    const rider = await createRider(ctx.app, `97500000${phoneSuffix}`, 'approved');
    await ctx.database.db.update(riders).set({ isActive: true });
    await createAdminAccount(ctx.app, `ops-${phoneSuffix}`);
    const admin = (await ctx.database.db.query.adminUsers.findMany()).find((a) => a.username === `ops-${phoneSuffix}`)!;
    const as = {
      admin: bearer(await tokenFor(ctx.app, 'admin', admin.id)),
      customer: bearer(await tokenFor(ctx.app, 'customer', customer.id)),
      rider: bearer(await tokenFor(ctx.app, 'rider', rider.id)),
    };
    const booking = await insertBooking(ctx.app, customer.id);
    const ok = async (method: 'POST' | 'PUT' | 'GET', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const act = (action: string, extra: object = {}) =>
      ok('POST', '/api/riders/order-action', as.rider, { orderId: booking.id, action, ...extra });
    await ok('PUT', `/api/admin/bookings/${booking.id}/status`, as.admin, { status: 'confirmed' });
    await ok('POST', '/api/admin/orders/assign', as.admin, { orderId: booking.id, riderId: rider.id, orderType: 'pickup' });
    await act('accept');
    await act('start');
    await tagPickup(ctx.app, booking.id, as.rider, 2);
    await act('complete', { itemCount: 2 });
    await ok('POST', '/api/admin/orders/assign-vendor', as.admin, {
      orderId: booking.id,
      vendorData: { vendorId: 'vendor-sector-14' },
    });
    await scanAllTags(ctx.app, booking.id, 'intake');
    await scanAllTags(ctx.app, booking.id, 'packing');
    for (const status of ['received', 'processing', 'ready'])
      await ok('PUT', `/api/admin/bookings/${booking.id}/status`, as.admin, { status });
    await ok('POST', '/api/admin/orders/assign', as.admin, { orderId: booking.id, riderId: rider.id, orderType: 'delivery' });
    await act('accept');
    await act('start');
    await scanAtDoor(ctx.app, booking.id, as.rider);
    // Paid at the door first: a delivery with money due is refused before its code is judged.
    await ok('POST', `/api/riders/orders/${booking.id}/payments/cash`, as.rider, { received: 20 });
    const code = (await ok('GET', `/api/bookings/${booking.id}`, as.customer)).booking.handover_code as string;
    const tryCode = (handoverCode: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/riders/order-action',
        headers: as.rider,
        payload: { orderId: booking.id, action: 'complete', handoverCode },
      });
    return { code, wrong: code === '0000' ? '1111' : '0000', tryCode, bookingId: booking.id, riderId: rider.id };
  }

  it('counts down the tries left, then pauses even the right code for 15 minutes', async () => {
    const { code, wrong, tryCode } = await outForDelivery('01');
    for (let left = MAX_WRONG_HANDOVER_CODES - 1; left >= 0; left -= 1) {
      const refused = await tryCode(wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'HANDOVER_CODE_WRONG', attemptsRemaining: left });
    }
    const paused = await tryCode(code);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(
      'Too many wrong handover codes for this order. Check the code with the customer and try again in 15 minutes.',
    );
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);

    ctx.clock.advance(HANDOVER_WINDOW_MS + 1000);
    const delivered = await tryCode(code);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().order.riderStatus).toBe('completed');
  });

  it('checks no more than the limit when wrong codes arrive all at once', async () => {
    const { wrong, tryCode } = await outForDelivery('02');
    const answers = await Promise.all(Array.from({ length: 9 }, () => tryCode(wrong)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_WRONG_HANDOVER_CODES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9 - MAX_WRONG_HANDOVER_CODES);
  });

  it('answers 20 right codes at once with one delivery and 409 for the rest, never too many tries', async () => {
    const { code, wrong, tryCode } = await outForDelivery('03');
    const answers = await Promise.all(Array.from({ length: 20 }, () => tryCode(code)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((a) => a.statusCode === 200)!.json().order.riderStatus).toBe('completed');
    // The rule book's words: the order is completed (or, read a moment earlier, its delivery is).
    const completed = [ORDER_MESSAGES.orderClosed('completed'), 'This delivery is already completed'];
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error).toBe('CONFLICT');
      expect(completed).toContain(refused.json().message);
    }
    // Once delivered, any code (right or wrong, however many) hears that it is completed.
    const later = await Promise.all([...Array.from({ length: 7 }, () => tryCode(wrong)), tryCode(code)]);
    expect(later.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(8).fill([409, ORDER_MESSAGES.orderClosed('completed')]),
    );
  });

  it('counts only wrong codes: right codes being checked beside them are not held against the rider', async () => {
    const { code, wrong, tryCode } = await outForDelivery('04');
    const answers = await Promise.all([
      ...Array.from({ length: MAX_WRONG_HANDOVER_CODES - 1 }, () => tryCode(wrong)),
      ...Array.from({ length: 10 }, () => tryCode(code)),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // Each wrong code was judged before the delivery or heard that it is completed.
    expect(statuses.filter((s) => s === 400).length + statuses.filter((s) => s === 409).length).toBe(answers.length - 1);
  });

  it('judges every right code while the first is still completing: none is held as a wrong one', async () => {
    const { code, bookingId, riderId } = await outForDelivery('05');
    const deps = { db: ctx.database.db, now: () => ctx.clock.now(), events: ctx.app.lifecycleEvents, log: ctx.app.log };
    // The deliveries wait until every try has been judged (reached its completion or been refused), so the checks
    // overlap the first delivery on any database.
    const TRIES = 20;
    let judged = 0;
    let release!: () => void;
    const allJudged = new Promise<void>((resolve) => (release = resolve));
    const judgedOnce = () => {
      let done = false;
      return () => {
        if (done) return;
        done = true;
        judged += 1;
        if (judged === TRIES) release();
      };
    };
    const outcomes = await Promise.all(
      Array.from({ length: TRIES }, async () => {
        const judgedNow = judgedOnce();
        try {
          await withHandoverAttempt(deps.db, { bookingId, riderId, handoverCode: code, now: deps.now() }, async () => {
            judgedNow();
            await allJudged;
            return moveOrder(deps, bookingId, { role: 'rider', id: riderId }, { type: 'complete', handoverCode: code });
          });
          return 200;
        } catch (error) {
          judgedNow();
          return error instanceof AppError ? error.statusCode : error;
        }
      }),
    );
    expect(outcomes.sort()).toEqual([200, ...Array(TRIES - 1).fill(409)]);
  });
});
