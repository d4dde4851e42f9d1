import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, isTransientError, LOGOUT_EVENT } from './api-client';

type FetchArgs = Parameters<typeof globalThis.fetch>;

function jsonResponse(body: unknown, status = 200, statusText = 'OK', headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function textResponse(body: string, status = 200, statusText = 'OK', contentType = 'text/plain') {
  return new Response(body, { status, statusText, headers: { 'Content-Type': contentType } });
}

/** A client answering from a queue of responses (or thrown errors). */
function setup(responses: Array<Response | Error | (() => Promise<Response>)>) {
  const queue = [...responses];
  const fetchMock = vi.fn(async (..._args: FetchArgs): Promise<Response> => {
    const next = queue.shift();
    if (next === undefined) throw new Error('Unexpected extra fetch');
    if (next instanceof Error) throw next;
    if (typeof next === 'function') return next();
    return next;
  });
  const client = createApiClient({ fetch: fetchMock });
  return { client, fetchMock };
}

/** A fetch that never answers, failing only when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_input: FetchArgs[0], init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

function initOf(fetchMock: ReturnType<typeof setup>['fetchMock'], call = 0): RequestInit {
  const init = fetchMock.mock.calls[call]?.[1];
  if (!init) throw new Error(`No fetch call #${call}`);
  return init;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('request basics', () => {
  it('sends JSON with credentials to the same origin and returns the parsed body', async () => {
    const { client, fetchMock } = setup([jsonResponse({ success: true, id: 'b1' }, 201, 'Created')]);

    const result = await client.post('/api/bookings', { pickupTime: '10:00' });

    expect(result).toEqual({ success: true, id: 'b1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookings');
    const init = initOf(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ pickupTime: '10:00' }));
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it('appends query parameters, skipping empty ones', async () => {
    const { client, fetchMock } = setup([jsonResponse({ success: true })]);
    await client.get('/api/bookings/customer/c1', { params: { status: 'pending', page: 2, q: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookings/customer/c1?status=pending&page=2');
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { client, fetchMock } = setup([jsonResponse({ success: true })]);
    const form = new FormData();
    form.append('name', 'Ravi');
    await client.post('/api/riders/register', form);
    const init = initOf(fetchMock);
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('parses the answer with a schema when given one', async () => {
    const schema = z.object({ success: z.literal(true), count: z.number() });
    const { client } = setup([jsonResponse({ success: true, count: 3, extra: 'dropped' })]);
    await expect(client.get('/api/things', { schema })).resolves.toEqual({ success: true, count: 3 });
  });

  it('reports an answer that does not match the schema', async () => {
    const schema = z.object({ success: z.literal(true), count: z.number() });
    const { client } = setup([jsonResponse({ success: true, count: 'three' })]);
    const error = await rejection(client.get('/api/things', { schema }));
    expect(error.message).toBe('Invalid server response');
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('returns undefined for 204 No Content', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.delete('/api/addresses/a1')).resolves.toBeUndefined();
  });
});

describe('no retries or merging in the client (TanStack Query does both)', () => {
  it('asks once and reports a 503, even for a GET', async () => {
    const { client, fetchMock } = setup([
      jsonResponse({ success: false, error: 'UNAVAILABLE', message: 'Down' }, 503, 'Service Unavailable'),
    ]);
    const error = await rejection(client.get('/api/services'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(503);
    expect(error.message).toBe('Down');
  });

  it('asks once on a network error, even for a keyed POST', async () => {
    const { client, fetchMock } = setup([new TypeError('Failed to fetch')]);
    const error = await rejection(client.post('/api/bookings', { a: 1 }, { headers: { 'Idempotency-Key': 'k-123' } }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe('Network error: Failed to fetch');
    expect(initOf(fetchMock).headers).toMatchObject({ 'Idempotency-Key': 'k-123' });
  });

  it('sends identical GETs in flight as separate requests', async () => {
    const { client, fetchMock } = setup([jsonResponse({ n: 1 }), jsonResponse({ n: 2 })]);
    await expect(Promise.all([client.get('/api/services'), client.get('/api/services')])).resolves.toEqual([{ n: 1 }, { n: 2 }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the server message and field of a 400', async () => {
    const { client } = setup([
      jsonResponse(
        { success: false, error: 'VALIDATION_ERROR', message: 'Quantity must be at least 1', field: 'services.0.quantity' },
        400,
        'Bad Request',
      ),
    ]);
    const error = await rejection(client.get('/api/things'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Quantity must be at least 1');
    expect(error.field).toBe('services.0.quantity');
  });

  it('reports the error text of a 404', async () => {
    const { client } = setup([jsonResponse({ success: false, error: 'Booking not found' }, 404, 'Not Found')]);
    expect((await rejection(client.get('/api/bookings/x'))).message).toBe('Booking not found');
  });

  it('stops at once when the caller aborts', async () => {
    const client = createApiClient({ fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = client.get('/api/services', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('isTransientError', () => {
  it.each([
    ['a network failure', new ApiError('Network error: x', 0, { code: 'NETWORK_ERROR' }), true],
    ['a timeout', new ApiError('Request timeout after 30000ms', 0, { code: 'TIMEOUT' }), true],
    ['a 500', new ApiError('Boom', 500), true],
    ['a 503', new ApiError('Down', 503), true],
    ['a 400', new ApiError('Bad', 400), false],
    ['a 401', new ApiError('Authentication required. Please log in again.', 401, { code: 'UNAUTHORIZED' }), false],
    ['a 404', new ApiError('Not found', 404), false],
    ['a 429', new ApiError('Too many requests', 429), false],
    [
      'an answer that does not match the schema',
      new ApiError('Invalid server response', 200, { code: 'INVALID_RESPONSE' }),
      false,
    ],
    ['anything else', new Error('boom'), false],
  ])('%s: %s', (_name, error, transient) => {
    expect(isTransientError(error)).toBe(transient);
  });
});

describe('timeout', () => {
  it('aborts after 30 s with the spec message', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    const client = createApiClient({ fetch: fetchMock });

    const pending = rejection(client.get('/api/services'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error.message).toBe('Request timeout after 30000ms');
    expect(error.status).toBe(0);
    expect(error.code).toBe('TIMEOUT');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('honours a per-request timeout', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ fetch: hangingFetch() });
    const pending = rejection(client.get('/api/health', { timeoutMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect((await pending).message).toBe('Request timeout after 5000ms');
  });
});

describe('authentication and errors', () => {
  it('on 401 clears the session, emits washday:logout and reports the spec message', async () => {
    const { client } = setup([
      jsonResponse({ success: false, error: 'UNAUTHORIZED', message: 'Session expired' }, 401, 'Unauthorized'),
    ]);
    const clearSession = vi.fn();
    client.setUnauthorizedHandler(clearSession);
    const listener = vi.fn();
    window.addEventListener(LOGOUT_EVENT, listener);

    const error = await rejection(client.get('/api/bookings'));

    window.removeEventListener(LOGOUT_EVENT, listener);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication required. Please log in again.');
    expect(clearSession).toHaveBeenCalledWith('customer');
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ scope: 'customer' });
  });

  it('ends only the session of the scope that got the 401', async () => {
    const { client } = setup([jsonResponse({ success: false, message: 'x' }, 401, 'Unauthorized')]);
    const clearSession = vi.fn();
    client.setUnauthorizedHandler(clearSession);
    await rejection(client.get('/api/riders/me', { authScope: 'rider' }));
    expect(clearSession).toHaveBeenCalledWith('rider');
  });

  it('keeps the server message and signs nobody out when a sign-in form gets a 401', async () => {
    const { client } = setup([jsonResponse({ success: false, message: 'Invalid username or password' }, 401, 'Unauthorized')]);
    const clearSession = vi.fn();
    client.setUnauthorizedHandler(clearSession);
    const error = await rejection(client.post('/api/auth/login', { username: 'a', password: 'b' }, { authScope: false }));
    expect(error.message).toBe('Invalid username or password');
    expect(error.code).toBe('UNAUTHORIZED');
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('exposes the extra fields of an error body', async () => {
    const { client } = setup([
      jsonResponse({ success: false, message: 'Invalid OTP', attemptsRemaining: 3 }, 400, 'Bad Request'),
    ]);
    const error = await rejection(client.post('/api/auth/verify-otp', {}));
    expect(error.attemptsRemaining).toBe(3);
    expect(error.body.message).toBe('Invalid OTP');
  });

  it('uses the generic 403 message when the server gives none', async () => {
    const { client } = setup([textResponse('', 403, 'Forbidden')]);
    const error = await rejection(client.get('/api/admin/bookings'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Access forbidden. Check API configuration.');
  });

  it("prefers the server's 403 text when there is one", async () => {
    const { client } = setup([
      jsonResponse({ success: false, error: 'FORBIDDEN', message: 'Only approved riders can go active' }, 403, 'Forbidden'),
    ]);
    expect((await rejection(client.put('/api/riders/toggle-status'))).message).toBe('Only approved riders can go active');
  });

  it('falls back to the error text, then to HTTP status and text', async () => {
    const { client } = setup([
      jsonResponse({ success: false, error: 'Too many requests, please try again later' }, 429, 'Too Many Requests'),
      textResponse('<html>nope</html>', 418, "I'm a teapot", 'text/html'),
    ]);
    expect((await rejection(client.delete('/api/addresses/a1'))).message).toBe('Too many requests, please try again later');
    expect((await rejection(client.get('/api/tea'))).message).toBe("HTTP 418: I'm a teapot");
  });

  it('keeps the request id from the error body', async () => {
    const { client } = setup([
      jsonResponse({ success: false, error: 'NOT_FOUND', message: 'Not found', requestId: 'req-9' }, 404, 'Not Found'),
    ]);
    expect((await rejection(client.get('/api/x'))).requestId).toBe('req-9');
  });
});

describe('response parsing', () => {
  it('reports an empty body', async () => {
    const { client } = setup([textResponse('', 200)]);
    const error = await rejection(client.get('/api/services'));
    expect(error.code).toBe('EMPTY_RESPONSE');
    expect(error.message).toBe('Empty response from server (HTTP 200)');
  });

  it('reports HTML where JSON was expected', async () => {
    const { client } = setup([textResponse('<!doctype html><html><body>app</body></html>', 200, 'OK', 'text/html')]);
    const error = await rejection(client.get('/api/services'));
    expect(error.code).toBe('HTML_RESPONSE');
    expect(error.message).toBe('Expected JSON but received HTML (HTTP 200). Is the API reachable?');
  });

  it('spots HTML even when it is labelled as JSON', async () => {
    const { client } = setup([textResponse('<html></html>', 200, 'OK', 'application/json')]);
    expect((await rejection(client.get('/api/services'))).code).toBe('HTML_RESPONSE');
  });

  it('reports invalid JSON', async () => {
    const { client } = setup([textResponse('{"success": tru', 200, 'OK', 'application/json')]);
    const error = await rejection(client.get('/api/services'));
    expect(error.code).toBe('INVALID_JSON');
    expect(error.message).toBe('Invalid JSON in server response (HTTP 200)');
  });
});
