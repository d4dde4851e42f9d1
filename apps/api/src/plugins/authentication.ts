import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { AUTH_MESSAGES, CUSTOMER_SESSION_HINT_COOKIE, SESSION_SUBJECTS, type SessionSubject } from '@washday/core';
import { AppError, riderNotApproved, unauthorized } from '../lib/errors.js';
import { extendSession, findLiveSession, type LiveSession } from '../modules/auth/session.service.js';
import type { RouteAccess } from './access-levels.js';
import { registerAccessPolicy } from './access-policy.js';
import type {
  AdminPrincipal,
  AuthContext,
  CustomerPrincipal,
  PrincipalOf,
  RiderPrincipal,
  VendorPrincipal,
} from './principals.js';

export const SESSION_COOKIES: Record<SessionSubject, string> = {
  customer: 'wd_customer_session',
  rider: 'wd_rider_session',
  admin: 'wd_admin_session',
  vendor: 'wd_vendor_session',
};

const DAY_MS = 86_400_000;
/**
 * Customers, riders and laundry staff (a tablet at the counter) stay signed in for 30 days after their last use; admins
 * for 8 hours after signing in.
 */
export const SESSION_TTL_MS: Record<SessionSubject, number> = {
  customer: 30 * DAY_MS,
  rider: 30 * DAY_MS,
  admin: 8 * 3_600_000,
  vendor: 30 * DAY_MS,
};
const ROLLING: Record<SessionSubject, boolean> = { customer: true, rider: true, admin: false, vendor: true };
/** Renew a rolling session at most this often, not on every request. */
const RENEW_AFTER_MS = 3_600_000;

export function cookieOptions(secure: boolean, maxAgeMs: number) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, maxAge: Math.floor(maxAgeMs / 1000) };
}

/**
 * Sets a session's cookie; a customer's comes with its hint (core's CUSTOMER_SESSION_HINT_COOKIE), which scripts read
 * to skip the profile request of a guest. The hint lives as long as the session cookie and holds nothing secret.
 */
export function setSessionCookie(reply: FastifyReply, kind: SessionSubject, token: string, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIES[kind], token, cookieOptions(secure, SESSION_TTL_MS[kind]));
  if (kind === 'customer') void reply.setCookie(CUSTOMER_SESSION_HINT_COOKIE, '1', hintCookieOptions(secure));
}

/** Clears the customer's session cookie and its hint. */
export function clearCustomerSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIES.customer, { path: '/' }).clearCookie(CUSTOMER_SESSION_HINT_COOKIE, { path: '/' });
}

function hintCookieOptions(secure: boolean) {
  return { ...cookieOptions(secure, SESSION_TTL_MS.customer), httpOnly: false };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cookie travels with cross-site requests, so a state-changing request that relies on one must
 * come from our own origin. A request whose bearer token is a live session is exempt: it is
 * authenticated by that token alone, never by its cookies.
 */
function assertSameOrigin(request: FastifyRequest): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const cookies = request.cookies ?? {};
  const carriesSession = Object.values(SESSION_COOKIES).some((name) => cookies[name]);
  if (!carriesSession) return;
  const source = request.headers.origin ?? request.headers.referer;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  let sameOrigin = false;
  try {
    if (source && source !== 'null' && host) {
      const from = new URL(source);
      // Parsing the host with the source's scheme drops a default port on both sides alike.
      sameOrigin = from.host === new URL(`${from.protocol}//${host}`).host;
    }
  } catch {
    sameOrigin = false;
  }
  if (!sameOrigin) {
    throw new AppError(403, 'Cross-site request refused', { code: 'CSRF_REJECTED' });
  }
}

type BearerSession = { token: string; live: LiveSession };

