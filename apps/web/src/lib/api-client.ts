// The one way the web app talks to the API. Transport rules are the spec's (customer-app.md §7/§8,
// admin-and-backend.md §9): JSON + cookies, 30 s timeout, error details and a logout on 401 per role.
// Retries (3, with 1/2/4 s backoff) and merging identical reads are TanStack Query's job (app/query-client.ts);
// `isTransientError` tells it which failures are worth another try.

export const LOGOUT_EVENT = 'washday:logout';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export type ApiErrorCode =
  | 'HTTP_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'EMPTY_RESPONSE'
  | 'HTML_RESPONSE'
  | 'INVALID_JSON'
  | 'INVALID_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived (network failure, timeout). */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The offending field for validation errors, as the server names it. */
  readonly field: string | undefined;
  readonly requestId: string | undefined;
  /** The server's error body, for extra fields such as attemptsRemaining, retryAfterSeconds, status or action. */
  readonly body: Record<string, unknown>;

  constructor(
    message: string,
    status: number,
    options: {
      code?: ApiErrorCode;
      field?: string | undefined;
      requestId?: string | undefined;
      cause?: unknown;
      body?: Record<string, unknown> | undefined;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = options.code ?? 'HTTP_ERROR';
    this.field = options.field;
    this.requestId = options.requestId;
    this.body = options.body ?? {};
  }

  get attemptsRemaining(): number | undefined {
    return typeof this.body.attemptsRemaining === 'number' ? this.body.attemptsRemaining : undefined;
  }

  get retryAfterSeconds(): number | undefined {
    return typeof this.body.retryAfterSeconds === 'number' ? this.body.retryAfterSeconds : undefined;
  }
}

/** No answer (network failure, timeout) or a server failure (5xx): trying again may work. A 4xx never changes. */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT' || error.status >= 500;
}

/** Anything with zod's `parse` (kept structural so callers can pass any zod schema). */
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  /** Plain values are sent as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  params?: QueryParams;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Whose session a 401 ends. Customer, rider, admin and laundry staff sessions are separate cookies, so a rider's
   * expired session must not sign the customer out. `false` for sign-in forms, where a 401 means
   * "wrong credentials" and the server's message is shown as it is.
   */
  authScope?: AuthScope | false;
  /** 'text' answers a successful body as it came (a file, e.g. CSV); failures are read as JSON either way. */
  as?: 'json' | 'text';
}

export type AuthScope = 'customer' | 'rider' | 'admin' | 'vendor';

export interface ApiClientConfig {
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

type UnauthorizedHandler = (scope: AuthScope) => void;

export const DEFAULT_TIMEOUT_MS = 30_000;

/** An answer that does not match the contract's schema for it (customer-app.md §8, admin-and-backend.md §8). */
export const INVALID_RESPONSE_MESSAGE = 'Invalid server response';

export function createApiClient(config: ApiClientConfig = {}) {
  const baseUrl = config.baseUrl ?? '';
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Resolved per call so tests that stub the global fetch after creation still work.
  const doFetch: typeof globalThis.fetch = (...args) => (config.fetch ?? globalThis.fetch)(...args);

  let unauthorizedHandler: UnauthorizedHandler | null = null;

  /** The session layer registers how to forget the local session; the client calls it on any 401. */
  function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
    unauthorizedHandler = handler;
  }

  function handleUnauthorized(scope: AuthScope) {
    try {
      unauthorizedHandler?.(scope);
    } finally {
      if (typeof window !== 'undefined') {
        window.dispatchEvent(new CustomEvent(LOGOUT_EVENT, { detail: { reason: 'unauthorized', scope } }));
      }
    }
  }

