import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';

describe('coupon validation', () => {
  const ctx = useTestApp();
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    const user = await createCustomer(ctx.app, '9555500001');
    headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
  });
  const validate = (payload: object, h = headers) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/coupons/validate', headers: h, payload });

  it('gives the discount for the order amount, upper-casing the code', async () => {
    const { res, body } = await validate({ couponCode: ' first30 ', userId: 'whoever', orderAmount: 450 });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      success: true,
      coupon: { code: 'FIRST30', discount: 30, maxDiscount: 200, discountAmount: 135 },
    });
    expect((await validate({ couponCode: 'FIRST30', orderAmount: 5000 })).body).toMatchObject({
      coupon: { discountAmount: 200 },
    });
    expect((await validate({ couponCode: 'NEW20', orderAmount: 410 }, {})).body).toMatchObject({
      coupon: { discountAmount: 82 },
    });
  });

  it.each([
    [{ couponCode: '', orderAmount: 100 }, 'Please enter a coupon code'],
    [{ couponCode: 'nope', orderAmount: 100 }, 'Invalid coupon code: NOPE'],
    [{ couponCode: 'FIRST30', orderAmount: -1 }, 'Order amount must be a number of rupees, 0 or more'],
    [{ couponCode: 'FIRST30', orderAmount: '155' }, 'Order amount must be a number of rupees, 0 or more'],
    [{ couponCode: 'FIRST30' }, 'Order amount must be a number of rupees, 0 or more'],
    [{ orderAmount: 100 }, 'Please enter a coupon code'],
  ])('refuses %o', async (payload, message) => {
    const { res, body } = await validate(payload);
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe(message);
  });

  it('gives whole rupees: FIRST30 on ₹155 is ₹47 off', async () => {
    expect((await validate({ couponCode: 'FIRST30', orderAmount: 155 })).body).toMatchObject({ coupon: { discountAmount: 47 } });
    expect((await validate({ couponCode: 'FIRST30', orderAmount: 153 })).body).toMatchObject({ coupon: { discountAmount: 46 } });
  });

  it('reports an inactive coupon', async () => {
    const { coupons } = await import('../../db/schema/index.js');
    await ctx.database.db.update(coupons).set({ isActive: false }).where(eq(coupons.code, 'SAVE20'));
    expect((await validate({ couponCode: 'SAVE20', orderAmount: 100 })).body.message).toBe('This coupon is no longer active');
  });

  it('answers its health check', async () => {
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/coupons/health' })).body).toMatchObject({
      success: true,
      status: 'ok',
    });
  });
});
