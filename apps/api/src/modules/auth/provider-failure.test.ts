import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { phoneCodes } from '../../db/schema/index.js';
import { injectJson, useTestApp } from '../../test/test-app.js';

// A configured MSG91 that refuses everything, served locally.
const refusing = createServer((_req, res) =>
  res.writeHead(401, { 'content-type': 'application/json' }).end('{"type":"error","message":"Invalid authkey"}'),
);
await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
const port = (refusing.address() as AddressInfo).port;

describe('when the SMS provider fails', () => {
  const ctx = useTestApp({
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'bad',
      MSG91_TEMPLATE_ID: 'tpl',
      MSG91_BASE_URL: `http://127.0.0.1:${port}`,
      PROVIDER_TIMEOUT_MS: '2000',
    },
  });
  afterAll(() => new Promise<void>((resolve) => refusing.close(() => resolve())));

  it("answers 'Failed to send OTP', leaves no usable code, and lets the customer retry at once", async () => {
    const first = await injectJson(ctx.app, { method: 'POST', url: '/api/auth/send-otp', payload: { phone: '9876512345' } });
    expect(first.res.statusCode).toBe(502);
    expect(first.body.message).toBe('Failed to send OTP');
    const [row] = await ctx.database.db.select({ n: count() }).from(phoneCodes);
    expect(row!.n).toBe(0);
    const verify = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone: '9876512345', otp: '123456', name: 'X' },
    });
    expect(verify.body.message).toBe('No OTP found or expired');
    const retry = await injectJson(ctx.app, { method: 'POST', url: '/api/auth/send-otp', payload: { phone: '9876512345' } });
    expect(retry.res.statusCode).toBe(502);
  });
});
