import { describe, expect, it, vi } from 'vitest';
import { healthResponseSchema } from '@washday/core';
import { useTestApp } from '../../test/test-app.js';

describe('health', () => {
  const ctx = useTestApp();

  it.each(['/health', '/api/health', '/api/riders/health'])('%s reports the database up', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: true, status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/health', '/api/riders/health'])('HEAD %s answers as a health check, without a body', async (url) => {
    const res = await ctx.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('answers 503 when the database does not answer', async () => {
    const ping = vi.spyOn(ctx.database, 'ping').mockRejectedValue(new Error('connection refused'));
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, status: 'degraded', database: 'down' });
    } finally {
      ping.mockRestore();
    }
  });

  it('ignores query strings and refuses bodies it does not accept with JSON errors', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health?x=1' })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.body).not.toContain('at ');
  });
});
