import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { PRODUCTION_ENV, testEnv, useTestApp } from '../../test/test-app.js';
import { workerDatabase } from '../../test/test-database.js';

describe('development outbox', () => {
  const ctx = useTestApp();
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, remoteAddress, headers });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('shows the codes to a loopback client (%s)', async (address) => {
    expect((await get('/dev/outbox.json', address)).statusCode).toBe(200);
    expect((await get('/dev/outbox', address)).statusCode).toBe(200);
  });

  it.each(['192.168.1.20', '10.0.0.5', '2001:db8::1'])(
    'answers 404 to a client elsewhere on the network (%s)',
    async (address) => {
      for (const url of ['/dev/outbox.json', '/dev/outbox']) {
        const res = await get(url, address, { accept: 'text/html' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
        expect(res.body).not.toContain('messages');
      }
    },
  );

  it('shows only what went to one number when asked (?to=), and refuses a malformed number', async () => {
    for (const phone of ['9876500001', '9876500002'])
      await ctx.app.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone }, remoteAddress: '127.0.0.1' });
    const mine = (await get('/dev/outbox.json?to=919876500002', '127.0.0.1')).json<{ messages: { to: string }[] }>();
    expect(mine.messages.map((m) => m.to)).toEqual(['919876500002']);
    const all = (await get('/dev/outbox.json', '127.0.0.1')).json<{ messages: { to: string }[] }>();
    expect(all.messages.map((m) => m.to)).toEqual(expect.arrayContaining(['919876500001', '919876500002']));
    expect((await get('/dev/outbox.json?to=abc', '127.0.0.1')).statusCode).toBe(400);
  });

  it('answers 404 when a local proxy forwards a request from elsewhere', async () => {
    const res = await get('/dev/outbox.json', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    expect(res.statusCode).toBe(404);
  });
});

describe('outbox outside development', () => {
  it('does not exist in production', async () => {
    const env = testEnv(PRODUCTION_ENV);
    const app = await buildApp({ env, database: await workerDatabase(), logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
      expect(res.statusCode).toBe(404);
      expect(app.declaredRoutes.map((r) => r.url)).not.toContain('/dev/outbox.json');
    } finally {
      await app.close();
    }
  });
});
