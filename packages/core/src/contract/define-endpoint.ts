import { z } from 'zod';

// One endpoint of the API, written once: the Fastify route takes its schemas from it (apps/api/src/lib/contract-route.ts)
// and the web's fetchers are typed and checked by it (apps/web/src/lib/api-endpoint.ts). Errors are not listed: every
// error answer has the one shape of `apiErrorSchema`.

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/api/bookings/:id/cancel'` → `'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Endpoint {
  method: EndpointMethod;
  /** The spec's path, with `:name` for each path parameter. */
  path: string;
  /** OpenAPI summary and tags. */
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Request media types other than JSON (multipart forms carry no `body` schema). */
  consumes?: readonly string[];
  /** Status → answer schema for the successful answers. Empty for answers that are not JSON (files). */
  responses: Readonly<Partial<Record<number, z.ZodType>>>;
  /** Left out of the published OpenAPI document (development tools). */
  hide?: boolean;
}

/** Every `:param` of the path needs a params schema that reads it as text. */
type ParamsFor<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<Record<PathParamNames<Path>, unknown>, Record<PathParamNames<Path>, string>> };

/** Checks the definition's shape (path parameters included) and keeps its exact types for both sides. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E & ParamsFor<E['path']>): E {
  return endpoint;
}

export const SUCCESS_STATUSES = [200, 201, 202, 204] as const;
export type SuccessStatus = (typeof SUCCESS_STATUSES)[number];

type Responses<E extends Endpoint> = E['responses'];
/** The schema of the endpoint's successful answer (the union when it has more than one 2xx status). */
export type EndpointSuccessSchema<E extends Endpoint> = NonNullable<Responses<E>[Extract<keyof Responses<E>, SuccessStatus>]>;
/** The successful answer as a client reads it. */
export type EndpointResponse<E extends Endpoint> = z.output<EndpointSuccessSchema<E>>;
/** The successful answer as a server (or a test stub) writes it. */
export type EndpointReply<E extends Endpoint> = z.input<EndpointSuccessSchema<E>>;

type Part<E extends Endpoint, K extends 'params' | 'query' | 'headers' | 'body'> = E[K] extends z.ZodType ? E[K] : never;
export type EndpointParams<E extends Endpoint> = z.input<Part<E, 'params'>>;
export type EndpointQuery<E extends Endpoint> = z.input<Part<E, 'query'>>;
export type EndpointHeaders<E extends Endpoint> = z.input<Part<E, 'headers'>>;
export type EndpointBody<E extends Endpoint> = z.input<Part<E, 'body'>>;

/** The 2xx statuses the endpoint answers with, in the order written. */
export function successStatuses(endpoint: Endpoint): SuccessStatus[] {
  return SUCCESS_STATUSES.filter((status) => endpoint.responses[status] !== undefined);
}

/** The schema a client checks a successful answer with. */
export function successSchema<E extends Endpoint>(endpoint: E): EndpointSuccessSchema<E> {
  const schemas = successStatuses(endpoint).map((status) => endpoint.responses[status]!);
  const [first, ...others] = schemas;
  if (!first) throw new Error(`${endpoint.method} ${endpoint.path} has no JSON success answer`);
  return (others.length === 0 ? first : z.union([first, ...others])) as EndpointSuccessSchema<E>;
}

/** The names of the path's `:param`s, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/**
 * A RegExp source matching the endpoint's path as a request's pathname: each `:param` one path segment, or the
 * pattern `params` gives for it. Unanchored, so several join into one pattern.
 */
export function endpointPathSource(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string> = {}): string {
  return endpoint.path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? (params[part.slice(1)] ?? '[^/]+') : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
}

/** The path with each `:param` filled in, URL-encoded. */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
