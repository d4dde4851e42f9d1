import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFERRAL_MESSAGES, contract, paiseToRupees } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { deliverNotification, notifyDepsOf } from '../notifications/notify.service.js';
import { completeFirstOrder } from './referral-rewards.js';
import { adminReferralById, listReferrals, referralInfo, referralStats } from './referral-views.js';
import { applyReferral, assertSelf, ensureReferralCode, referralTerms, validateReferralCode } from './referrals.service.js';

/** Refer & Earn (customer-app.md §7 Referrals) and operations' referral views (admin-and-backend.md §7). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  // The business's limit on rewarded friends per referrer, and the terms the screens show with it.
  const maxRewardedFriends = app.env.REFERRAL_REWARDS_PER_REFERRER;
  const terms = referralTerms(maxRewardedFriends);

  app.route({
    ...contractRoute(contract.referrals.generate),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      assertSelf(userId, request.body.userId);
      const referralCode = await ensureReferralCode(db(), userId);
      return { success: true as const, message: REFERRAL_MESSAGES.generated, referralCode, terms };
    },
  });

  // Public: the sign-in dialog checks a code before the account exists. Answers the owner's first name only, and is
  // rate limited with the coupon checks so codes cannot be walked.
  app.route({
    ...contractRoute(contract.referrals.validate),
    config: { access: 'public' },
    onRequest: app.limits.couponChecks,
    handler: async (request) => {
      const customer = await request.auth.get('customer');
      const referral = await validateReferralCode(db(), request.body.referralCode, customer?.userId ?? null);
      return { success: true as const, message: REFERRAL_MESSAGES.valid(referral.discount_percentage), referral };
    },
  });

  app.route({
    ...contractRoute(contract.referrals.apply),
    config: { access: 'customer' },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      assertSelf(userId, request.body.userId);
      const applied = await applyReferral(db(), { refereeId: userId, code: request.body.referralCode, now: now() });
      for (const notice of applied.notices) await deliverNotification(notifyDepsOf(app), notice);
      const { coupon } = applied;
      return {
        success: true as const,
        message: REFERRAL_MESSAGES.applied(coupon.discountPercent, coupon.code),
        referral: applied.referral,
        coupon: {
          code: coupon.code,
          kind: 'welcome' as const,
          discount: coupon.discountPercent,
          maxDiscount: paiseToRupees(coupon.maxDiscountPaise),
          description: coupon.description,
          state: 'available' as const,
          usedAt: null,
          createdAt: coupon.createdAt.toISOString(),
        },
      };
    },
  });

  // The customer's own info only: the access policy refuses any other id before this runs.
  app.route({
    ...contractRoute(contract.referrals.info),
    config: { access: 'customer', resource: { type: 'customer', param: 'id', action: 'read' } },
    handler: async (request) => ({
      success: true as const,
      ...(await referralInfo(db(), request.params.id, now(), maxRewardedFriends)),
    }),
  });

  // Operations' fallback for what the order lifecycle does by itself when a delivery completes.
  app.route({
    ...contractRoute(contract.referrals.completeFirstOrder),
    config: { access: 'admin' },
    handler: async (request) => {
      const result = await completeFirstOrder(
        db(),
        { userId: request.body.userId, bookingId: request.body.bookingId, now: now(), maxRewardedFriends },
        app.jobs,
      );
      if (result.outcome === 'issued') for (const notice of result.notices) await deliverNotification(notifyDepsOf(app), notice);
      const referral = await adminReferralById(db(), result.referralId);
      const issued = result.outcome === 'issued';
      const message = issued
        ? REFERRAL_MESSAGES.rewardIssued(result.rewardCouponCode)
        : result.outcome === 'limit'
          ? REFERRAL_MESSAGES.rewardLimitReached(maxRewardedFriends)
          : REFERRAL_MESSAGES.rewardAlreadyIssued(result.rewardCouponCode);
      return { success: true as const, message, rewardIssued: issued, referral };
    },
  });

  app.route({
    ...contractRoute(contract.referrals.adminAll),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, ...(await listReferrals(db(), request.query)) }),
  });

  app.route({
    ...contractRoute(contract.referrals.adminStats),
    config: { access: 'admin' },
    handler: async () => ({ success: true as const, stats: await referralStats(db()), terms }),
  });
};
