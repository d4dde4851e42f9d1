// Test helpers for the customer sign-in flows (used by the auth feature's tests and the customer area's).
import type { User } from '@washday/core';
import { vi } from 'vitest';
import { jsonResponse } from '@/test/render';

export const TEST_USER: User = {
  id: 'user-1',
  _id: 'user-1',
  name: 'Asha Verma',
  full_name: 'Asha Verma',
  phone: '9876543210',
  email: null,
  isVerified: true,
  createdAt: '2026-01-15T10:00:00.000Z',
};

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

/** 'METHOD /path' → handler; anything else answers 404 like the API does. */
export function mockApi(routes: Record<string, RouteHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, body };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ success: false, error: 'NOT_FOUND', message: 'Route not found' }, 404, 'Not Found');
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** Requests to one route, e.g. 'POST /api/auth/send-otp'. */
    calls: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}

export const signedOut = () => jsonResponse({ success: false, error: 'UNAUTHORIZED', message: 'Authentication required. Please log in again.' }, 401, 'Unauthorized');

export const otpSent = () =>
  jsonResponse({ success: true, message: 'OTP sent to your phone!', expiresInSeconds: 300, resendAfterSeconds: 60 });

export const loginSuccess = (user: User = TEST_USER) =>
  jsonResponse({ success: true, message: 'Login successful!', data: { user }, user, token: 'not-for-the-page' });

/** Radix menus measure their trigger with ResizeObserver, which jsdom lacks. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
