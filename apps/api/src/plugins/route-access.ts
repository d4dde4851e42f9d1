import type { FastifyInstance } from 'fastify';
import { resourceDeclarationError, type ResourceDeclaration } from './access-policy.js';
import { ROUTE_ACCESS_LEVELS, type RouteAccess } from './access-levels.js';

export const DOCS_PREFIX = '/api/docs';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  resource?: ResourceDeclaration | 'none';
}

/** The API's own routes (the web app's pages are not): each declares its access. */
const CHECKED_PREFIXES = ['/api', '/health', '/dev', '/livez', '/readyz', '/metrics'];

/** `:id`, `:riderId`, `:order_id`...: a parameter that names a record and so needs `config.resource`. */
const ID_LIKE = /^id$|Id$|_id$/;

export function routeParams(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
}

export const idLikeParams = (url: string): string[] => routeParams(url).filter((p) => ID_LIKE.test(p));

/** Refuses a route that takes a record's id without saying, in `config.resource`, which record and how. */
function checkResource(
  label: string,
  url: string,
  access: RouteAccess,
  resource: ResourceDeclaration | 'none' | undefined,
): void {
  const params = routeParams(url);
  if (resource === undefined) {
    const ids = idLikeParams(url);
    if (ids.length)
      throw new Error(`Route ${label} takes :${ids.join(', :')} but declares no config.resource (or resource: 'none')`);
    return;
  }
  if (resource === 'none') return;
  const problem = resourceDeclarationError(access, params, resource);
  if (problem) throw new Error(`Route ${label} declares config.resource ${JSON.stringify(resource)}: ${problem}`);
}

export function registerRouteAccessCheck(app: FastifyInstance, declared: DeclaredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!CHECKED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    // The docs UI plugin adds its own routes; they are public documentation by design.
    const access = route.url.startsWith(DOCS_PREFIX) ? 'public' : (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access || !ROUTE_ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare config.access`);
    }
    const resource = (route.config as { resource?: ResourceDeclaration | 'none' } | undefined)?.resource;
    checkResource(`${methods.join(',')} ${route.url}`, route.url, access, resource);
    for (const method of methods)
      if (method !== 'HEAD') declared.push({ method, url: route.url, access, ...(resource ? { resource } : {}) });
  });
}
