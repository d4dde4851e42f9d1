import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, BookingView, CouponRedemption } from '@washday/core';
import { coupons } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';

// The test clock starts at 2026-11-22 11:00 in India.
describe('admin coupons', () => {
  const ctx = useTestApp();
  let admin: Record<string, string> = {};
  let phoneSeq = 0;
  let ipSeq = 0;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [row] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', row!.id));
  });

  const create = (payload: object) => injectJson(ctx.app, { method: 'POST', url: '/api/admin/coupons', headers: admin, payload });
  const percent = (code: string, extra: object = {}) => ({
    code,
    discount_type: 'percent',
    discount_value: 20,
    max_discount: 150,
    ...extra,
  });
  /** A signed-in customer with a serviceable saved address. */
  async function customer() {
    const user = await createCustomer(ctx.app, `96${String(++phoneSeq).padStart(8, '0')}`, `Customer ${phoneSeq}`);
    return {
      user,
      headers: bearer(await tokenFor(ctx.app, 'customer', user.id)),
      address: await insertAddress(ctx.app, user.id),
    };
  }
  // Checkout's own check, as a signed-in customer; each from its own address, clear of the per-address limit.
  const validate = (headers: Record<string, string>, couponCode: string, orderAmount: number) =>
    injectJson(ctx.app, {
      method: 'POST',
      url: '/api/coupons/validate',
      headers,
      payload: { couponCode, orderAmount },
      remoteAddress: `10.9.${++ipSeq}.1`,
    });
  /** 3 kg of Laundry + Fold: ₹210. */
  const bookWith = (me: Awaited<ReturnType<typeof customer>>, coupon_code: string) =>
    injectJson(ctx.app, {
      method: 'POST',
      url: '/api/bookings',
      headers: me.headers,
      payload: {
        services: [{ id: 'laundry-fold', quantity: 3 }],
        pickupDate: '2026-11-23',
        pickupTime: '10:00',
        deliveryDate: '2026-11-24',
        deliveryTime: '10:00',
        address_id: me.address.id,
        phone: me.user.phone,
        coupon_code,
      },
    });
  const list = async (query = '') => {
    const { res, body } = await injectJson(ctx.app, { method: 'GET', url: `/api/admin/coupons${query}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return body as unknown as { coupons: AdminCoupon[]; pagination: { total: number; hasMore: boolean } };
  };

  it('refuses customers, riders and guests on every coupon route', async () => {
    const shopper = await customer();
    const rider = bearer(await tokenFor(ctx.app, 'rider', (await createRider(ctx.app, '9844400002', 'approved')).id));
    const requests = [
      { method: 'GET' as const, url: '/api/admin/coupons' },
      { method: 'POST' as const, url: '/api/admin/coupons', payload: percent('SNEAKY') },
      { method: 'PATCH' as const, url: '/api/admin/coupons/FIRST30', payload: { is_active: false } },
      { method: 'GET' as const, url: '/api/admin/coupons/FIRST30/redemptions' },
    ];
    for (const request of requests) {
      for (const headers of [shopper.headers, rider, {}]) {
        const res = await ctx.app.inject({ ...request, headers });
        expect([401, 403], `${request.method} ${request.url}`).toContain(res.statusCode);
      }
    }
    const [first30] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'FIRST30'));
    expect(first30!.isActive).toBe(true);
    expect(await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'SNEAKY'))).toHaveLength(0);
  });

  it('creates a coupon with its code upper-cased, refuses the same code again, and lists it with its rules', async () => {
    // The rules as sent, and as the coupon answers them back.
    const rules = {
      discount_type: 'percent',
      discount_value: 25,
      max_discount: 300,
      min_order: 499,
      first_order_only: false,
      one_time_per_customer: true,
      usage_limit: 500,
      valid_from: '2026-11-22',
      valid_to: '2026-12-31',
    };
    const { res, body } = await create({ code: ' diwali25 ', ...rules });
    expect(res.statusCode).toBe(201);
    expect(body.message).toBe('Coupon DIWALI25 created');
    expect(body.coupon).toEqual({
      code: 'DIWALI25',
      description: '25% off, up to ₹300 on orders of ₹499 or more',
      ...rules,
      is_active: true,
      state: 'active',
      type: 'general',
      owner: null,
      redemption_count: 0,
      discount_given: 0,
      last_redeemed_at: null,
      created_at: ctx.clock.now().toISOString(),
    });
    const again = await create(percent('Diwali25'));
    expect(again.res.statusCode).toBe(409);
    expect(again.body).toMatchObject({ message: 'A coupon with code DIWALI25 already exists', field: 'code' });

    const { coupons: found } = await list('?search=diwali');
    expect(found.map((c) => c.code)).toEqual(['DIWALI25']);
  });

  it('refuses a coupon that could not work, with the reason', async () => {
    const refused: Array<[object, string, string]> = [
      [percent('AB'), 'Code must be 3-30 letters, digits, - or _, starting with a letter or digit', 'code'],
      [percent('HALF OFF'), 'Code must be 3-30 letters, digits, - or _, starting with a letter or digit', 'code'],
      [percent('REWARDME'), 'Codes starting with REWARD are kept for referral rewards', 'code'],
      [percent('ZERO', { discount_value: 0 }), 'Percentage must be a whole number from 1 to 100', 'discount_value'],
      [percent('TOOMUCH', { discount_value: 101 }), 'Percentage must be a whole number from 1 to 100', 'discount_value'],
      [percent('HALFPCT', { discount_value: 12.5 }), 'Percentage must be a whole number from 1 to 100', 'discount_value'],
      [percent('NOCAP', { max_discount: null }), 'Enter the most a percentage coupon may take off', 'max_discount'],
      [
        { code: 'FLATBIG', discount_type: 'flat', discount_value: 20000 },
        'Flat discount must be between ₹1 and ₹10,000',
        'discount_value',
      ],
      [{ code: 'WHAT', discount_type: 'bogo', discount_value: 1 }, 'Discount type must be percent or flat', 'discount_type'],
      [percent('NEGMIN', { min_order: -1 }), 'Minimum order must be ₹0 or more', 'min_order'],
      [percent('LIMIT0', { usage_limit: 0 }), 'Usage limit must be a whole number of at least 1', 'usage_limit'],
      [
        percent('BACKWARDS', { valid_from: '2026-12-10', valid_to: '2026-12-01' }),
        'The end date cannot be before the start date',
        'valid_to',
      ],
      [percent('BADDATE', { valid_to: '2026-02-30' }), 'Use the date format YYYY-MM-DD', 'valid_to'],
      [percent('ENDED', { valid_to: '2026-11-21' }), 'The end date cannot be before today', 'valid_to'],
    ];
    for (const [payload, message, field] of refused) {
      const { res, body } = await create(payload);
      expect(res.statusCode, message).toBe(400);
      expect(body, JSON.stringify(payload)).toMatchObject({ message, field });
    }
  });

  it('deactivates a coupon so checkout no longer takes it, and reactivates it', async () => {
    await create(percent('WEEKEND15', { discount_value: 15 }));
    const me = await customer();
    expect((await validate(me.headers, 'weekend15', 400)).body.coupon).toMatchObject({ code: 'WEEKEND15', discountAmount: 60 });

    const off = await injectJson(ctx.app, {
      method: 'PATCH',
      url: '/api/admin/coupons/weekend15',
      headers: admin,
      payload: { is_active: false },
    });
    expect(off.res.statusCode).toBe(200);
    expect(off.body).toMatchObject({ message: 'Coupon WEEKEND15 deactivated', coupon: { is_active: false, state: 'inactive' } });
    const refused = await validate(me.headers, 'WEEKEND15', 400);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.message).toBe('This coupon is no longer active');
    const booking = await bookWith(me, 'WEEKEND15');
    expect(booking.res.statusCode).toBe(400);
    expect(booking.body.message).toBe('This coupon is no longer active');
    expect((await list('?status=inactive')).coupons.map((c) => c.code)).toContain('WEEKEND15');
    expect((await list('?status=active')).coupons.map((c) => c.code)).not.toContain('WEEKEND15');

    const on = await injectJson(ctx.app, {
      method: 'PATCH',
      url: '/api/admin/coupons/WEEKEND15',
      headers: admin,
      payload: { is_active: true },
    });
    expect(on.body).toMatchObject({ message: 'Coupon WEEKEND15 reactivated', coupon: { is_active: true, state: 'active' } });
    expect((await validate(me.headers, 'WEEKEND15', 400)).res.statusCode).toBe(200);

    const missing = await injectJson(ctx.app, {
      method: 'PATCH',
      url: '/api/admin/coupons/NOSUCH',
      headers: admin,
      payload: { is_active: false },
    });
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.message).toBe('Coupon not found');
    const extra = await injectJson(ctx.app, {
      method: 'PATCH',
      url: '/api/admin/coupons/WEEKEND15',
      headers: admin,
      payload: { is_active: true, discount_value: 90 },
    });
    expect(extra.res.statusCode).toBe(400);
    expect(extra.body.message).toBe('Only is_active can be changed on a coupon');
  });

  it('applies the rules checkout reads: flat amount, minimum order, start date and usage limit', async () => {
    const me = await customer();
    await create({ code: 'FLAT50', discount_type: 'flat', discount_value: 50, min_order: 200 });
    expect((await validate(me.headers, 'FLAT50', 210)).body.coupon).toMatchObject({ discountAmount: 50 });
    const small = await validate(me.headers, 'FLAT50', 150);
    expect(small.res.statusCode).toBe(400);
    expect(small.body.message).toBe('This coupon needs an order of ₹200 or more');

    await create(percent('SOON10', { discount_value: 10, valid_from: '2026-11-25' }));
    expect((await validate(me.headers, 'SOON10', 300)).body.message).toBe('This coupon is not active yet');
    expect((await list('?search=SOON10')).coupons[0]!.state).toBe('scheduled');
    ctx.clock.advance(3 * 86_400_000);
    expect((await validate(me.headers, 'SOON10', 300)).res.statusCode).toBe(200);
    ctx.clock.advance(-3 * 86_400_000);

    await create(percent('ONLYONE', { usage_limit: 1 }));
    const first = await bookWith(me, 'ONLYONE');
    expect(first.res.statusCode).toBe(201);
    expect((first.body.booking as BookingView).discount_amount).toBe(42);
    const someoneElse = await customer();
    const late = await validate(someoneElse.headers, 'ONLYONE', 300);
    expect(late.body.message).toBe('This coupon has reached its usage limit');
    expect((await bookWith(someoneElse, 'ONLYONE')).body.message).toBe('This coupon has reached its usage limit');
    expect((await list('?search=ONLYONE')).coupons[0]).toMatchObject({
      state: 'used_up',
      redemption_count: 1,
      discount_given: 42,
    });
  });

  it("lists who redeemed a coupon, when, on which order and for how much, with the list's counts from SQL", async () => {
    const a = await customer();
    const b = await customer();
    const first = (await bookWith(a, 'NEW20')).body.booking as BookingView;
    ctx.clock.advance(60_000);
    const second = (await bookWith(b, 'new20')).body.booking as BookingView;
    ctx.clock.advance(-60_000);

    const { res, body } = await injectJson(ctx.app, {
      method: 'GET',
      url: '/api/admin/coupons/new20/redemptions',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const redemptions = body.redemptions as CouponRedemption[];
    expect(redemptions).toEqual([
      {
        id: expect.any(String),
        used_at: new Date(ctx.clock.now().getTime() + 60_000).toISOString(),
        customer: { _id: b.user.id, name: b.user.name, phone: b.user.phone.slice(2) },
        booking: { _id: second.id, custom_order_id: second.custom_order_id, status: 'pending' },
        order_amount: 210,
        discount: 42,
      },
      expect.objectContaining({
        customer: expect.objectContaining({ _id: a.user.id }),
        booking: expect.objectContaining({ _id: first.id }),
        discount: 42,
      }),
    ]);
    expect(body.coupon).toMatchObject({ code: 'NEW20', redemption_count: 2, discount_given: 84 });
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });

    // Cancelling an order gives its redemption back (decision 0004), so it leaves the list.
    await injectJson(ctx.app, { method: 'PUT', url: `/api/bookings/${first.id}/cancel`, headers: a.headers, payload: {} });
    const after = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/coupons/NEW20/redemptions', headers: admin });
    expect((after.body.redemptions as CouponRedemption[]).map((r) => r.booking._id)).toEqual([second.id]);

    const { coupons: all } = await list();
    expect(all.find((c) => c.code === 'NEW20')).toMatchObject({ redemption_count: 1, discount_given: 42 });
    expect(all.find((c) => c.code === 'FIRST30')).toMatchObject({
      redemption_count: 0,
      discount_given: 0,
      state: 'active',
      first_order_only: true,
      one_time_per_customer: true,
    });

    const missing = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/coupons/NOSUCH/redemptions', headers: admin });
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.message).toBe('Coupon not found');
  });

  it('pages the list on the server', async () => {
    for (let i = 0; i < 5; i += 1) await create(percent(`PAGE${i}`));
    const page1 = await list('?search=PAGE&limit=2');
    const page3 = await list('?search=PAGE&limit=2&page=3');
    expect(page1.coupons).toHaveLength(2);
    expect(page1.pagination).toMatchObject({ total: 5, hasMore: true });
    expect(page3.coupons).toHaveLength(1);
    expect(page3.pagination.hasMore).toBe(false);
    const bad = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/coupons?limit=500', headers: admin });
    expect(bad.res.statusCode).toBe(400);
  });
});
