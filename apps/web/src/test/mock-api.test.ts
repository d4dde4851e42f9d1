import { contract } from '@washday/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, offContract, on, takeContractViolations } from './mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mockApi', () => {
  it('answers by contract endpoint, with the path parameters decoded; the last route for an endpoint wins', async () => {
    const api = mockApi([
      on(contract.auth.logout, { success: true, message: 'first' }),
      on(contract.auth.logout, { success: true, message: 'Logged out successfully' }),
      on(contract.locations.place, () => fail(404, 'Place not found')),
    ]);
    const logout = await fetch('/api/auth/logout', { method: 'POST', body: JSON.stringify({ role: 'customer' }) });
    expect(await logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await fetch('/api/location/place/local%3Asector-45')).status).toBe(404);
    expect(api.calls(contract.locations.place)[0]?.params).toEqual({ id: 'local:sector-45' });
    expect(api.calls(contract.auth.logout)[0]?.body).toEqual({ role: 'customer' });
    expect((await fetch('/api/nothing-here')).status).toBe(404);
  });

  it('reports a successful answer that breaks the contract, and sends only what the schema names', async () => {
    mockApi([
      on(contract.auth.logout, { success: true, message: 'Logged out', extra: 'dropped' } as never),
      on(contract.coupons.health, { success: true, status: 'ok' } as never),
    ]);
    expect(await (await fetch('/api/auth/logout', { method: 'POST' })).json()).toEqual({ success: true, message: 'Logged out' });
    await expect(fetch('/api/coupons/health')).rejects.toThrow(/GET \/api\/coupons\/health answer breaks the contract/);
    expect(takeContractViolations()).toEqual([expect.stringContaining('activeCoupons')]);
  });

  it('reports an error answer without the error shape, and a status the endpoint does not answer', async () => {
    const plain = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });
    mockApi([
      on(contract.riders.me, () => plain({ success: false, message: 'Authentication required' }, 401)),
      on(contract.auth.logout, () => plain({ success: true, message: 'ok' }, 201)),
    ]);
    await expect(fetch('/api/riders/me')).rejects.toThrow();
    await expect(fetch('/api/auth/logout', { method: 'POST' })).rejects.toThrow();
    expect(takeContractViolations()).toEqual([
      expect.stringContaining('GET /api/riders/me 401 answer breaks the contract'),
      'POST /api/auth/logout does not answer 201 in the contract',
    ]);
  });

  it('reports a request the server would refuse', async () => {
    mockApi([on(contract.addresses.remove, { success: true, message: 'Address deleted' })]);
    await fetch('/api/addresses/not-a-uuid', { method: 'DELETE' });
    expect(takeContractViolations()).toEqual([
      expect.stringContaining('DELETE /api/addresses/not-a-uuid sends params the contract refuses'),
    ]);
  });

  it('sends an answer marked off-contract unchecked', async () => {
    mockApi([on(contract.catalogue.list, () => offContract(new Response('<!doctype html>', { status: 200 })))]);
    expect(await (await fetch('/api/services')).text()).toBe('<!doctype html>');
  });
});
