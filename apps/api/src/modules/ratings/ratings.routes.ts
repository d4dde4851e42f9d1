import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RATING_MESSAGES, businessDate, contract, formatRupees, paiseToRupees, resolveAnalyticsRange } from '@washday/core';
import { orderRatings, riderTips } from '../../db/schema/index.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { adminRatings, lowRatings } from './admin-ratings.js';
import { readOrderRating, saveRating, tipView } from './rating-records.js';
import { riderFeedback } from './rider-feedback.js';
import { captureTip, startTip } from './tips.js';

/** Ratings, feedback and tips (docs/decisions/0041-ratings-and-tips.md). */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, now: () => app.clock.now(), provider: app.paymentProvider });
  // The booking's read policy: another customer's order answers 404 before the handler runs.
  const ownOrder = { access: 'customer', resource: { type: 'booking', param: 'id', action: 'read' } } as const;

  app.route({
    ...contractRoute(contract.ratings.get),
    config: ownOrder,
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return readOrderRating(deps(), request.params.id, userId);
    },
  });

  app.route({
    ...contractRoute(contract.ratings.save),
    config: ownOrder,
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { created } = await saveRating(deps(), request.params.id, userId, request.body);
      const answer = await readOrderRating(deps(), request.params.id, userId);
      return { ...answer, message: created ? RATING_MESSAGES.saved : RATING_MESSAGES.updated };
    },
  });

  app.route({
    ...contractRoute(contract.tips.start),
    config: ownOrder,
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const tip = await startTip(deps(), request.params.id, userId, request.body.amount);
      return {
        success: true as const,
        checkout: {
          provider: app.paymentProvider.name,
          key_id: app.paymentProvider.keyId,
          order_id: tip.providerOrderId,
          amount: tip.amountPaise,
          currency: 'INR' as const,
          name: 'Washday',
          description: 'Tip for your rider',
          prefill: { name: '', contact: '' },
        },
      };
    },
  });

  app.route({
    ...contractRoute(contract.tips.verify),
    config: ownOrder,
    handler: async (request) => {
      await requirePrincipal(request, 'customer');
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      const [tip] = await app.database.db
        .select()
        .from(riderTips)
        .where(
          and(
            eq(riderTips.bookingId, request.params.id),
            eq(riderTips.provider, app.paymentProvider.name),
            eq(riderTips.providerOrderId, orderId),
          ),
        );
      // Another order's tip, or a signature that does not match: one answer, so neither can be probed.
      if (!tip || !app.paymentProvider.verifyCheckout(orderId, paymentId, signature))
        throw new AppError(400, RATING_MESSAGES.tipSignature, { code: 'PAYMENT_SIGNATURE', field: 'razorpay_signature' });
      const { tip: captured } = await captureTip(deps(), orderId, paymentId);
      const row = captured ?? tip;
      return {
        success: true as const,
        message: `Tip of ${formatRupees(paiseToRupees(row.amountPaise))} sent to your rider`,
        tip: tipView(row),
      };
    },
  });

  app.route({
    ...contractRoute(contract.riderFeedback.mine),
    config: { access: 'approved-rider' },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return { success: true as const, ...(await riderFeedback(app.database.db, riderId)) };
    },
  });

  app.route({
    ...contractRoute(contract.adminRatings.overview),
    config: { access: 'admin' },
    handler: async (request) => {
      const range = resolveAnalyticsRange(request.query, businessDate(app.clock.now()));
      if (!range.ok) throw badRequest(range.message, range.field);
      return { success: true as const, ...(await adminRatings(app.database.db, range.from, range.to)) };
    },
  });

  app.route({
    ...contractRoute(contract.adminRatings.followUp),
    // A rating's id, not a booking's: admins see every rating.
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const { status, note } = request.body;
      const closed = status === 'closed';
      const [row] = await app.database.db
        .update(orderRatings)
        .set({
          followUpStatus: status,
          followUpNote: note || null,
          followUpClosedAt: closed ? app.clock.now() : null,
          followUpClosedByAdminId: closed ? adminId : null,
        })
        .where(and(eq(orderRatings.id, request.params.id), isNotNull(orderRatings.followUpStatus)))
        .returning({ id: orderRatings.id });
      if (!row) throw notFound('This rating has no follow-up');
      const [rating] = await lowRatings(app.database.db, eq(orderRatings.id, row.id), [], 1);
      return {
        success: true as const,
        message: closed ? 'Follow-up closed' : 'Follow-up reopened',
        rating: rating!,
      };
    },
  });
};
