// A fetch stub for the bookings tests: 'METHOD /path' → handler; records every call with its query string.
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';

export interface SeenRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function stubFetch(routes: Record<string, Handler>) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, search: url.searchParams, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
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

/** A network failure as fetch reports it. */
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
