/**
 * Who may call a route. Every /api route declares one in `config.access`; the app refuses to start
 * with an undeclared route, so a new endpoint can never be public by accident.
 */
/** 'signed-in': any customer, rider or admin session. */
/** 'any-session': those or a laundry's staff (the live event stream, which hears only what each may see). */
/** 'vendor': a laundry's staff member (/api/vendor/*), who reaches only their vendor's orders. */
/** 'customer-or-admin': a customer or an admin session (a customer's own record that operations also read). */
/** 'customer-or-rider': a customer or a rider session (their own devices: web push). */
export type RouteAccess =
  | 'public'
  | 'customer'
  | 'rider'
  | 'approved-rider'
  | 'admin'
  | 'vendor'
  | 'rider-or-admin'
  | 'signed-in'
  | 'any-session'
  | 'customer-or-admin'
  | 'customer-or-rider';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const ROUTE_ACCESS_LEVELS: readonly RouteAccess[] = [
  'public',
  'customer',
  'rider',
  'approved-rider',
  'admin',
  'vendor',
  'rider-or-admin',
  'signed-in',
  'any-session',
  'customer-or-admin',
  'customer-or-rider',
];
