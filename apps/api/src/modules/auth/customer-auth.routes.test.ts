import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_CHECKS_PER_IP_PER_HOUR } from '@washday/core';
import { phoneCodes, sessions, users } from '../../db/schema/index.js';
import { bearer, browserHeaders, injectJson, useTestApp } from '../../test/test-app.js';
import { latestCode, signInCustomerViaOtp } from '../../test/identity-fixtures.js';

const MINUTE = 60_000;

describe('customer sign-in by phone code', () => {
  const ctx = useTestApp();
  let ipCounter = 1;
  // A fresh address per scenario keeps the per-IP cap out of tests that are not about it.
  const ip = () => `10.1.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;
  const send = (phone: string, remoteAddress = ip(), channel?: string) =>
    injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phone, ...(channel ? { channel } : {}) },
      remoteAddress,
    });
  const verify = (payload: Record<string, unknown>) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/auth/verify-otp', payload });

  it.each(['12345', '5123456789', '98765432101', 'not a phone'])('refuses %s as an Indian mobile', async (phone) => {
    const { res, body } = await send(phone);
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ field: 'phone' });
    expect(body.message).toContain('Invalid Indian phone number');
  });

  it('sends a 6-digit code, signs in with it, creates the user and sets an httpOnly session cookie', async () => {
    const { res: sent, body: sentBody } = await send('+91 98765-43210');
    expect(sent.statusCode).toBe(200);
    expect(sentBody).toMatchObject({
      success: true,
      message: 'OTP sent to your phone!',
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    const message = ctx.app.outbox.list()[0]!;
    expect(message).toMatchObject({ channel: 'sms', to: '919876543210' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);

    const { res, body } = await verify({ phone: '9876543210', otp: message.code, name: 'Asha Verma' });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful!',
      user: { name: 'Asha Verma', full_name: 'Asha Verma', phone: '9876543210', isVerified: true },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^wd_customer_session=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=2592000/);

    const [stored] = await ctx.database.db.select().from(users).where(eq(users.phone, '919876543210'));
    expect(stored?.name).toBe('Asha Verma');
    const profile = await injectJson(ctx.app, {
      method: 'GET',
      url: '/api/auth/profile',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(profile.res.statusCode).toBe(200);
    expect(profile.body).toMatchObject({ user: { phone: '9876543210' } });
  });

  it('stores codes only as keyed hashes', async () => {
    await send('9876500001');
    const code = latestCode(ctx.app, '9876500001');
    const [row] = await ctx.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '919876500001'));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(code);
  });

  it('asks for a name on first sign-in without using up the code', async () => {
    await send('9876500002');
    const code = latestCode(ctx.app, '9876500002');
    const first = await verify({ phone: '9876500002', otp: code });
    expect(first.res.statusCode).toBe(400);
    expect(first.body).toMatchObject({ message: 'Please enter your full name', field: 'name' });
    const second = await verify({ phone: '9876500002', otp: code, name: 'Ravi' });
    expect(second.res.statusCode).toBe(200);
  });

  it('answers a wrong code the same for registered and new numbers, name or no name', async () => {
    await signInCustomerViaOtp(ctx.app, '9876500011', 'Registered', ip());
    ctx.clock.advance(2 * MINUTE);
    for (const url of ['/api/auth/verify-otp', '/api/whatsapp/whatsapp-login']) {
      const answers = [];
      for (const phone of ['9876500011', '9876500012']) {
        await send(phone, ip(), url.includes('whatsapp') ? 'whatsapp' : undefined);
        const code = latestCode(ctx.app, phone);
        const wrong = code === '000000' ? '111111' : '000000';
        const { res, body } = await injectJson(ctx.app, {
          method: 'POST',
          url,
          payload: { phone, otp: wrong },
          remoteAddress: ip(),
        });
        answers.push([res.statusCode, body.error, body.message, body.attemptsRemaining]);
      }
      expect(answers).toEqual([
        [400, 'INVALID_OTP', 'Invalid OTP', 4],
        [400, 'INVALID_OTP', 'Invalid OTP', 4],
      ]);
      ctx.clock.advance(2 * MINUTE);
    }
  });

  it('throttles code checks per address, whatever the numbers', async () => {
    const address = '203.0.113.20';
    const check = (phone: string, remoteAddress = address) =>
      injectJson(ctx.app, { method: 'POST', url: '/api/auth/verify-otp', payload: { phone, otp: '123456' }, remoteAddress });
    for (let i = 0; i < OTP_MAX_CHECKS_PER_IP_PER_HOUR / 2; i += 1) {
      expect((await check(`71000000${String(i).padStart(2, '0')}`)).res.statusCode).toBe(400);
      const whatsapp = await injectJson(ctx.app, {
        method: 'POST',
        url: '/api/whatsapp/whatsapp-login',
        payload: { phone: `9172000000${String(i).padStart(2, '0')}`, otp: '123456' },
        remoteAddress: address,
      });
      expect(whatsapp.res.statusCode).toBe(400);
    }
    const throttled = await check('7100000099');
    expect(throttled.res.statusCode).toBe(429);
    expect(throttled.body.message).toBe('Too many verification attempts. Please try again later.');
    expect(Number(throttled.res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget; the window itself is @fastify/rate-limit's (real time).
    expect((await check('7100000099', '203.0.113.21')).res.statusCode).toBe(400);
  });

  it('keeps the existing name when a returning customer signs in', async () => {
    await signInCustomerViaOtp(ctx.app, '9876500003', 'Original Name', ip());
    ctx.clock.advance(2 * MINUTE);
    const again = await signInCustomerViaOtp(ctx.app, '9876500003', 'Someone Else', ip());
    const profile = await injectJson(ctx.app, { method: 'GET', url: '/api/auth/profile', headers: bearer(again.token) });
    expect(profile.body).toMatchObject({ user: { name: 'Original Name' } });
  });

  it('counts wrong tries: five wrong, then even the right code fails', async () => {
    await send('9876500004');
    const code = latestCode(ctx.app, '9876500004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let remaining = 4; remaining >= 0; remaining -= 1) {
      const { res, body } = await verify({ phone: '9876500004', otp: wrong, name: 'X' });
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({ message: 'Invalid OTP', attemptsRemaining: remaining, field: 'otp' });
    }
    const sixth = await verify({ phone: '9876500004', otp: code, name: 'X' });
    expect(sixth.res.statusCode).toBe(429);
    expect(sixth.body).toMatchObject({ message: 'Too many incorrect attempts. Please request a new OTP.', attemptsRemaining: 0 });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.phone, '919876500004'));
    expect(user).toBeUndefined();
  });

  it('expires a code after 5 minutes', async () => {
    await send('9876500005');
    const code = latestCode(ctx.app, '9876500005');
    ctx.clock.advance(5 * MINUTE + 1000);
    const { res, body } = await verify({ phone: '9876500005', otp: code, name: 'X' });
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe('OTP has expired');
    const again = await verify({ phone: '9876500005', otp: code, name: 'X' });
    expect(again.body.message).toBe('No OTP found or expired');
  });

  it('accepts a code just inside its 5 minutes', async () => {
    await send('9876500006');
    ctx.clock.advance(5 * MINUTE - 1000);
    const { res } = await verify({ phone: '9876500006', otp: latestCode(ctx.app, '9876500006'), name: 'X' });
    expect(res.statusCode).toBe(200);
  });

  it('answers "No OTP found or expired" with no code, and a used code cannot be used again', async () => {
    expect((await verify({ phone: '9876500007', otp: '123456', name: 'X' })).body.message).toBe('No OTP found or expired');
    await send('9876500007');
    const code = latestCode(ctx.app, '9876500007');
    expect((await verify({ phone: '9876500007', otp: code, name: 'X' })).res.statusCode).toBe(200);
    expect((await verify({ phone: '9876500007', otp: code, name: 'X' })).body.message).toBe('No OTP found or expired');
  });

  it('throttles resends to one per 60 s, and only the newest code works', async () => {
    const address = ip();
    await send('9876500008', address);
    const firstCode = latestCode(ctx.app, '9876500008');
    ctx.clock.advance(30_000);
    const early = await send('9876500008', address);
    expect(early.res.statusCode).toBe(429);
    expect(early.res.headers['retry-after']).toBe('30');
    expect(early.body).toMatchObject({ message: 'Please wait 30 seconds before requesting a new OTP', retryAfterSeconds: 30 });
    ctx.clock.advance(30_000);
    expect((await send('9876500008', address)).res.statusCode).toBe(200);
    const secondCode = latestCode(ctx.app, '9876500008');
    if (firstCode !== secondCode) {
      expect((await verify({ phone: '9876500008', otp: firstCode, name: 'X' })).body.message).toBe('Invalid OTP');
    }
    expect((await verify({ phone: '9876500008', otp: secondCode, name: 'X' })).res.statusCode).toBe(200);
  });

  it('allows at most 5 sends per phone per hour', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send('9876500009')).res.statusCode).toBe(200);
      ctx.clock.advance(61_000);
    }
    const sixth = await send('9876500009');
    expect(sixth.res.statusCode).toBe(429);
    expect(sixth.body.message).toBe('Too many OTP requests. Please try again later.');
    expect(Number(sixth.res.headers['retry-after'])).toBeGreaterThan(0);
    ctx.clock.advance(60 * MINUTE);
    expect((await send('9876500009')).res.statusCode).toBe(200);
  });

  it('caps sends per IP address', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 30; i += 1)
      expect((await send(`70000000${String(i).padStart(2, '0')}`, address)).res.statusCode).toBe(200);
    const capped = await send('7000000099', address);
    expect(capped.res.statusCode).toBe(429);
    expect(capped.body.message).toBe('Too many OTP requests. Please try again later.');
    expect((await send('7000000099', '203.0.113.10')).res.statusCode).toBe(200);
  });

  it('delivers over WhatsApp when asked and signs in through whatsapp-login with a 91-prefixed number', async () => {
    await send('9876500010', ip(), 'whatsapp');
    expect(ctx.app.outbox.list()[0]).toMatchObject({ channel: 'whatsapp', to: '919876500010' });
    const { res, body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/whatsapp/whatsapp-login',
      payload: { phone: '919876500010', name: 'Meera', otp: latestCode(ctx.app, '9876500010') },
    });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ user: { name: 'Meera', phone: '9876500010' } });
    expect(String(res.headers['set-cookie'])).toMatch(/^wd_customer_session=/);
  });
});

describe('customer sessions', () => {
  const ctx = useTestApp();

  it('revokes the session on the server at logout', async () => {
    const { token, cookie } = await signInCustomerViaOtp(ctx.app, '9811100001');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(200);
    const out = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: browserHeaders(cookie),
      payload: {},
    });
    expect(out.res.statusCode).toBe(200);
    expect(out.body.message).toBe('Logged out successfully');
    expect(String(out.res.headers['set-cookie'])).toMatch(/wd_customer_session=;/);
    // The same token, replayed, no longer works: nothing restores the session.
    const after = await injectJson(ctx.app, { method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(after.res.statusCode).toBe(401);
    expect(after.body.message).toBe('Authentication required. Please log in again.');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  it('keeps a used session alive for 30 days from its last use, and ends an unused one', async () => {
    const { token } = await signInCustomerViaOtp(ctx.app, '9811100002');
    ctx.clock.advance(29 * 86_400_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(200);
    ctx.clock.advance(29 * 86_400_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(200);
    ctx.clock.advance(31 * 86_400_000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses cross-site state changes that rely on the cookie, but not bearer requests', async () => {
    const { token, cookie } = await signInCustomerViaOtp(ctx.app, '9811100003');
    const put = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers, payload: { name: 'Changed' } });
    expect((await put({ cookie })).statusCode).toBe(403);
    expect((await put({ cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await put({ cookie, referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await put(browserHeaders(cookie))).statusCode).toBe(200);
    expect((await put({ cookie, referer: 'http://localhost:80/checkout' })).statusCode).toBe(200);
    expect((await put(bearer(token))).statusCode).toBe(200);
  });

  it('exempts only a live bearer session from the origin check, and then ignores the cookie', async () => {
    const victim = await signInCustomerViaOtp(ctx.app, '9811100005', 'Victim');
    const put = (headers: Record<string, string>, name: string) =>
      injectJson(ctx.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        headers: { cookie: victim.cookie, origin: 'https://evil.example', ...headers },
        payload: { name },
      });
    for (const made of ['made-up', `${victim.token.slice(0, -2)}xx`]) {
      const refused = await put(bearer(made), 'Hijacked');
      expect(refused.res.statusCode).toBe(403);
      expect(refused.body.error).toBe('CSRF_REJECTED');
    }
    // A live token of another account speaks for that account only, never for the cookie riding along.
    const other = await signInCustomerViaOtp(ctx.app, '9811100006', 'Other');
    const own = await put(bearer(other.token), 'Other Renamed');
    expect(own.res.statusCode).toBe(200);
    expect((own.body.user as { phone: string }).phone).toBe('9811100006');
    const victimNow = await injectJson(ctx.app, { method: 'GET', url: '/api/auth/profile', headers: bearer(victim.token) });
    expect((victimNow.body.user as { name: string }).name).toBe('Victim');
    // Nor can it end the cookie's session.
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: victim.cookie, origin: 'https://evil.example', ...bearer(other.token) },
    });
    expect(logout.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(victim.token) })).statusCode).toBe(
      200,
    );
  });

  it('does not accept a made-up or tampered token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer('made-up') })).statusCode).toBe(401);
    const { token } = await signInCustomerViaOtp(ctx.app, '9811100004');
    const tampered = `${token.slice(0, -2)}xx`;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(tampered) })).statusCode).toBe(401);
    const [row] = await ctx.database.db.select({ n: count() }).from(sessions).where(eq(sessions.tokenHash, token));
    expect(row?.n).toBe(0);
  });
});

describe('customer profile', () => {
  const ctx = useTestApp();

  it('updates name and email, refuses an empty name, and never changes the phone', async () => {
    const { token } = await signInCustomerViaOtp(ctx.app, '9822200001', 'Kiran');
    const empty = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: '  ' },
    });
    expect(empty.res.statusCode).toBe(400);
    expect(empty.body.message).toContain('Name is required');
    const badEmail = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'K', email: 'nope' },
    });
    expect(badEmail.res.statusCode).toBe(400);
    const ok = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload: { name: 'Kiran Rao', email: 'Kiran@Example.com', phone: '9000000000' },
    });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.body).toMatchObject({
      message: 'Profile updated successfully',
      user: { name: 'Kiran Rao', email: 'kiran@example.com', phone: '9822200001' },
    });
  });

  it('lets register and get-user-by-phone touch only the signed-in number', async () => {
    const { token } = await signInCustomerViaOtp(ctx.app, '9822200002', 'Neha');
    const own = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(token),
      payload: { phone: '9822200002', full_name: 'Neha Gupta', email: 'neha@example.com', user_type: 'customer' },
    });
    expect(own.res.statusCode).toBe(200);
    expect(own.body).toMatchObject({ user: { full_name: 'Neha Gupta' } });
    const other = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(token),
      payload: { phone: '9822200003', full_name: 'Not Me', user_type: 'customer' },
    });
    expect(other.res.statusCode).toBe(403);
    const lookup = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/get-user-by-phone',
      headers: bearer(token),
      payload: { phone: '9822200002' },
    });
    expect(lookup.body).toMatchObject({ user: { name: 'Neha Gupta' } });
    const snoop = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/get-user-by-phone',
      headers: bearer(token),
      payload: { phone: '9811100001' },
    });
    expect(snoop.res.statusCode).toBe(403);
  });
});
