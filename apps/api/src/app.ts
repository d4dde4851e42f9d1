import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import etag from '@fastify/etag';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { refuseControlCharacters } from '@washday/core';
import type { Clock } from './clock.js';
import type { Env } from './config/env.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import type { Database } from './db/client.js';
import { registerDrainingConnectionClose } from './lifecycle/graceful-shutdown.js';
import { RunState } from './lifecycle/run-state.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRouteAccessCheck, type DeclaredRoute } from './plugins/route-access.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerRateLimits, type RateLimitOverrides } from './plugins/rate-limits.js';
import { registerCompression } from './plugins/compression.js';
import { AccessLog } from './plugins/access-log.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { CatalogueCache } from './modules/catalogue/catalogue-cache.js';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes.js';
import { adminVendorRoutes } from './modules/admin-vendors/admin-vendors.routes.js';
import { vendorStaffRoutes } from './modules/vendor-staff/vendor-staff.routes.js';
import { adminPlacesRoutes } from './modules/admin-places/admin-places.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { probeRoutes } from './modules/health/probes.routes.js';
import { AppMetrics, withMoveCounts } from './metrics/app-metrics.js';
import { metricsRoutes, registerHttpMetrics } from './metrics/metrics.routes.js';
import { customerAuthRoutes } from './modules/auth/customer-auth.routes.js';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.js';
import { adminPasswordRoutes } from './modules/admin-auth/admin-password.routes.js';
import { riderAuthRoutes } from './modules/riders/rider-auth.routes.js';
import { DocumentStore } from './modules/riders/rider-documents.js';
import { outboxRoutes } from './modules/dev/outbox.routes.js';
import { Outbox } from './modules/messaging/outbox-sender.js';
import { OutboxJournal } from './modules/messaging/outbox-journal.js';
import { createSenders } from './modules/messaging/create-senders.js';
import type { MessageSenders } from './modules/messaging/message-sender.js';
import { sendTurns } from './modules/messaging/send-rate.js';
import { registerAuthentication } from './plugins/authentication.js';
import { addressRoutes } from './modules/addresses/addresses.routes.js';
import { bookingRoutes } from './modules/bookings/bookings.routes.js';
import { couponRoutes } from './modules/coupons/coupons.routes.js';
import { locationRoutes } from './modules/locations/locations.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import type { Geocoder } from './modules/locations/geocoder.js';
import { createGeocoder } from './modules/locations/create-geocoder.js';
import path from 'node:path';
import { JobQueue } from './jobs/job-queue.js';
import { embeddedDatabaseUpkeepJob, purgeExpiredRecordsJob } from './modules/housekeeping/housekeeping.jobs.js';
import { fitTravelModelJob } from './modules/route-planner/travel/travel-fit.jobs.js';
import { createEventBus } from './events/event-bus.js';
import { EventStreams } from './events/event-streams.js';
import { eventRoutes } from './events/events.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { notificationMessageJob } from './modules/notifications/notification-messages.jobs.js';
import { notificationSweepJob } from './modules/notifications/notification-sweep.jobs.js';
import type { LifecycleEvents } from './modules/orders/order-audit.js';
import { orderNotificationsOf } from './modules/orders/order-notifications.js';
import { orderRoutes } from './modules/orders/orders.routes.js';
import { adminStatsRoutes } from './modules/admin-stats/admin-stats.routes.js';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes.js';
import { createRoutePlanner } from './modules/route-planner/route-planner.js';
import { registerReplanTriggers, withReplanOnMoves } from './modules/route-planner/plan-triggers.js';
import { routeLateCheckJob, routeReplanJob } from './modules/route-planner/replan.jobs.js';
import { routePlannerRoutes } from './modules/route-planner/route-planner.routes.js';
import { createRouteEngine } from './modules/route-planner/travel/engines.js';
import { createTravelTimes } from './modules/route-planner/travel/travel-times.js';
import { notifyDepsOf } from './modules/notifications/notify.service.js';
import { verificationRoutes } from './modules/verifications/verifications.routes.js';
import { expireVerificationsJob } from './modules/verifications/verifications.jobs.js';
import { pickupReminderJob } from './modules/reminders/pickup-reminders.jobs.js';
import { recurringPickupsJob } from './modules/recurring-pickups/recurring-pickups.jobs.js';
import {
  devInboundRoutes,
  occurrenceDepsOf,
  recurringPickupRoutes,
} from './modules/recurring-pickups/recurring-pickups.routes.js';
import { withPickupReminders } from './modules/reminders/pickup-reminders.service.js';
import { sharedBookingRoutes } from './modules/orders/shared-bookings.routes.js';
import { pickupPhotoRoutes } from './modules/orders/pickup-photos.routes.js';
import { garmentRoutes } from './modules/garments/garments.routes.js';
import { garmentScanRoutes } from './modules/garment-scans/garment-scans.routes.js';
import { inspectionRoutes } from './modules/inspections/inspections.routes.js';
import { claimRoutes } from './modules/claims/claims.routes.js';
import { ratingRoutes } from './modules/ratings/ratings.routes.js';
import { tipReconcileJob } from './modules/ratings/tips.jobs.js';
import { planDepsOf, planRoutes } from './modules/plans/plans.routes.js';
import { planRenewalJob } from './modules/plans/plan-cycles.js';
import { withPlans } from './modules/plans/plan-usage.js';
import { riderActivityRoutes } from './modules/riders/rider-activity.routes.js';
import { adminRiderRoutes } from './modules/admin-riders/admin-riders.routes.js';
import { adminBookingCreateRoutes } from './modules/admin-booking-create/admin-booking-create.routes.js';
import { adminCouponRoutes } from './modules/admin-coupons/admin-coupons.routes.js';
import { adminBookingRoutes } from './modules/admin-bookings/admin-bookings.routes.js';
import { referralRoutes } from './modules/referrals/referrals.routes.js';
import { withReferralRewards } from './modules/referrals/referral-rewards.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { quickPickupRoutes } from './modules/quick-pickup/quick-pickup.routes.js';
import type { Agent as HttpsAgent } from 'node:https';
import { pushRoutes } from './modules/push/push.routes.js';
import { paymentRoutes, moneyDepsOf } from './modules/payments/payments.routes.js';
import { invoiceEmailJob } from './modules/payments/invoice-email.js';
import { planInvoicing } from './modules/payments/plan-invoices.js';
import type { PlanInvoicing } from './modules/plans/plan-deps.js';
import { moneyReportRoutes } from './modules/payments/money-reports.routes.js';
import { devPaymentRoutes } from './modules/payments/dev-payments.routes.js';
import { createPaymentProvider } from './modules/payments/create-provider.js';
import { localRecordsIn } from './modules/payments/local-provider-records.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import { withMoney } from './modules/payments/money-lifecycle.js';
import { paymentReconcileJob } from './modules/payments/payments.jobs.js';
import { webPushSender } from './modules/push/push-sender.js';
import { pushNotificationJob } from './modules/push/push.service.js';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid-keys.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    startedAt: Date;
    /** Starting, ready or draining: readiness answers from it, shutdown moves it (lifecycle/run-state.ts). */
    runState: RunState;
    /** This instance's Prometheus metrics, in a registry of its own (GET /metrics, decision 0036). */
    metrics: AppMetrics;
    /** Every API route with its declared access, for the access table tests. */
    declaredRoutes: DeclaredRoute[];
    /** The time source; tests replace `now` to move the clock. */
    clock: Clock;
    outbox: Outbox;
    senders: MessageSenders;
    /** Web push's VAPID keys: configured, or made at first use and kept in the database. */
    vapidKeys: () => Promise<VapidKeys>;
    documents: DocumentStore;
    geocoder: Geocoder;
    /** Background jobs; main.ts starts them, closing the app stops them. */
    jobs: JobQueue;
    /** Live event streams of this instance and the bus that feeds them (in process, or Redis with REDIS_URL). */
    liveEvents: EventStreams;
    /** Told of each order move, in its transaction and after its commit (notifications and live events). */
    lifecycleEvents: LifecycleEvents;
    /** Online and UPI payments (docs/decisions/0033-money.md): Razorpay, or the local stand-in. */
    paymentProvider: PaymentProvider;
    /** Tax invoices and credit notes for laundry plans' cycles, issued by the money module (decision 0042). */
    planInvoicing: PlanInvoicing;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Replaces the configured message providers (tests). */
  senders?: MessageSenders;
  /** The HTTPS agent pushes go out through (tests trust their local push service's certificate with it). */
  pushAgent?: HttpsAgent;
  /** Replaces the configured geocoder (tests). */
  geocoder?: Geocoder;
  lifecycleEvents?: LifecycleEvents;
  /** Replaces the configured payment provider (tests). */
  paymentProvider?: PaymentProvider;
  /** Changes per-address limits (tests). */
  rateLimits?: RateLimitOverrides;
  /** The most bookings one CSV export holds, instead of ADMIN_BOOKINGS_EXPORT_MAX (tests). */
  bookingsExportMax?: number;
}

