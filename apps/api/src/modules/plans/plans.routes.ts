import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAN_MESSAGES, contract, formatRupees } from '@washday/core';
import { laundryPlans, planCycles } from '../../db/schema/index.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { createPlan, listPlansForAdmin, listSubscribers, updatePlan } from './admin-plans.service.js';
import { refundCycle } from './plan-cycles.js';
import type { PlanDeps } from './plan-deps.js';
import {
  cancelSubscription,
  capturePlanPayment,
  liveSubscription,
  myPlanInvoices,
  mySubscription,
  startCyclePayment,
  subscribe,
} from './plan-subscriptions.js';
import { planUsageOf } from './plan-usage.js';
import { planView } from './plan-views.js';

export const planDepsOf = (app: FastifyInstance): PlanDeps => ({
  db: app.database.db,
  now: () => app.clock.now(),
  provider: app.paymentProvider,
  invoicing: app.planInvoicing,
  notify: notifyDepsOf(app),
});

const dayOf = (at: Date) =>
  at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Laundry plans (docs/decisions/0042-laundry-plans.md): the customer's plan and its payments, and operations' plans. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();

  app.route({
    ...contractRoute(contract.plans.list),
    config: { access: 'public' },
    handler: async () => {
      const rows = await db().select().from(laundryPlans).where(eq(laundryPlans.isActive, true)).orderBy(laundryPlans.pricePaise);
      return { success: true as const, plans: rows.map(planView) };
    },
  });

  app.route({
    ...contractRoute(contract.plans.mine),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, subscription: await mySubscription(db(), userId) };
    },
  });

  // Every invoiced cycle of the caller's plans, ended ones too (decision 0042); no id in the path: their own only.
  app.route({
    ...contractRoute(contract.plans.invoices),
    config: { access: 'customer', resource: 'none' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, invoices: await myPlanInvoices(db(), userId) };
    },
  });

  app.route({
    ...contractRoute(contract.plans.subscribe),
    config: { access: 'customer' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const subscription = await subscribe(planDepsOf(app), userId, request.body.plan_id);
      return reply
        .status(201)
        .send({ success: true as const, message: PLAN_MESSAGES.subscribed(subscription.plan.name), subscription });
    },
  });

  app.route({
    ...contractRoute(contract.plans.pay),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, checkout: await startCyclePayment(planDepsOf(app), userId) };
    },
  });

  app.route({
    ...contractRoute(contract.plans.verify),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      const sub = await liveSubscription(db(), userId);
      const [cycle] = sub
        ? await db()
            .select({ id: planCycles.id })
            .from(planCycles)
            .where(
              and(
                eq(planCycles.subscriptionId, sub.id),
                eq(planCycles.provider, app.paymentProvider.name),
                eq(planCycles.providerOrderId, orderId),
              ),
            )
        : [];
      // Another customer's order, or a signature that does not match: the same answer, so neither can be probed.
      if (!cycle || !app.paymentProvider.verifyCheckout(orderId, paymentId, signature))
        throw new AppError(400, 'The payment could not be verified.', { code: 'PAYMENT_SIGNATURE', field: 'razorpay_signature' });
      await capturePlanPayment(planDepsOf(app), orderId, paymentId);
      return { success: true as const, message: PLAN_MESSAGES.paid, subscription: await mySubscription(db(), userId) };
    },
  });

  app.route({
    ...contractRoute(contract.plans.cancel),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { view, endsAt } = await cancelSubscription(planDepsOf(app), userId);
      const message = endsAt ? PLAN_MESSAGES.cancelled(dayOf(endsAt)) : PLAN_MESSAGES.cancelledNow;
      return { success: true as const, message, subscription: view };
    },
  });

  app.route({
    ...contractRoute(contract.plans.bookingUsage),
    config: { access: 'customer-or-admin', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => ({ success: true as const, usage: await planUsageOf(db(), request.params.id) }),
  });

  app.route({
    ...contractRoute(contract.adminPlans.list),
    config: { access: 'admin' },
    handler: async () => ({ success: true as const, plans: await listPlansForAdmin(db()) }),
  });

  app.route({
    ...contractRoute(contract.adminPlans.create),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const plan = await createPlan(db(), adminId, request.body, now());
      return reply.status(201).send({ success: true as const, message: PLAN_MESSAGES.created(plan.name), plan });
    },
  });

  app.route({
    ...contractRoute(contract.adminPlans.update),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const plan = await updatePlan(db(), request.params.id, request.body, now());
      return { success: true as const, message: PLAN_MESSAGES.updated(plan.name), plan };
    },
  });

  app.route({
    ...contractRoute(contract.adminPlans.subscribers),
    config: { access: 'admin' },
    handler: async (request) => ({
      success: true as const,
      ...(await listSubscribers(db(), request.query.status, request.query.page)),
    }),
  });

  app.route({
    ...contractRoute(contract.adminPlans.refundCycle),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const { cycle } = await refundCycle(planDepsOf(app), request.params.id, request.body.reason);
      return {
        success: true as const,
        message: PLAN_MESSAGES.refunded(formatRupees(cycle.refunded)),
        cycle,
      };
    },
  });
};
