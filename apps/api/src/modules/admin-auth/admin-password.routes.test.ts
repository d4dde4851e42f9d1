import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminPasswordResets, adminUsers } from '../../db/schema/index.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { tokenFor } from '../../test/identity-fixtures.js';
import type { EmailMessage, MessageSenders } from '../messaging/message-sender.js';
import { hashToken } from '../auth/session.service.js';
import { createAdmin } from './admin-auth.service.js';
import { setAdminEmail } from './admin-password-reset.service.js';

const SENT = 'If an admin account matches, a link to reset its password is on its way. It works once, within 30 minutes.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

describe('admin password reset', () => {
  const ctx = useTestApp();
  let address = 0;
  // A fresh client address per request keeps the per-address limit out of the way unless a test wants it.
  const forgot = (payload: object, remoteAddress = `10.9.0.${++address}`) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload, remoteAddress });
  const reset = (payload: object, remoteAddress = `10.9.1.${++address}`) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress });
  const login = (username: string, password: string) =>
    injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: `10.9.2.${++address}`,
    });
  const emailsTo = (to: string) => ctx.app.outbox.emails().filter((e) => e.to === to);
  const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

  async function admin(username: string, email: string | null) {
    await createAdmin(ctx.database.db, { username, password: 'the old password' });
    await setAdminEmail(ctx.database.db, username, email);
    const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, username));
    return row!;
  }

  /** The link the outbox received for `to` after `before` emails. */
  async function nextLink(to: string, before: number): Promise<string> {
    await vi.waitFor(() => expect(emailsTo(to).length).toBeGreaterThan(before));
    return emailsTo(to)[0]!.link ?? '';
  }

  it('sends a single-use link by username or email, stores only its hash, and the new password works', async () => {
    const row = await admin('meera', 'Meera@Washday.example');
    for (const payload of [{ email: 'meera@washday.example' }, { username: 'MEERA' }, { email: 'meera' }]) {
      const before = emailsTo('meera@washday.example').length;
      const { res, body } = await forgot(payload);
      expect(res.statusCode).toBe(200);
      expect(body).toEqual({ success: true, message: SENT });
      const link = await nextLink('meera@washday.example', before);
      expect(link).toMatch(/^http:\/\/localhost:\d+\/admin\/reset-password#token=[\w-]{43}$/);
    }
    const email = emailsTo('meera@washday.example')[0]!;
    expect(email).toMatchObject({ channel: 'email', subject: 'Reset your Washday admin password' });
    expect(email.text).toContain(email.link);
    const token = tokenOf(email.link ?? '');

    const stored = await ctx.database.db.select().from(adminPasswordResets).where(eq(adminPasswordResets.adminId, row.id));
    expect(stored).toHaveLength(3);
    expect(stored.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // Asking again made the earlier links stop working.
    expect(stored.filter((r) => r.usedAt === null)).toHaveLength(1);

    const done = await reset({ token, newPassword: 'a brand new password' });
    expect(done.res.statusCode).toBe(200);
    expect(done.body.message).toBe('Your password has been reset. Please sign in with your new password.');
    expect((await login('meera', 'a brand new password')).res.statusCode).toBe(200);
    expect((await login('meera', 'the old password')).res.statusCode).toBe(401);

    const again = await reset({ token, newPassword: 'yet another password' });
    expect(again.res.statusCode).toBe(400);
    expect(again.body).toMatchObject({ field: 'token', message: INVALID });
  });

  it('refuses an earlier link once a newer one was sent', async () => {
    await admin('kabir', 'kabir@washday.example');
    await forgot({ username: 'kabir' });
    const first = tokenOf(await nextLink('kabir@washday.example', 0));
    await forgot({ username: 'kabir' });
    const second = tokenOf(await nextLink('kabir@washday.example', 1));
    expect(second).not.toBe(first);
    expect((await reset({ token: first, newPassword: 'a brand new password' })).body.message).toBe(INVALID);
    expect((await reset({ token: second, newPassword: 'a brand new password' })).res.statusCode).toBe(200);
  });

  it('expires a link after 30 minutes', async () => {
    await admin('tara', 'tara@washday.example');
    await forgot({ email: 'tara@washday.example' });
    const token = tokenOf(await nextLink('tara@washday.example', 0));
    ctx.clock.advance(30 * 60_000 + 1000);
    const late = await reset({ token, newPassword: 'a brand new password' });
    expect(late.res.statusCode).toBe(400);
    expect(late.body.message).toBe(INVALID);
    expect((await login('tara', 'the old password')).res.statusCode).toBe(200);
  });

  it("ends the admin's sessions when the password is reset", async () => {
    const row = await admin('arjun', 'arjun@washday.example');
    const session = await tokenFor(ctx.app, 'admin', row.id);
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: '/api/admin/session', headers: bearer(session) })).res.statusCode,
    ).toBe(200);
    await forgot({ username: 'arjun' });
    const token = tokenOf(await nextLink('arjun@washday.example', 0));
    expect((await reset({ token, newPassword: 'a brand new password' })).res.statusCode).toBe(200);
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: '/api/admin/session', headers: bearer(session) })).res.statusCode,
    ).toBe(401);
  });

  it('answers exactly the same for an unknown account and an admin without an email, and sends nothing', async () => {
    await admin('no-mail', null);
    const before = ctx.app.outbox.emails().length;
    const unknown = await forgot({ email: 'nobody@washday.example' });
    const noMail = await forgot({ username: 'no-mail' });
    for (const answer of [unknown, noMail]) {
      expect(answer.res.statusCode).toBe(200);
      expect(answer.body).toEqual({ success: true, message: SENT });
    }
    // A known account asked after them: once its email is there, theirs would have been too.
    await admin('later', 'later@washday.example');
    await forgot({ username: 'later' });
    await nextLink('later@washday.example', 0);
    expect(ctx.app.outbox.emails().length).toBe(before + 1);
  });

  it.each([
    ['/api/auth/forgot-password', {}, 'email', 'Please enter your email or username'],
    ['/api/auth/forgot-password', { email: 'a\u0000b' }, 'email', 'Please enter your email or username'],
    ['/api/auth/reset-password', { newPassword: 'a brand new password' }, 'token', INVALID],
    [
      '/api/auth/reset-password',
      { token: 'x', newPassword: 'short' },
      'newPassword',
      'The new password must be at least 10 characters',
    ],
    ['/api/auth/reset-password', { token: 'x' }, 'newPassword', 'The new password must be at least 10 characters'],
    ['/api/auth/reset-password', { token: 'made-up', newPassword: 'a brand new password' }, 'token', INVALID],
  ])('refuses %s %o with a clear message', async (url, payload, field, message) => {
    const { res, body } = await injectJson(ctx.app, { method: 'POST', url, payload, remoteAddress: `10.9.3.${++address}` });
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ field, message });
  });

  it('limits requests per address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await forgot({ email: `x${i}@washday.example` }, '10.9.9.9')).res.statusCode).toBe(200);
    const limited = await forgot({ email: 'x@washday.example' }, '10.9.9.9');
    expect(limited.res.statusCode).toBe(429);
    expect(limited.body.message).toBe('Too many password reset requests. Please try again later.');
    expect((await forgot({ email: 'x@washday.example' }, '10.9.9.10')).res.statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await reset({ token: `guess-${i}`, newPassword: 'a brand new password' }, '10.9.9.11')).res.statusCode).toBe(400);
    expect((await reset({ token: 'guess', newPassword: 'a brand new password' }, '10.9.9.11')).res.statusCode).toBe(429);
  });

  it('sends at most 3 links per account in 15 minutes, from any addresses, then again later', async () => {
    await admin('ravi', 'ravi@washday.example');
    await admin('sita', 'sita@washday.example');
    for (let i = 1; i <= 3; i += 1) {
      await forgot({ username: 'ravi' });
      await vi.waitFor(() => expect(emailsTo('ravi@washday.example')).toHaveLength(i));
    }
    const fourth = await forgot({ username: 'ravi' });
    expect(fourth.body).toEqual({ success: true, message: SENT });
    // Another account asked after it: once its email is there, a fourth link for ravi would have been too.
    await forgot({ username: 'sita' });
    await nextLink('sita@washday.example', 0);
    expect(emailsTo('ravi@washday.example')).toHaveLength(3);
    ctx.clock.advance(16 * 60_000);
    await forgot({ username: 'ravi' });
    await vi.waitFor(() => expect(emailsTo('ravi@washday.example')).toHaveLength(4));
  });
});

describe('admin password reset with a slow email provider', () => {
  let release: () => void = () => {};
  const sent: EmailMessage[] = [];
  const refuse = {
    name: 'unused',
    send: async () => Promise.reject(new Error('not used here')),
    sendNotice: async () => Promise.reject(new Error('not used here')),
  };
  const ctx = useTestApp({
    senders: (): MessageSenders => ({
      sms: refuse,
      whatsapp: refuse,
      email: {
        name: 'slow',
        send: (message) =>
          new Promise<void>((resolve) => {
            release = () => {
              sent.push(message);
              resolve();
            };
          }),
      },
    }),
  });

  it('answers without waiting for the email, so a known account answers as fast as an unknown one', async () => {
    await createAdmin(ctx.database.db, { username: 'slowpoke', password: 'the old password' });
    await setAdminEmail(ctx.database.db, 'slowpoke', 'slow@washday.example');
    const { res, body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: 'slowpoke' },
    });
    // The provider has not finished (and will not until released), yet the answer is here.
    expect(res.statusCode).toBe(200);
    expect(body.message).toBe(SENT);
    expect(sent).toHaveLength(0);
    await vi.waitFor(() => {
      release();
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toMatchObject({ to: 'slow@washday.example' });
  });
});
