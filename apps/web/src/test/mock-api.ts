// A route-keyed fetch stub shared by the web tests.
import { vi } from 'vitest';
import { jsonResponse } from './render';

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** 'METHOD /path' → handler (a path ending in '*' matches by prefix); anything else answers 404. */
export function mockApi(routes: Record<string, RouteHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, search: url.searchParams, body };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const handler =
      routes[key] ?? Object.entries(routes).find(([route]) => route.endsWith('*') && key.startsWith(route.slice(0, -1)))?.[1];
    if (!handler) return jsonResponse({ success: false, error: 'NOT_FOUND', message: 'Route not found' }, 404, 'Not Found');
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    calls: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
