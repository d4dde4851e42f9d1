import { describe, expect, it } from 'vitest';
import { supportContactResponseSchema } from '@washday/core';
import { buildApp } from '../../app.js';
import { DEMO_SUPPORT_NUMBERS, EnvError, loadEnv } from '../../config/env.js';
import { PRODUCTION_ENV, testEnv, useTestApp } from '../../test/test-app.js';
import { workerDatabase } from '../../test/test-database.js';

const askSupport = async (env: Record<string, string>) => {
  const app = await buildApp({ env: testEnv(env), database: await workerDatabase(), logger: false });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/config/support' });
    expect(res.statusCode).toBe(200);
    return supportContactResponseSchema.parse(res.json());
  } finally {
    await app.close();
  }
};

describe('support contact', () => {
  const ctx = useTestApp();

  it('answers the fictional demo numbers outside production when none are configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config/support' });
    expect(res.json()).toEqual({ success: true, ...DEMO_SUPPORT_NUMBERS });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers the configured numbers, as 10-digit mobiles', async () => {
    expect(await askSupport({ SUPPORT_PHONE: '+91 98100 12345', SUPPORT_WHATSAPP: '919810054321' })).toEqual({
      success: true,
      phone: '9810012345',
      whatsapp: '9810054321',
    });
  });

  it('answers null in production when nothing is configured, so the app shows no fake number', async () => {
    expect(await askSupport(PRODUCTION_ENV)).toEqual({ success: true, phone: null, whatsapp: null });
    expect(await askSupport({ ...PRODUCTION_ENV, SUPPORT_WHATSAPP: '9810054321' })).toEqual({
      success: true,
      phone: null,
      whatsapp: '9810054321',
    });
  });

  it('refuses a number that is not an Indian mobile at start-up', () => {
    expect(() => loadEnv({ SUPPORT_PHONE: '12345' })).toThrow(EnvError);
    expect(() => loadEnv({ SUPPORT_PHONE: '12345' })).toThrow(/SUPPORT_PHONE/);
    expect(() => loadEnv({ SUPPORT_WHATSAPP: '1800 123 4567' })).toThrow(/SUPPORT_WHATSAPP/);
  });
});
