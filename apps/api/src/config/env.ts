import { z } from 'zod';
import { trustProxySchema } from './trust-proxy.js';
import { indianMobileSchema } from '@washday/core';

// The one place that reads the environment. Anything else receives an `Env`.

/** Messages a second a provider takes (a fraction for less than one a second). */
const sendRateSchema = z.coerce.number().positive().max(10_000);

/**
 * Each provider's rate when its variable is unset. MSG91 publishes none: 50 a second is within what an account gets;
 * WhatsApp Cloud API allows 80 a business number by default, replies and codes included, so 60; SMTP relays commonly
 * take 10-14; the outbox is the development stand-in for a fast provider.
 */
export const PROVIDER_SEND_RATES = { msg91: 50, 'cloud-api': 60, smtp: 10, outbox: 200, none: 10 } as const;
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Loopback by default: a development install must not answer the network (set 0.0.0.0 to listen on every interface). */
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address people open the app at, for links in messages (password reset); defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** A PostgreSQL server; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** 'false' behind a pooler that cannot keep prepared statements (PgBouncer before 1.21); each statement then costs two round trips. */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served on the same port as the API. */
  WEB_DIST_DIR: z.string().optional(),
  /** Seed demo accounts and bookings when the database has no users yet; defaults to on outside production. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Keys the hashes of phone codes; at least 32 characters, required in production. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Send session cookies only over HTTPS; defaults to on in production. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  /** Where SMS codes go: the local outbox (development) or MSG91's OTP API. */
  SMS_PROVIDER: z.enum(['outbox', 'msg91']).default('outbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_TEMPLATE_ID: z.string().optional(),
  /** MSG91 Flow template for order updates (##title##, ##message##); without it SMS updates fail and are recorded as failed. */
  MSG91_NOTICE_TEMPLATE_ID: z.string().optional(),
  /** Its DLT-approved Hindi twin, for customers who chose Hindi; without it they get order updates by SMS in English. */
  MSG91_NOTICE_TEMPLATE_ID_HI: z.string().optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  /** Where WhatsApp codes go: the local outbox or the WhatsApp Cloud API. */
  WHATSAPP_PROVIDER: z.enum(['outbox', 'cloud-api']).default('outbox'),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TEMPLATE_NAME: z.string().default('washday_login_code'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  /** Approved utility template for order updates; its body takes the title and the text. */
  WHATSAPP_NOTICE_TEMPLATE_NAME: z.string().default('washday_order_update'),
  /** 'true' when that template also has an approved Hindi ('hi') version, for customers who chose Hindi. */
  WHATSAPP_NOTICE_TEMPLATE_HINDI: z.enum(['true', 'false']).default('false'),
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /**
   * Where emails go (admin reset links; customers' notification copies): the local outbox or an SMTP relay. Unset, the
   * outbox outside production; production without one refuses each email, saying so in the log.
   */
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (user and password URL-encoded). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From address of every email, e.g. "Washday <no-reply@example.com>". */
  EMAIL_FROM: z.string().min(3).optional(),
  /**
   * A file the development outbox appends one JSON line to per message it takes (kind, channel, to, reference, sentAt,
   * pid; never the text), so several instances, killed and restarted, can count what they sent. Refused in production.
   */
  OUTBOX_JOURNAL: z.string().min(1).optional(),
  /** Who takes online and UPI payments: the local stand-in (development, tests) or Razorpay (docs/decisions/0033-money.md). */
  PAYMENT_PROVIDER: z.enum(['local', 'razorpay']).default('local'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** The secret set on the dashboard's webhook: signs every webhook body. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Address search and reverse geocoding: the built-in gazetteer only, or OpenStreetMap's Nominatim with the gazetteer as fallback. */
  GEOCODER_PROVIDER: z.enum(['offline', 'nominatim']).default('offline'),
  NOMINATIM_BASE_URL: z.url().default('https://nominatim.openstreetmap.org'),
  /** Nominatim's policy requires an identifying User-Agent with a contact. */
  NOMINATIM_USER_AGENT: z.string().min(5).default('Washday/1.0 (laundry pickup service; ops@washday.example)'),
  /** How long an online lookup may take before the gazetteer answers instead (the spec's 8 s). */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Milliseconds a message provider may take before the send counts as failed. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * Customers' copies (order updates) sent a second at most by SMS, WhatsApp and email: the provider's limit. Unset, by
   * provider (PROVIDER_SEND_RATES). Each instance counts its own: with several, share the provider's limit among them.
   */
  SMS_MESSAGES_PER_SECOND: sendRateSchema.optional(),
  WHATSAPP_MESSAGES_PER_SECOND: sendRateSchema.optional(),
  EMAIL_MESSAGES_PER_SECOND: sendRateSchema.optional(),
  /** Copies one instance sends at once (the rates above still hold): enough to keep the provider busy while each waits. */
  MESSAGE_SEND_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(20),
  /** Proxies in front of the app whose X-Forwarded-For gives the client's address; unset, the connection's address counts. */
  TRUST_PROXY: trustProxySchema.optional(),
  /** Customer support's phone line and WhatsApp number (Indian mobiles); fictional demo numbers outside production. */
  SUPPORT_PHONE: indianMobileSchema.optional(),
  SUPPORT_WHATSAPP: indianMobileSchema.optional(),
  /**
   * Open bookings (pending, confirmed, in progress) one customer may have at once; one more is refused with 409 until
   * one finishes or is cancelled. Checkout, quick pickup and an admin's booking for the customer all count and obey it.
   */
  OPEN_BOOKINGS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * How long before its slot a recurring pickup's occurrence is booked as a real order (docs/decisions/0040): from then
   * it takes a seat in its slot and its rider can be planned. 1-336 hours.
   */
  RECURRING_PICKUP_LEAD_HOURS: z.coerce.number().int().min(1).max(336).default(48),
  /**
   * Bookings one customer may place in an hour (checkout and quick pickup together, refused tries and retries included);
   * more answer 429 with Retry-After. Admins booking for a customer are not counted.
   */
  BOOKINGS_PER_CUSTOMER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** redis://… to fan live events out across several API instances; unset, one instance serves them in process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Starts every Redis key and channel of this system (live events, rate limits), so systems may share a Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'must be 1-64 letters, digits or : . _ -')
    .default('washday:'),
  /**
   * Bearer token a scraper sends for GET /metrics (decision 0036). Unset, /metrics answers loopback connections only
   * (404 to others), production included.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * The most a graceful shutdown (SIGTERM, SIGINT) may take to finish requests in flight and running jobs; after it the
   * open connections are cut and the process exits 1 (decision 0037). Keep it below the supervisor's own stop timeout.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(25_000),
  /**
   * On SIGTERM, how long the instance keeps serving (every answer with `connection: close`) before it stops listening:
   * longer than the proxy's idle keep-alive timeout (nginx's 4 s in deploy/), so no request is sent on a connection
   * just as this instance closes it. 0 stops listening at once.
   */
  SHUTDOWN_LINGER_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Connections the kernel holds for this instance before it accepts them. When the other instance restarts, its
   * thousands of live streams reconnect here within a second; Node's default (511) overflowed then, the kernel dropped
   * the connects and nginx timed out and marked the instance failed. The kernel caps it at net.core.somaxconn.
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4_096),
  /**
   * Login codes one IP address may ask for in an hour. Indian mobile networks put many phones behind one address
   * (carrier-grade NAT), so operators may raise it; the per-phone limits stay.
   */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Codes one phone may be sent in an hour (the spec's 5); the journeys, which sign the demo riders in many times, raise it. */
  OTP_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(1_000).default(5),
  /**
   * Live event streams (GET /api/events) one client address may hold open at once on one instance; more are refused
   * with 429. Many phones can share a mobile network's address, so operators may raise it.
   */
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * Friends a customer earns a referral reward for at most (docs/decisions/0017-referrals.md); friends after that still
   * get their welcome coupon. 0 turns the referrers' rewards off.
   */
  REFERRAL_REWARDS_PER_REFERRER: z.coerce.number().int().min(0).max(100_000).default(20),
  /** Web push's VAPID key pair (base64url, as web-push generates); unset, the server makes one at first start and keeps it. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:ops@washday.example'),
  /**
   * What solves the route planner's problem (decision 0035): the in-process solver, or a VROOM server (with OSRM
   * behind it) at VROOM_URL for larger deployments. Either way the same VROOM-shaped problem is sent.
   */
  ROUTING_ENGINE: z.enum(['local', 'vroom']).default('local'),
  /** The VROOM server's HTTP endpoint (vroom-express), e.g. http://vroom:3000/; required when ROUTING_ENGINE=vroom. */
  VROOM_URL: z.url().optional(),
  /** How long a VROOM answer may take before the plan fails with a clear error. */
  VROOM_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(10_000),
});

// Development and tests get a fixed secret so codes survive restarts; production must set its own.
const DEVELOPMENT_SECRET = 'washday-development-secret-not-for-production';
/** Clearly fictional numbers so a development install shows its support actions; never used in production. */
export const DEMO_SUPPORT_NUMBERS = { phone: '9000000000', whatsapp: '9000000001' } as const;

function crossCheck(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (production && !env.APP_SECRET) problems.push('APP_SECRET: required in production');
  if (production && env.APP_SECRET === DEVELOPMENT_SECRET)
    problems.push('APP_SECRET: is the public development value; set a secret of your own');
  if (env.SMS_PROVIDER === 'msg91' && (!env.MSG91_AUTH_KEY || !env.MSG91_TEMPLATE_ID))
    problems.push('MSG91_AUTH_KEY, MSG91_TEMPLATE_ID: required when SMS_PROVIDER=msg91');
  if (env.WHATSAPP_PROVIDER === 'cloud-api' && (!env.WHATSAPP_ACCESS_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID))
    problems.push('WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID: required when WHATSAPP_PROVIDER=cloud-api');
  if (production && env.SMS_PROVIDER === 'outbox')
    problems.push('SMS_PROVIDER: the outbox is for development; use msg91 in production');
  if (production && env.WHATSAPP_PROVIDER === 'outbox')
    problems.push('WHATSAPP_PROVIDER: the outbox is for development; use cloud-api in production');
  if (env.EMAIL_PROVIDER === 'smtp' && (!env.SMTP_URL || !env.EMAIL_FROM))
    problems.push('SMTP_URL, EMAIL_FROM: required when EMAIL_PROVIDER=smtp');
  if (production && env.EMAIL_PROVIDER === 'outbox')
    problems.push('EMAIL_PROVIDER: the outbox is for development; use smtp in production');
  if (production && env.OUTBOX_JOURNAL)
    problems.push('OUTBOX_JOURNAL: the outbox journal is for development; unset it in production');
  if (env.PAYMENT_PROVIDER === 'razorpay' && (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET || !env.RAZORPAY_WEBHOOK_SECRET))
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=razorpay');
  if (production && env.PAYMENT_PROVIDER === 'local')
    problems.push('PAYMENT_PROVIDER: the local provider is for development; use razorpay in production');
  if (env.ROUTING_ENGINE === 'vroom' && !env.VROOM_URL) problems.push('VROOM_URL: required when ROUTING_ENGINE=vroom');
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  if (production && env.COOKIE_SECURE === 'false')
    problems.push('COOKIE_SECURE: session cookies must be HTTPS-only in production; remove COOKIE_SECURE=false');
  return problems;
}

export type Env = Omit<
  z.infer<typeof envSchema>,
  | 'SEED_DEMO'
  | 'APP_SECRET'
  | 'COOKIE_SECURE'
  | 'SUPPORT_PHONE'
  | 'SUPPORT_WHATSAPP'
  | 'DATABASE_PREPARED_STATEMENTS'
  | 'SMS_MESSAGES_PER_SECOND'
  | 'WHATSAPP_MESSAGES_PER_SECOND'
  | 'EMAIL_MESSAGES_PER_SECOND'
> & {
  /** Each channel's rate, as set or its provider's (PROVIDER_SEND_RATES). */
  SMS_MESSAGES_PER_SECOND: number;
  WHATSAPP_MESSAGES_PER_SECOND: number;
  EMAIL_MESSAGES_PER_SECOND: number;
  SEED_DEMO: boolean;
  DATABASE_PREPARED_STATEMENTS: boolean;
  APP_SECRET: string;
  COOKIE_SECURE: boolean;
  /** 10-digit mobiles; null when production sets none (the app then hides the action). */
  SUPPORT_PHONE: string | null;
  SUPPORT_WHATSAPP: string | null;
};

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const problems = crossCheck(parsed.data);
  if (problems.length > 0) throw new EnvError(`Invalid environment configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const {
    SEED_DEMO,
    APP_SECRET,
    COOKIE_SECURE,
    SUPPORT_PHONE,
    SUPPORT_WHATSAPP,
    DATABASE_PREPARED_STATEMENTS,
    SMS_MESSAGES_PER_SECOND,
    WHATSAPP_MESSAGES_PER_SECOND,
    EMAIL_MESSAGES_PER_SECOND,
    ...rest
  } = parsed.data;
  const production = rest.NODE_ENV === 'production';
  const emailProvider = rest.EMAIL_PROVIDER ?? (production ? 'none' : 'outbox');
  return {
    ...rest,
    SMS_MESSAGES_PER_SECOND: SMS_MESSAGES_PER_SECOND ?? PROVIDER_SEND_RATES[rest.SMS_PROVIDER],
    WHATSAPP_MESSAGES_PER_SECOND: WHATSAPP_MESSAGES_PER_SECOND ?? PROVIDER_SEND_RATES[rest.WHATSAPP_PROVIDER],
    EMAIL_MESSAGES_PER_SECOND: EMAIL_MESSAGES_PER_SECOND ?? PROVIDER_SEND_RATES[emailProvider],
    SEED_DEMO: SEED_DEMO === undefined ? !production : SEED_DEMO === 'true',
    DATABASE_PREPARED_STATEMENTS: DATABASE_PREPARED_STATEMENTS === 'true',
    APP_SECRET: APP_SECRET ?? DEVELOPMENT_SECRET,
    COOKIE_SECURE: COOKIE_SECURE === undefined ? production : COOKIE_SECURE === 'true',
    SUPPORT_PHONE: SUPPORT_PHONE ?? (production ? null : DEMO_SUPPORT_NUMBERS.phone),
    SUPPORT_WHATSAPP: SUPPORT_WHATSAPP ?? (production ? null : DEMO_SUPPORT_NUMBERS.whatsapp),
  };
}