/** JSON bodies above this are refused with 413; uploads get their own limit. */
const JSON_BODY_LIMIT = 256 * 1024;

export async function buildApp({
  env,
  database,
  logger,
  clock,
  senders,
  geocoder,
  rateLimits,
  lifecycleEvents,
  pushAgent,
  bookingsExportMax,
  paymentProvider,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: env.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // One access line a request, at a level by outcome (plugins/access-log.ts).
    logController: new AccessLog(),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    // Only configured proxies may name the client's address; otherwise anyone could pick their own.
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route's input also refuses control characters (PostgreSQL cannot store NUL), so no route can forget to.
  app.setValidatorCompiler<ZodType>(({ schema, ...route }) =>
    validatorCompiler({ ...route, schema: refuseControlCharacters(schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('startedAt', new Date());
  app.decorate('runState', new RunState());
  registerDrainingConnectionClose(app);
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  const appClock: Clock = clock ?? { now: () => new Date() };
  app.decorate('clock', appClock);
  const outbox = new Outbox(app.log, {
    logText: env.NODE_ENV === 'development',
    ...(env.OUTBOX_JOURNAL ? { journal: new OutboxJournal(env.OUTBOX_JOURNAL) } : {}),
  });
  app.decorate('outbox', outbox);
  app.decorate('senders', senders ?? createSenders(env, outbox, () => appClock.now()));
  app.decorate('documents', new DocumentStore(path.resolve(env.DATA_DIR, 'private')));
  app.decorate('geocoder', geocoder ?? createGeocoder(env, app.log));
  // On a clock of its own (tests), jobs run when asked, never on the wall clock's schedule (docs/decisions/0010).
  const jobs = new JobQueue(database, app.log, { schedule: clock === undefined });
  app.decorate('jobs', jobs);
  // Read at scrape time: the streams and the bus are made below.
  const metrics = new AppMetrics(
    {
      openStreams: () => app.liveEvents.size,
      jobDepth: () => jobs.depth(),
      databasePools: () => ({
        appMax: database.maxConnections,
        embedded: database.kind === 'pglite',
        ...(jobs.poolStats() ? { queue: jobs.poolStats() } : {}),
      }),
    },
    app.log,
  );
  app.decorate('metrics', metrics);
  jobs.onJobFailed = (name) => metrics.jobFailures.inc({ job: name });
  jobs.define(purgeExpiredRecordsJob({ db: database.db, clock: appClock }));
  if (database.upkeep) jobs.define(embeddedDatabaseUpkeepJob(database.upkeep));
  // The route planner's travel times, fitted nightly from riders' pings and completed trips (decision 0035).
  jobs.define(fitTravelModelJob({ db: database.db, clock: appClock }));
  // Workers stop before requests drain; the queue's own connections close with the app.
  app.addHook('preClose', async () => jobs.stop());
  app.addHook('onClose', async () => jobs.close());
  // Customers' copies go as fast as each provider takes them (its rate), several at once; sign-in codes are not held.
  const turns = sendTurns({
    sms: env.SMS_MESSAGES_PER_SECOND,
    whatsapp: env.WHATSAPP_MESSAGES_PER_SECOND,
    email: env.EMAIL_MESSAGES_PER_SECOND,
  });
  jobs.define(
    notificationMessageJob({
      db: database.db,
      senders: app.senders,
      turns,
      clock: appClock,
      concurrency: env.MESSAGE_SEND_CONCURRENCY,
    }),
  );
  // Customers' invoices by email (queued as each is issued), at the email provider's rate too.
  jobs.define(invoiceEmailJob({ db: database.db, email: app.senders.email, turn: turns.email, clock: appClock }));
  // Copies left 'queued' with no job (stored before copies were queued with their notification) go once.
  jobs.define(notificationSweepJob({ db: database.db, jobs, clock: appClock }));
  let vapid: Promise<VapidKeys> | undefined;
  app.decorate(
    'vapidKeys',
    () =>
      (vapid ??= loadVapidKeys(database.db, env).catch((error: unknown) => {
        vapid = undefined;
        throw error;
      })),
  );
  jobs.define(
    pushNotificationJob({
      db: database.db,
      sender: async () => webPushSender(await app.vapidKeys(), env.PROVIDER_TIMEOUT_MS, pushAgent),
      clock: appClock,
    }),
  );
  const bus = await createEventBus(env.REDIS_URL, app.log, env.REDIS_KEY_PREFIX, (seconds) => metrics.busLag.observe(seconds));
  app.decorate('liveEvents', new EventStreams(bus, database.db, app.log, appClock, env.EVENT_STREAMS_PER_ADDRESS));
  // Order moves raise their notifications and live events; tests may listen instead.
  // A completed first order also rewards the customer's referrer, whoever listens to the moves.
  // An admin's confirmation or edit of the pickup schedules its reminder.
  const referralRewards = withReferralRewards(lifecycleEvents ?? orderNotificationsOf(app), {
    bus: app.liveEvents.bus,
    jobs: app.jobs,
    log: app.log,
    maxRewardedFriends: env.REFERRAL_REWARDS_PER_REFERRER,
  });
  app.decorate(
    'paymentProvider',
    paymentProvider ?? createPaymentProvider(env, () => appClock.now(), localRecordsIn(database.db)),
  );
  app.decorate('planInvoicing', planInvoicing(jobs));
  // Money hears every move too: the bill made final, the invoice issued, a cancelled order refunded.
  // The route planner (decision 0035) re-plans after the moves that change the day (not after its own).
  const routeEngine = createRouteEngine(env);
  app.addHook('onClose', async () => routeEngine.close?.());
  const routePlanner = createRoutePlanner(app, { travel: createTravelTimes(database.db), engine: routeEngine });
  app.decorate('routePlanner', routePlanner);
  app.decorate(
    'lifecycleEvents',
    withMoveCounts(
      withReplanOnMoves(
        // A plan covers the order before the money module settles its bill (decision 0042).
        withPlans(withMoney(withPickupReminders(referralRewards, notifyDepsOf(app)), () => moneyDepsOf(app))),
        routePlanner.request,
      ),
      metrics,
    ),
  );
  jobs.define(routeReplanJob(routePlanner.run));
  jobs.define(routeLateCheckJob({ db: database.db, now: () => appClock.now(), request: routePlanner.request }));
  jobs.define(paymentReconcileJob(() => moneyDepsOf(app)));
  // Tips the provider took whose news was lost (decision 0041).
  jobs.define(tipReconcileJob(() => ({ db: app.database.db, now: () => app.clock.now(), provider: app.paymentProvider })));
  jobs.define(planRenewalJob(() => planDepsOf(app)));
  // Open streams would hold the server open: end them first; the bus closes with the app.
  app.addHook('preClose', async () => app.liveEvents.closeAll());
  app.addHook('onClose', async () => bus.close());
  app.decorate('catalogue', new CatalogueCache(database.db, bus, app.log));
  app.addHook('onClose', async () => app.catalogue.close());
  jobs.define(expireVerificationsJob({ ...notifyDepsOf(app), events: app.lifecycleEvents }));
  jobs.define(pickupReminderJob(notifyDepsOf(app)));
  // Recurring pickups: due occurrences booked ahead, and their evening-before reminders (decision 0040).
  jobs.define(recurringPickupsJob(() => occurrenceDepsOf(app)));
  registerRouteAccessCheck(app, app.declaredRoutes);
  // New bookings and riders going on or off shift ask for a re-plan too (after their answer).
  registerReplanTriggers(app, routePlanner.request);
  registerHttpMetrics(app, metrics);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { https: env.COOKIE_SECURE, razorpayCheckout: env.PAYMENT_PROVIDER === 'razorpay' });
  // The per-address cap on code sends is the operator's (OTP_SENDS_PER_IP_PER_HOUR), here as in the code service.
  await registerRateLimits(app, { codeSends: { max: env.OTP_SENDS_PER_IP_PER_HOUR, windowMs: 3_600_000 }, ...rateLimits });
  await app.register(etag);
  await registerCompression(app);
  await registerOpenApi(app);
  await registerAuthentication(app);

  await app.register(healthRoutes);
  await app.register(probeRoutes);
  await app.register(metricsRoutes(metrics));
  await app.register(catalogueRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminVendorRoutes);
  await app.register(vendorStaffRoutes);
  await app.register(adminPlacesRoutes);
  await app.register(customerAuthRoutes);
  await app.register(riderAuthRoutes);
  await app.register(riderActivityRoutes);
  await app.register(adminRiderRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminPasswordRoutes);
  await app.register(addressRoutes);
  await app.register(locationRoutes);
  await app.register(couponRoutes);
  await app.register(adminCouponRoutes);
  await app.register(bookingRoutes);
  await app.register(adminBookingCreateRoutes);
  await app.register(quickPickupRoutes);
  await app.register(recurringPickupRoutes);
  await app.register(orderRoutes);
  await app.register(adminBookingRoutes, { exportMax: bookingsExportMax });
  await app.register(referralRoutes);
  await app.register(adminStatsRoutes);
  await app.register(dispatchRoutes);
  await app.register(routePlannerRoutes);
  await app.register(pickupPhotoRoutes);
  await app.register(garmentRoutes);
  await app.register(garmentScanRoutes);
  await app.register(inspectionRoutes);
  await app.register(claimRoutes);
  await app.register(ratingRoutes);
  await app.register(planRoutes);
  await app.register(verificationRoutes);
  await app.register(sharedBookingRoutes);
  await app.register(supportRoutes);
  await app.register(notificationRoutes);
  await app.register(preferencesRoutes);
  await app.register(accountRoutes);
  await app.register(pushRoutes);
  await app.register(paymentRoutes);
  await app.register(moneyReportRoutes);
  await app.register(eventRoutes);
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') {
    await app.register(outboxRoutes);
    await app.register(devPaymentRoutes);
    await app.register(devInboundRoutes);
  }

  await registerWebApp(app, env.WEB_DIST_DIR);
  return app;
}
