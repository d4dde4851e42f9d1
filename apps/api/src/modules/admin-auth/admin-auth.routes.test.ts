import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminLoginAttempts, adminUsers } from '../../db/schema/index.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createAdmin } from './admin-auth.service.js';
import { PACE_AFTER_FAILURES_PER_USERNAME, PACE_MS } from './admin-login-throttle.js';

describe('admin sign-in', () => {
  const ctx = useTestApp();
  const login = (username: string, password: string, remoteAddress = '10.7.0.1') =>
    injectJson(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

  it('stores passwords as scrypt hashes and refuses duplicates unless resetting', async () => {
    await createAdmin(ctx.database.db, { username: 'Meena', password: 'a long enough password' });
    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, 'Meena'));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row!.passwordHash).not.toContain('a long enough password');
    await expect(createAdmin(ctx.database.db, { username: 'meena', password: 'another long password' })).rejects.toThrow(
      /already exists/,
    );
    await expect(createAdmin(ctx.database.db, { username: 'x', password: 'short' })).rejects.toThrow(/at least 10/);
    await createAdmin(ctx.database.db, { username: 'meena', password: 'a brand new password', reset: true });
    expect((await login('Meena', 'a brand new password', '10.7.9.9')).res.statusCode).toBe(200);
  });

  it('answers a wrong password after the 500 ms delay with the spec message', async () => {
    await createAdmin(ctx.database.db, { username: 'ops', password: 'correct horse battery' });
    const started = Date.now();
    const { res, body } = await login('ops', 'wrong password');
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
    expect(res.statusCode).toBe(401);
    expect(body.message).toBe('Invalid username or password');
    expect((await login('nobody', 'whatever')).body.message).toBe('Invalid username or password');
  });

  it('shuts out an address after five failures, even for the right password, but not the owner elsewhere', async () => {
    await createAdmin(ctx.database.db, { username: 'target', password: 'correct horse battery' });
    for (let i = 0; i < 5; i += 1) expect((await login('target', `guess-${i}`, '10.7.1.1')).res.statusCode).toBe(401);
    const blocked = await login('target', 'correct horse battery', '10.7.1.1');
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please try again later.');
    expect(blocked.res.headers['retry-after']).toBe('900');
    // Once locked the whole username for 15 minutes from anywhere: one request every 3 minutes kept the owner out.
    expect((await login('TARGET', 'correct horse battery', '10.7.2.1')).res.statusCode).toBe(200);
    ctx.clock.advance(3 * 60_000);
    expect((await login('target', 'guess-5', '10.7.1.1')).res.statusCode).toBe(429);
    expect((await login('target', 'correct horse battery', '10.7.2.1')).res.statusCode).toBe(200);
    ctx.clock.advance(13 * 60_000);
    expect((await login('target', 'correct horse battery', '10.7.1.1')).res.statusCode).toBe(200);
  });

  it('checks at most five of a burst of parallel guesses, and refuses the right password within it', async () => {
    await createAdmin(ctx.database.db, { username: 'burst', password: 'correct horse battery' });
    const guesses = Array.from({ length: 60 }, (_, i) => `wrong-${i}`);
    const results = await Promise.all(
      [...guesses, 'correct horse battery'].map((password) => login('burst', password, '10.7.4.1')),
    );
    const statuses = results.map((r) => r.res.statusCode);
    expect(statuses.filter((s) => s !== 429)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const booked = await ctx.database.db.select().from(adminLoginAttempts).where(eq(adminLoginAttempts.ip, '10.7.4.1'));
    expect(booked).toHaveLength(5);
  });

  it('paces guesses at one username from many addresses, without slowing the owner at a known address', async () => {
    await createAdmin(ctx.database.db, { username: 'spread', password: 'correct horse battery' });
    expect((await login('spread', 'correct horse battery', '10.7.5.1')).res.statusCode).toBe(200);
    const spread = await Promise.all(
      Array.from({ length: PACE_AFTER_FAILURES_PER_USERNAME }, (_, i) => login('spread', `guess-${i}`, `10.7.6.${i}`)),
    );
    expect(spread.map((r) => r.res.statusCode)).toEqual(Array(PACE_AFTER_FAILURES_PER_USERNAME).fill(401));
    // A new address now waits its turn, however many it has; the wait is seconds, not a lockout.
    const paced = await login('spread', 'correct horse battery', '10.7.7.1');
    expect(paced.res.statusCode).toBe(429);
    expect(Number(paced.res.headers['retry-after'])).toBe(PACE_MS / 1000);
    expect((await login('spread', 'correct horse battery', '10.7.5.1')).res.statusCode).toBe(200);
    ctx.clock.advance(PACE_MS);
    expect((await login('spread', 'guess-x', '10.7.7.2')).res.statusCode).toBe(401);
    expect((await login('spread', 'guess-y', '10.7.7.3')).res.statusCode).toBe(429);
    ctx.clock.advance(PACE_MS);
    expect((await login('spread', 'correct horse battery', '10.7.7.1')).res.statusCode).toBe(200);
  });

  it('gives an 8-hour session that does not roll', async () => {
    await createAdmin(ctx.database.db, { username: 'shift', password: 'correct horse battery' });
    const { res, body } = await login('shift', 'correct horse battery', '10.7.3.1');
    expect(res.statusCode).toBe(200);
    const data = body.data as { token: string; session: { username: string; loginTime: string; expiresAt: string } };
    expect(data.session.username).toBe('shift');
    expect(Date.parse(data.session.expiresAt) - Date.parse(data.session.loginTime)).toBe(8 * 3_600_000);
    expect(String(res.headers['set-cookie'])).toMatch(/^wd_admin_session=.*Max-Age=28800/);
    ctx.clock.advance(7 * 3_600_000);
    const during = await injectJson(ctx.app, { method: 'GET', url: '/api/admin/session', headers: bearer(data.token) });
    expect(during.body).toMatchObject({ session: { username: 'shift', expiresAt: data.session.expiresAt } });
    ctx.clock.advance(3_600_001);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(data.token) })).statusCode).toBe(
      401,
    );
  });
});
