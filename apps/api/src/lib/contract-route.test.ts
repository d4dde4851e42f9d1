import { contract, type Endpoint } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

const endpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group as Record<string, Endpoint>));
const key = (method: string, url: string) => `${method} ${url}`;
/** Routes that are not part of the API contract: the docs UI, the document it serves, the outbox's and the local payments' HTML pages. */
const NOT_CONTRACT = /^GET (\/api\/docs|\/api\/openapi\.json$|\/dev\/(outbox|payments)$)/;

describe('routes from the contract', () => {
  const ctx = useTestApp();

  it('serves every endpoint of the contract, and no API route that is not in it', () => {
    const served = ctx.app.declaredRoutes
      .map((route) => key(route.method, route.url))
      .filter((route) => !NOT_CONTRACT.test(route));
    expect(served.sort()).toEqual(endpoints.map((endpoint) => key(endpoint.method, endpoint.path)).sort());
  });

  it("publishes each endpoint in the OpenAPI document with the contract's summary, parameters and answers", async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          { summary: string; tags: string[]; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }
        >
      >;
    }>();
    for (const endpoint of endpoints.filter((e) => !e.hide)) {
      const operation = doc.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(operation, key(endpoint.method, endpoint.path)).toBeDefined();
      expect(operation!.summary).toBe(endpoint.summary);
      expect(operation!.tags).toEqual(endpoint.tags);
      expect(Object.keys(operation!.responses).sort()).toEqual(Object.keys(endpoint.responses).sort());
    }
    const list = doc.paths['/api/bookings/customer/{id}']!.get!;
    expect(list.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:id',
      'query:cursor',
      'query:limit',
      'query:page',
      'query:status',
    ]);
  });
});
