import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { RATE_LIMITS, type RateLimitName } from './rate-limits.js';

const point = { lat: 28.4595, lng: 77.0266 };
/** Every public route that costs something, by the budget it spends (per account: modules/bookings/booking-limits.test.ts). */
const GROUPS: Record<Exclude<RateLimitName, 'bookingCreates'>, InjectOptions[]> = {
  lookups: [
    { method: 'POST', url: '/api/location/geocode', payload: point },
    { method: 'POST', url: '/api/location/coordinates', payload: { address: 'Sector 56' } },
    { method: 'GET', url: '/api/location/autocomplete?input=sector' },
    { method: 'GET', url: '/api/location/place/nothing-here' },
  ],
  locationChecks: [
    { method: 'POST', url: '/api/detected-locations/check-availability', payload: { city: 'Gurugram' } },
    {
      method: 'POST',
      url: '/api/detected-locations',
      payload: { full_address: 'Sector 56, Gurugram', coordinates: point, detection_method: 'gps' },
    },
  ],
  couponChecks: [{ method: 'POST', url: '/api/coupons/validate', payload: { couponCode: 'FIRST30', orderAmount: 200 } }],
  codeSends: [
    { method: 'POST', url: '/api/auth/send-otp', payload: { phone: '9811100001', channel: 'whatsapp' } },
    { method: 'POST', url: '/api/riders/register/request-otp', payload: { phone: '9811100002' } },
    { method: 'POST', url: '/api/riders/request-otp', payload: { phone: '9811100003' } },
  ],
  codeChecks: [
    { method: 'POST', url: '/api/auth/verify-otp', payload: { phone: '9811100004', otp: '123456' } },
    { method: 'POST', url: '/api/whatsapp/whatsapp-login', payload: { phone: '9811100005', otp: '123456' } },
    { method: 'POST', url: '/api/riders/verify-otp', payload: { phone: '9811100006', otp: '123456' } },
    { method: 'POST', url: '/api/riders/register', payload: { phone: '9811100007' } },
  ],
  passwordResetRequests: [{ method: 'POST', url: '/api/auth/forgot-password', payload: { username: 'nobody' } }],
  passwordResets: [
    { method: 'POST', url: '/api/auth/reset-password', payload: { token: 'x'.repeat(43), newPassword: 'a-long-new-password' } },
  ],
  // Unsigned webhooks are refused (400) and still counted, so a flood of them stops at the limit.
  paymentWebhooks: [{ method: 'POST', url: '/api/payments/webhooks/razorpay', payload: { event: 'payment.captured' } }],
};

let addressCounter = 1;
const freshAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${addressCounter++ % 250}`;

describe('per-address limits on costly public routes', () => {
  const MAX = 3;
  const ctx = useTestApp({
    rateLimits: Object.fromEntries(Object.keys(GROUPS).map((name) => [name, { max: MAX, windowMs: 60_000 }])),
  });

  it.each(Object.entries(GROUPS))('%s: one budget for all its routes, then 429 with Retry-After', async (_name, routes) => {
    const address = freshAddress();
    for (let i = 0; i < MAX; i += 1) {
      const res = await ctx.app.inject({ ...routes[i % routes.length]!, remoteAddress: address });
      expect(res.statusCode).not.toBe(429);
    }
    for (const route of routes) {
      const res = await ctx.app.inject({ ...route, remoteAddress: address });
      expect(res.statusCode, String(route.url)).toBe(429);
      const body = res.json();
      expect(body).toMatchObject({ success: false, error: 'TOO_MANY_REQUESTS' });
      expect(body.message).toMatch(/^Too many (OTP requests|requests|verification attempts|password reset requests)/);
      expect(body.retryAfterSeconds).toBeGreaterThan(0);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(Number(res.headers['retry-after'])).toBe(body.retryAfterSeconds);
    }
    // Another address has its own budget (asking for a phone not asked for yet, so no per-phone limit is in play: a
    // rider sign-in stores a code for every number).
    const last = routes.at(-1)!;
    const payload = last.payload as Record<string, unknown> | undefined;
    const fresh = payload && 'phone' in payload ? { ...last, payload: { ...payload, phone: '9811100099' } } : last;
    expect((await ctx.app.inject({ ...fresh, remoteAddress: freshAddress() })).statusCode).not.toBe(429);
  });
});

describe('default limits', () => {
  const ctx = useTestApp();

  it(`allows ${RATE_LIMITS.couponChecks.max} coupon checks a minute from one address`, async () => {
    const address = freshAddress();
    const check = () => ctx.app.inject({ ...GROUPS.couponChecks[0]!, remoteAddress: address });
    for (let i = 0; i < RATE_LIMITS.couponChecks.max; i += 1) expect((await check()).statusCode).not.toBe(429);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests, please try again later');
  });

  it('counts every code request from an address, not only the codes that were sent', async () => {
    const address = freshAddress();
    const refusedPhone = {
      method: 'POST' as const,
      url: '/api/auth/send-otp',
      payload: { phone: '12345' },
      remoteAddress: address,
    };
    for (let i = 0; i < RATE_LIMITS.codeSends.max; i += 1) expect((await ctx.app.inject(refusedPhone)).statusCode).toBe(400);
    const res = await ctx.app.inject({ ...GROUPS.codeSends[0]!, remoteAddress: address });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many OTP requests. Please try again later.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
