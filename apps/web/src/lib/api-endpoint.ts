// Calls one endpoint of core's `contract`: the path, method, parameter and body types and the check of the answer all
// come from the endpoint, so no path or answer shape is written in the web app. Transport rules stay in api-client.
import {
  endpointUrl,
  successSchema,
  type Endpoint,
  type EndpointBody,
  type EndpointHeaders,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@washday/core';
import type { z } from 'zod';
import { api, type AuthScope, type QueryParams } from './api-client';

type ParamsOption<E extends Endpoint> = E extends { params: z.ZodType } ? { params: EndpointParams<E> } : { params?: undefined };
type QueryOption<E extends Endpoint> = E extends { query: z.ZodType } ? { query?: EndpointQuery<E> } : { query?: undefined };
type BodyOption<E extends Endpoint> = E extends { body: z.ZodType }
  ? undefined extends EndpointBody<E>
    ? { body?: EndpointBody<E> }
    : { body: EndpointBody<E> }
  : E extends { consumes: readonly string[] }
    ? { body: FormData }
    : { body?: undefined };
type HeadersOption<E extends Endpoint> = E extends { headers: z.ZodType } ? EndpointHeaders<E> : Record<never, string>;

export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    headers?: HeadersOption<E> & Record<string, string>;
    signal?: AbortSignal | undefined;
    timeoutMs?: number;
    /** Whose session a 401 ends (see api-client); `false` where a 401 is an answer, not an ended session. */
    authScope?: AuthScope | false;
  };

/** Options may be left out only when the endpoint needs none. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** Sends the request the endpoint describes and answers its successful answer, checked with the endpoint's schema. */
export function callEndpoint<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<EndpointResponse<E>> {
  const { params, query, body, headers, signal, timeoutMs, authScope } = (options ?? {}) as CallOptions<Endpoint> & {
    params?: Record<string, string>;
    query?: QueryParams;
    body?: unknown;
  };
  return api.request<EndpointResponse<E>>(endpointUrl(endpoint, params), {
    method: endpoint.method,
    body,
    headers,
    params: query,
    schema: successSchema(endpoint),
    signal,
    timeoutMs,
    authScope,
  });
}
