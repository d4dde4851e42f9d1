// The web tests' stand-in for the API, keyed by core's contract: every answer a test gives is checked against the
// endpoint's schema (errors against the one error shape), so a changed answer in the contract fails the web tests.
import {
  apiErrorSchema,
  pathParamNames,
  successStatuses,
  type ApiError,
  type Endpoint,
  type EndpointBody,
  type EndpointReply,
} from '@washday/core';
import { vi } from 'vitest';
import type { z } from 'zod';

type SentBody<E extends Endpoint> = E extends { body: z.ZodType }
  ? EndpointBody<E>
  : E extends { consumes: readonly string[] }
    ? FormData
    : undefined;

export interface RecordedRequest<E extends Endpoint = Endpoint> {
  /** The contract endpoint the request matched, if any. */
  endpoint: Endpoint | undefined;
  method: string;
  path: string;
  /** The path's `:params`, decoded. */
  params: Record<string, string>;
  search: URLSearchParams;
  headers: Headers;
  /** The JSON body as sent, or the body itself when it is not JSON (FormData). */
  body: SentBody<E>;
}

/** A plain value is the endpoint's successful answer; a Response is sent as it is (errors: see `fail`). */
export type StubAnswer<E extends Endpoint> = EndpointReply<E> | Response;
export type StubHandler<E extends Endpoint> = (request: RecordedRequest<E>) => StubAnswer<E> | Promise<StubAnswer<E>>;

export interface StubRoute {
  endpoint: Endpoint;
  handler: StubHandler<Endpoint>;
}

/** Answers `endpoint` with a fixed successful answer or with what `handler` returns. */
export function on<E extends Endpoint>(endpoint: E, answer: NoInfer<StubHandler<E> | EndpointReply<E>>): StubRoute {
  const handler: StubHandler<E> = typeof answer === 'function' ? (answer as StubHandler<E>) : () => answer;
  return { endpoint, handler: handler as unknown as StubHandler<Endpoint> };
}

const ERROR_CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
};

/** An error answer in the API's one error shape. */
export function fail(status: number, message: string, extra: Partial<Omit<ApiError, 'success' | 'message'>> = {}): Response {
  const body: ApiError = apiErrorSchema.parse({ success: false, error: ERROR_CODES[status] ?? 'ERROR', message, ...extra });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The answer to a request whose session is missing or over. */
export const signedOut = () => fail(401, 'Authentication required. Please log in again.');

/** A network failure as fetch reports it. */
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

const offContractAnswers = new WeakSet<Response>();
/** An answer that breaks the contract on purpose (an HTML page, a malformed body), sent unchecked. */
export function offContract(response: Response): Response {
  offContractAnswers.add(response);
  return response;
}

const violations: string[] = [];

/** Contract breaks seen since the last call; the test setup fails a test that left any. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

function matcher(endpoint: Endpoint): RegExp {
  const pattern = endpoint.path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

function match(routes: StubRoute[], method: string, path: string) {
  // The last route given for an endpoint wins, so a test can override shared defaults.
  for (const route of [...routes].reverse()) {
    if (route.endpoint.method !== method) continue;
    const found = matcher(route.endpoint).exec(path);
    if (!found) continue;
    const params = Object.fromEntries(
      pathParamNames(route.endpoint.path).map((name) => [name, decodeURIComponent(found.groups![name]!)]),
    );
    return { route, params };
  }
  return undefined;
}

/** What the server would refuse in this request (path parameters, query, JSON body), if anything. */
function requestViolation(endpoint: Endpoint, request: RecordedRequest): string | undefined {
  const parts: [string, z.ZodType | undefined, unknown][] = [
    ['params', endpoint.params, request.params],
    ['query', endpoint.query, Object.fromEntries(request.search)],
    ['body', endpoint.body, request.body],
  ];
  for (const [part, schema, value] of parts) {
    const parsed = schema?.safeParse(value);
    if (parsed && !parsed.success)
      return `${endpoint.method} ${request.path} sends ${part} the contract refuses: ${parsed.error.message}`;
  }
  return undefined;
}

/** Checks the answer against the contract and gives the Response the app receives. */
async function toResponse(endpoint: Endpoint, answer: StubAnswer<Endpoint>): Promise<Response> {
  const where = `${endpoint.method} ${endpoint.path}`;
  if (!(answer instanceof Response)) {
    const [status] = successStatuses(endpoint);
    const schema = status === undefined ? undefined : endpoint.responses[status];
    if (!schema) throw new Error(`${where} has no JSON success answer to stub`);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new Error(`${where} answer breaks the contract: ${parsed.error.message}`);
    // Like the server's serializer, only what the schema names is sent.
    return new Response(JSON.stringify(parsed.data), { status, headers: { 'Content-Type': 'application/json' } });
  }
  if (offContractAnswers.has(answer)) return answer;
  const schema = endpoint.responses[answer.status] ?? (answer.ok ? undefined : apiErrorSchema);
  if (!schema) throw new Error(`${where} does not answer ${answer.status} in the contract`);
  const parsed = schema.safeParse(await answer.clone().json());
  if (!parsed.success) throw new Error(`${where} ${answer.status} answer breaks the contract: ${parsed.error.message}`);
  return answer;
}

/** Replaces fetch with the given routes; anything else answers 404. Records every request. */
export function mockApi(routes: StubRoute[]) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const found = match(routes, method, url.pathname);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined);
    const request = {
      endpoint: found?.route.endpoint,
      method,
      path: url.pathname,
      params: found?.params ?? {},
      search: url.searchParams,
      headers: new Headers(init?.headers),
      body,
    } as RecordedRequest;
    requests.push(request);
    if (!found) return fail(404, 'Route not found');
    const refused = requestViolation(found.route.endpoint, request);
    if (refused) violations.push(refused);
    const answer = await found.route.handler(request);
    try {
      return await toResponse(found.route.endpoint, answer);
    } catch (error) {
      violations.push((error as Error).message);
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** The requests that matched `endpoint`, in order. */
    calls: <E extends Endpoint>(endpoint: E) =>
      requests.filter((request) => request.endpoint === endpoint) as RecordedRequest<E>[],
  };
}

export type MockApi = ReturnType<typeof mockApi>;
