import type { Endpoint } from '@washday/core';

type Part<E extends Endpoint, K extends 'params' | 'query' | 'headers' | 'body'> = E extends { [P in K]: infer S }
  ? S
  : undefined;

/** The Fastify schema of a contract endpoint, typed so the zod type provider infers request and reply types from it. */
export interface ContractRouteSchema<E extends Endpoint> {
  summary: string;
  tags: string[];
  hide?: boolean;
  consumes?: string[];
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  headers: Part<E, 'headers'>;
  body: Part<E, 'body'>;
  response: E['responses'];
}

/**
 * Method, URL and schemas of a route, all from the endpoint in core's `contract`. The route adds who may call it and
 * the handler: `app.route({ ...contractRoute(contract.x.y), config: { access: 'customer' }, handler })`.
 */
export function contractRoute<const E extends Endpoint>(endpoint: E) {
  const schema: Record<string, unknown> = { summary: endpoint.summary, tags: [...endpoint.tags], response: endpoint.responses };
  if (endpoint.hide) schema.hide = true;
  if (endpoint.consumes) schema.consumes = [...endpoint.consumes];
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.body) schema.body = endpoint.body;
  return { method: endpoint.method, url: endpoint.path, schema: schema as unknown as ContractRouteSchema<E> };
}