/** The principal of a session of this kind, from the account its lookup joined (null when that account is gone). */
function principalOf(
  kind: SessionSubject,
  { session, user, rider, admin, vendor }: LiveSession,
): CustomerPrincipal | RiderPrincipal | AdminPrincipal | VendorPrincipal | null {
  if (kind === 'customer' && session.userId) {
    return user ? { kind, sessionId: session.id, userId: user.id, phone: user.phone, name: user.name } : null;
  }
  if (kind === 'rider' && session.riderId) {
    return rider
      ? { kind, sessionId: session.id, riderId: rider.id, status: rider.status, rejectionReason: rider.rejectionReason }
      : null;
  }
  if (kind === 'admin' && session.adminId) {
    return admin
      ? {
          kind,
          sessionId: session.id,
          adminId: admin.id,
          username: admin.username,
          loginTime: session.createdAt,
          expiresAt: session.expiresAt,
        }
      : null;
  }
  // A deactivated staff member's sessions are revoked with the decision; one left over speaks for no one.
  if (kind === 'vendor' && session.vendorStaffId) {
    return vendor?.isActive
      ? { kind, sessionId: session.id, staffId: vendor.id, vendorId: vendor.vendorId, name: vendor.name }
      : null;
  }
  return null;
}

/**
 * With a live bearer session the request is that session's alone; otherwise its cookies speak for it. Sessions are
 * looked up on first use, so a request that asks for none (a public read) costs no lookup and no closures.
 */
class RequestAuth implements AuthContext {
  private sessions: Map<SessionSubject, Promise<unknown>> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly bearer: BearerSession | null,
  ) {}

  get<K extends SessionSubject>(kind: K): Promise<PrincipalOf[K] | null> {
    this.sessions ??= new Map();
    let found = this.sessions.get(kind);
    if (!found) this.sessions.set(kind, (found = this.resolve(kind)));
    return found as Promise<PrincipalOf[K] | null>;
  }

  tokens(kind?: SessionSubject): string[] {
    const { bearer } = this;
    if (bearer) return !kind || bearer.live.session.subject === kind ? [bearer.token] : [];
    const cookies = this.request.cookies ?? {};
    const names = kind ? [SESSION_COOKIES[kind]] : Object.values(SESSION_COOKIES);
    return names.map((name) => cookies[name]).filter((t): t is string => Boolean(t));
  }

  private async liveSession(kind: SessionSubject): Promise<{ live: LiveSession; token: string; viaCookie: boolean } | null> {
    const { app, bearer } = this;
    if (bearer) return bearer.live.session.subject === kind ? { ...bearer, viaCookie: false } : null;
    const token = this.request.cookies?.[SESSION_COOKIES[kind]];
    if (!token) return null;
    const live = await findLiveSession(app.database.db, token, app.clock.now(), kind);
    return live?.session.subject === kind ? { live, token, viaCookie: true } : null;
  }

  private async resolve(kind: SessionSubject): Promise<unknown> {
    const found = await this.liveSession(kind);
    if (!found) {
      this.keepCustomerHint(kind, false);
      return null;
    }
    const { app } = this;
    const { live, token, viaCookie } = found;
    const now = app.clock.now();
    let renewed = false;
    if (ROLLING[kind] && now.getTime() - live.session.lastUsedAt.getTime() > RENEW_AFTER_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS[kind]);
      await extendSession(app.database.db, live.session.id, now, expiresAt);
      if (viaCookie) {
        setSessionCookie(this.reply, kind, token, app.env.COOKIE_SECURE);
        renewed = true;
      }
    }
    const principal = principalOf(kind, live);
    if (viaCookie && !renewed) this.keepCustomerHint(kind, principal !== null);
    return principal;
  }

  /**
   * The customer's session hint follows what the server found: added when a live session lacks it (a session from
   * before the hint, a hint the browser dropped), removed when the session it stood for is over. Not for bearer tokens.
   */
  private keepCustomerHint(kind: SessionSubject, live: boolean): void {
    if (kind !== 'customer' || this.bearer) return;
    const hinted = Boolean(this.request.cookies?.[CUSTOMER_SESSION_HINT_COOKIE]);
    if (live && !hinted)
      void this.reply.setCookie(CUSTOMER_SESSION_HINT_COOKIE, '1', hintCookieOptions(this.app.env.COOKIE_SECURE));
    else if (!live && hinted) void this.reply.clearCookie(CUSTOMER_SESSION_HINT_COOKIE, { path: '/' });
  }
}