  async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = buildUrl(baseUrl, path, options.params);
    const data = await send(url, method, options);
    return parseWithSchema(data, options.schema);
  }

  async function send(url: string, method: HttpMethod, options: RequestOptions<unknown>) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
      }
    }
    const outcome = await fetchWithTimeout(
      url,
      { method, headers, body, credentials: 'include' },
      options.timeoutMs ?? timeoutMs,
      options.signal,
    );
    return interpret(outcome, method, options.authScope === undefined ? 'customer' : options.authScope, options.as);
  }

  interface Outcome {
    response: Response;
    text: string;
  }

  async function fetchWithTimeout(
    url: string,
    init: RequestInit,
    requestTimeoutMs: number,
    callerSignal: AbortSignal | undefined,
  ): Promise<Outcome> {
    if (callerSignal?.aborted) throw abortReason(callerSignal);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, requestTimeoutMs);
    const onCallerAbort = () => controller.abort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    try {
      // The timer also covers reading the body: a stalled stream is as bad as no answer.
      const response = await doFetch(url, { ...init, signal: controller.signal });
      const text = init.method === 'HEAD' ? '' : await response.text();
      return { response, text };
    } catch (error) {
      if (timedOut) throw new ApiError(`Request timeout after ${requestTimeoutMs}ms`, 0, { code: 'TIMEOUT', cause: error });
      if (callerSignal?.aborted) throw abortReason(callerSignal);
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(`Network error: ${reason}`, 0, { code: 'NETWORK_ERROR', cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function interpret(
    { response, text }: Outcome,
    method: HttpMethod,
    authScope: AuthScope | false,
    as: 'json' | 'text' = 'json',
  ): unknown {
    const { status } = response;
    const requestId = response.headers.get('x-request-id') ?? undefined;

    if (!response.ok) {
      const payload = tryParseJson(text);
      const serverMessage = pickString(payload, 'message') ?? pickString(payload, 'error');
      const field = pickString(payload, 'field');
      const bodyRequestId = pickString(payload, 'requestId') ?? requestId;
      const errorBody = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
      if (status === 401 && authScope !== false) {
        handleUnauthorized(authScope);
        throw new ApiError('Authentication required. Please log in again.', 401, {
          code: 'UNAUTHORIZED',
          requestId: bodyRequestId,
          body: errorBody,
        });
      }
      if (status === 403) {
        throw new ApiError(serverMessage ?? 'Access forbidden. Check API configuration.', 403, {
          code: 'FORBIDDEN',
          field,
          requestId: bodyRequestId,
          body: errorBody,
        });
      }
      throw new ApiError(serverMessage ?? `HTTP ${status}: ${response.statusText}`, status, {
        code: status === 401 ? 'UNAUTHORIZED' : 'HTTP_ERROR',
        field,
        requestId: bodyRequestId,
        body: errorBody,
      });
    }

    if (method === 'HEAD' || status === 204 || status === 205) return undefined;
    if (as === 'text') return text;
    if (text.trim() === '') {
      throw new ApiError(`Empty response from server (HTTP ${status})`, status, { code: 'EMPTY_RESPONSE', requestId });
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('text/html') || /^\s*<(!doctype|html)/i.test(text)) {
      // Usually the SPA's index.html answering because the API is not behind this address.
      throw new ApiError(`Expected JSON but received HTML (HTTP ${status}). Is the API reachable?`, status, {
        code: 'HTML_RESPONSE',
        requestId,
      });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ApiError(`Invalid JSON in server response (HTTP ${status})`, status, {
        code: 'INVALID_JSON',
        requestId,
        cause: error,
      });
    }
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    setUnauthorizedHandler,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app-wide client: same origin, so the session cookie rides along. */
export const api = createApiClient();

function buildUrl(baseUrl: string, path: string, params: QueryParams | undefined): string {
  let url = `${baseUrl}${path}`;
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
    const query = search.toString();
    if (query) url += (url.includes('?') ? '&' : '?') + query;
  }
  return url;
}

function parseWithSchema<T>(data: unknown, schema: ResponseSchema<T> | undefined): T {
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch (error) {
    throw new ApiError(INVALID_RESPONSE_MESSAGE, 200, { code: 'INVALID_RESPONSE', cause: error });
  }
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

function tryParseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function pickString(payload: unknown, key: string): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
