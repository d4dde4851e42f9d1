import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  OTP_MAX_CHECKS_PER_IP_PER_HOUR,
  OTP_MAX_SENDS_PER_IP_PER_HOUR,
  PASSWORD_RESET_MESSAGES,
} from '@washday/core';
import { tooManyRequests } from '../lib/errors.js';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * Per-address limits on public routes that cost something, and per-account limits on what one account may do only so
 * often. Each group is one budget shared by its routes, counted by @fastify/rate-limit and keyed by group and
 * `request.ip` (or the account, `ACCOUNT_KEYED`): in memory on one instance, in Redis with REDIS_URL so that every
 * instance spends the same budget.
 */
export const RATE_LIMITS = {
  /** Geocoding and autocomplete share one upstream (Nominatim allows one request a second). */
  lookups: { max: 60, windowMs: 60_000 },
  /** Serviceability checks and guests' detected locations (a database write each). */
  locationChecks: { max: 60, windowMs: 60_000 },
  couponChecks: { max: 20, windowMs: 60_000 },
  /** Sign-in and registration code sends, beside the per-phone limits: the per-address cap, counted on every request. */
  codeSends: { max: OTP_MAX_SENDS_PER_IP_PER_HOUR, windowMs: 3_600_000 },
  /** Code checks (sign-in, registration): guesses and number probing, per address. */
  codeChecks: { max: OTP_MAX_CHECKS_PER_IP_PER_HOUR, windowMs: 3_600_000 },
  /** Admin password reset links asked for, and resets tried. */
  passwordResetRequests: { max: 5, windowMs: 15 * 60_000 },
  passwordResets: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Bookings one customer places (checkout and quick pickup together, retries included): more than a person books, far
   * fewer than a script; the open-bookings limit (OPEN_BOOKINGS_PER_CUSTOMER) caps what stays open. Its max is the
   * operator's BOOKINGS_PER_CUSTOMER_PER_HOUR (this is its default).
   */
  bookingCreates: { max: 20, windowMs: 3_600_000 },
  /** The payment provider's webhooks (signed; this only stops a flood of unsigned ones). */
  paymentWebhooks: { max: 600, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitOverrides = Partial<Record<RateLimitName, RateLimitRule>>;

/** The spec's words for a 429 (admin-and-backend.md), and its own for code sends. */
const TOO_MANY = 'Too many requests, please try again later';
const MESSAGES: Record<RateLimitName, string> = {
  lookups: TOO_MANY,
  locationChecks: TOO_MANY,
  couponChecks: TOO_MANY,
  codeSends: AUTH_MESSAGES.tooManySends,
  codeChecks: AUTH_MESSAGES.tooManyChecks,
  passwordResetRequests: PASSWORD_RESET_MESSAGES.tooManyRequests,
  passwordResets: PASSWORD_RESET_MESSAGES.tooManyRequests,
  bookingCreates: BOOKING_MESSAGES.tooManyPlaced,
  paymentWebhooks: TOO_MANY,
};

/**
 * Groups counted per signed-in customer: their account wherever they are (mobile networks share addresses), the
 * address when the request has no customer session (the role gate then refuses it).
 */
const ACCOUNT_KEYED: Partial<Record<RateLimitName, (request: FastifyRequest) => Promise<string>>> = {
  bookingCreates: async (request) => {
    const customer = await request.auth.get('customer');
    return customer ? `customer:${customer.userId}` : `ip:${normalizeIP(request.ip)}`;
  },
};

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A route's `onRequest` hook per limit group: `onRequest: app.limits.lookups`. */
    limits: Record<RateLimitName, LimitHook>;
  }
}

/** The shared counters' connection; fails fast while Redis is away instead of queueing. */
async function connectCounterStore(url: string, app: FastifyInstance): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  client.on('error', (err) => app.log.warn({ err }, 'redis rate-limit store error'));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  app.addHook('onClose', async () => client.disconnect());
  return client;
}

export async function registerRateLimits(app: FastifyInstance, overrides: RateLimitOverrides = {}): Promise<void> {
  const { REDIS_URL, REDIS_KEY_PREFIX } = app.env;
  const redis = REDIS_URL ? await connectCounterStore(REDIS_URL, app) : undefined;
  await app.register(rateLimit, {
    global: false,
    // A Redis outage lets requests through rather than stopping sign-ins; the per-phone limits (database) still hold.
    ...(redis ? { redis, nameSpace: `${REDIS_KEY_PREFIX}rate-limit:`, skipOnError: true } : {}),
  });
  const limits = {} as Record<RateLimitName, LimitHook>;
  const fromEnv: RateLimitOverrides = {
    bookingCreates: { max: app.env.BOOKINGS_PER_CUSTOMER_PER_HOUR, windowMs: RATE_LIMITS.bookingCreates.windowMs },
  };
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) {
    const { max, windowMs } = { ...RATE_LIMITS[name], ...fromEnv[name], ...overrides[name] };
    const accountKey = ACCOUNT_KEYED[name];
    limits[name] = app.rateLimit({
      max,
      timeWindow: windowMs,
      // The plugin's limiters share one Redis key space: the group's name keeps their budgets apart.
      keyGenerator: accountKey
        ? async (request) => `${name}:${await accountKey(request)}`
        : (request) => `${name}:${normalizeIP(request.ip)}`,
      errorResponseBuilder: (_request, context) => tooManyRequests(MESSAGES[name], Math.max(1, Math.ceil(context.ttl / 1000))),
    }) as unknown as LimitHook;
  }
  app.decorate('limits', limits);
}