async function enforce(access: RouteAccess | undefined, request: FastifyRequest): Promise<void> {
  switch (access) {
    case undefined:
    case 'public':
      return;
    case 'customer':
      if (!(await request.auth.get('customer'))) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    case 'admin':
      if (!(await request.auth.get('admin'))) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    case 'vendor':
      if (!(await request.auth.get('vendor'))) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    case 'rider-or-admin': {
      const [rider, admin] = await Promise.all([request.auth.get('rider'), request.auth.get('admin')]);
      if (!rider && !admin) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    }
    case 'customer-or-admin': {
      const [customer, admin] = await Promise.all([request.auth.get('customer'), request.auth.get('admin')]);
      if (!customer && !admin) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    }
    case 'customer-or-rider': {
      const [customer, rider] = await Promise.all([request.auth.get('customer'), request.auth.get('rider')]);
      if (!customer && !rider) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    }
    case 'signed-in':
    case 'any-session': {
      const kinds = access === 'signed-in' ? (['customer', 'rider', 'admin'] as const) : SESSION_SUBJECTS;
      const sessions = await Promise.all(kinds.map((kind) => request.auth.get(kind)));
      if (!sessions.some(Boolean)) throw unauthorized(AUTH_MESSAGES.authRequired);
      return;
    }
    case 'rider':
    case 'approved-rider': {
      const rider = await request.auth.get('rider');
      if (!rider) throw unauthorized(AUTH_MESSAGES.authRequired);
      if (access === 'approved-rider' && rider.status !== 'approved') {
        throw riderNotApproved(rider.status);
      }
    }
  }
}

/** A route's role gate, put first among the route's own onRequest hooks (its rate limits count only callers it admits). */
function roleGate(access: RouteAccess) {
  return async function roleGate(request: FastifyRequest): Promise<void> {
    await enforce(access, request);
  };
}

export async function registerAuthentication(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('auth', null as unknown as AuthContext);
  // Synchronous for the usual request; only a bearer token waits for its lookup, which decides what the request speaks for.
  app.addHook('onRequest', (request, reply, done) => {
    const token = bearerToken(request);
    if (!token) {
      request.auth = new RequestAuth(app, request, reply, null);
      assertSameOrigin(request);
      done();
      return;
    }
    findLiveSession(app.database.db, token, app.clock.now())
      .then((live) => {
        request.auth = new RequestAuth(app, request, reply, live ? { token, live } : null);
        if (!live) assertSameOrigin(request);
      })
      .then(() => done(), done);
  });

  // Who may call a route is checked by a hook on that route alone: public routes carry none.
  const gated = new Set<string>();
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || access === 'public') return;
    route.onRequest = [roleGate(access), ...[route.onRequest ?? []].flat()];
    for (const method of [route.method].flat()) gated.add(`${method} ${route.url}`);
  });
  // A route added before this plugin would have no gate: refuse to start rather than serve it to anyone.
  app.addHook('onReady', async () => {
    const open = app.declaredRoutes.filter(({ method, url, access }) => access !== 'public' && !gated.has(`${method} ${url}`));
    if (open.length)
      throw new Error(
        `Routes added before authentication have no role gate: ${open.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
  });
  // The role gate above decides who may call a route; the access policy, who may touch its record.
  registerAccessPolicy(app);
}

/**
 * Brings the customer's session hint in step with their session before the web app's page is sent (one session lookup,
 * only when the browser sends either cookie), so the app's first look at the hint is right. True for a live session.
 */
export async function syncCustomerSessionHint(request: FastifyRequest): Promise<boolean> {
  const cookies = request.cookies ?? {};
  if (!cookies[SESSION_COOKIES.customer] && !cookies[CUSTOMER_SESSION_HINT_COOKIE]) return false;
  return (await request.auth.get('customer')) !== null;
}

/** For handlers behind an access declaration: the principal the hook has already checked. */
export async function requirePrincipal<K extends SessionSubject>(request: FastifyRequest, kind: K): Promise<PrincipalOf[K]> {
  const principal = await request.auth.get(kind);
  if (!principal) throw unauthorized(AUTH_MESSAGES.authRequired);
  return principal;
}
