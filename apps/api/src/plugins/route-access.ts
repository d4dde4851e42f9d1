import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to start
 * with an undeclared route, so a new endpoint can never be public by accident.
 */
export type RouteAccess = 'public' | 'customer' | 'rider' | 'approved-rider' | 'admin' | 'rider-or-admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const ROUTE_ACCESS_LEVELS: readonly RouteAccess[] = ['public', 'customer', 'rider', 'approved-rider', 'admin', 'rider-or-admin'];

export const DOCS_PREFIX = '/api/docs';

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

export function registerRouteAccessCheck(app: FastifyInstance, declared: DeclaredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api') && !route.url.startsWith('/health') && !route.url.startsWith('/dev')) return;
    // The docs UI plugin adds its own routes; they are public documentation by design.
    const access = route.url.startsWith(DOCS_PREFIX) ? 'public' : (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!access || !ROUTE_ACCESS_LEVELS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare config.access`);
    }
    for (const method of methods) if (method !== 'HEAD') declared.push({ method, url: route.url, access });
  });
}
