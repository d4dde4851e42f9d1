import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES, contract, formatRupees, paiseToRupees, rupeesToPaise } from '@washday/core';
import { bookings, payments } from '../../db/schema/index.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { businessSettingsSaved, readBusinessSettings, saveBusinessSettings } from './business-settings.repository.js';
import {
  captureProviderPayment,
  markCollectLater,
  recordCash,
  showUpiQr,
  startOnlinePayment,
  type MoneyDeps,
} from './money-moves.js';
import { billOf, bookingMoney, qrView } from './money-views.js';
import { runIdempotent } from '../bookings/idempotency.js';
import { refundBooking, type RefundRow } from './refunds.js';
import { cashInHand, handoverView, recentHandovers, recordHandover } from './rider-cash.js';
import { handleRazorpayEvent } from './webhooks.js';

/** The money module's dependencies from the app: its database, clock, provider and the order listeners. */
export const moneyDepsOf = (app: FastifyInstance): MoneyDeps => ({
  db: app.database.db,
  now: () => app.clock.now(),
  provider: app.paymentProvider,
  jobs: app.jobs,
  events: app.lifecycleEvents,
  log: app.log,
});

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Paying, collecting and refunding (docs/decisions/0033-money.md); the moves are in money-moves.ts and refunds.ts. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const booking = async (id: string) => {
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    if (!row) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    return row;
  };

  app.route({
    ...contractRoute(contract.payments.bookingMoney),
    config: { access: 'customer-or-admin', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => ({ success: true as const, ...(await bookingMoney(db(), request.params.id)) }),
  });

  app.route({
    ...contractRoute(contract.payments.payOnline),
    config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { payment, booking: row } = await startOnlinePayment(moneyDepsOf(app), request.params.id, userId);
      return {
        success: true as const,
        checkout: {
          provider: app.paymentProvider.name,
          key_id: app.paymentProvider.keyId,
          order_id: payment.providerOrderId!,
          amount: payment.amountPaise,
          currency: 'INR' as const,
          name: 'Washday',
          description: `Order ${row.customOrderId}`,
          prefill: { name: row.contactName ?? '', contact: row.contactPhone },
        },
      };
    },
  });

  app.route({
    ...contractRoute(contract.payments.verifyOnline),
    config: { access: 'customer', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = request.body;
      const [payment] = await db()
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, request.params.id),
            eq(payments.provider, app.paymentProvider.name),
            eq(payments.providerOrderId, orderId),
          ),
        );
      // Another booking's order, or a signature that does not match: the same answer, so neither can be probed.
      if (!payment || !app.paymentProvider.verifyCheckout(orderId, paymentId, signature))
        throw new AppError(400, PAYMENT_MESSAGES.signatureInvalid, { code: 'PAYMENT_SIGNATURE', field: 'razorpay_signature' });
      await captureProviderPayment(
        moneyDepsOf(app),
        { orderId },
        {
          id: paymentId,
          orderId,
          qrId: null,
          amountPaise: payment.amountPaise,
          status: 'captured',
          method: null,
          errorDescription: null,
        },
      );
      return {
        success: true as const,
        message: `Payment of ${rupees(payment.amountPaise)} received`,
        ...(await bookingMoney(db(), request.params.id)),
      };
    },
  });

  app.route({
    ...contractRoute(contract.payments.riderMoney),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request) => {
      const row = await booking(request.params.orderId);
      const [open] = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, row.id), eq(payments.method, 'upi_qr')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const showing = open && (open.status === 'created' || open.status === 'captured') ? qrView(open) : null;
      const { bill, payments: made } = await bookingMoney(db(), row.id);
      return { success: true as const, bill, qr: showing, payments: made };
    },
  });

  app.route({
    ...contractRoute(contract.payments.riderCash),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      const received = rupeesToPaise(request.body.received);
      const { changePaise } = await recordCash(moneyDepsOf(app), riderId, request.params.orderId, received);
      const message = changePaise > 0 ? `Cash received. Give back ${rupees(changePaise)} change.` : 'Cash received';
      return {
        success: true as const,
        message,
        change: paiseToRupees(changePaise),
        bill: await billOf(db(), await booking(request.params.orderId)),
      };
    },
  });

  app.route({
    ...contractRoute(contract.payments.riderUpiQr),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      const qr = await showUpiQr(moneyDepsOf(app), riderId, request.params.orderId);
      return { success: true as const, qr: qrView(qr), bill: await billOf(db(), await booking(request.params.orderId)) };
    },
  });

  app.route({
    ...contractRoute(contract.payments.adminRefund),
    config: { access: 'admin', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request, reply) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const { amount, reason } = request.body;
      const bookingId = request.params.id;
      // Once per Idempotency-Key: a retry whose first attempt landed gets that attempt's message, kept in the refund's
      // transaction, and the money view as it is now.
      const answer = (made: RefundRow[]) => ({
        status: 200,
        body: { message: `Refund of ${rupees(made.reduce((sum, f) => sum + f.amountPaise, 0))} made` },
      });
      const result = await runIdempotent(
        db(),
        {
          scope: `admin:${adminId}:refund:${bookingId}`,
          key: request.headers['idempotency-key'],
          body: request.body,
          now: () => app.clock.now(),
        },
        async (remember) => {
          const made = await refundBooking(
            moneyDepsOf(app),
            {
              bookingId,
              amountPaise: amount === undefined ? 'all' : rupeesToPaise(amount),
              reason,
              actor: { role: 'admin', id: adminId },
            },
            (tx, rows) => remember(tx, answer(rows)),
          );
          return answer(made);
        },
      );
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      const { message } = result.body as { message: string };
      return { success: true as const, message, ...(await bookingMoney(db(), bookingId)) };
    },
  });

  app.route({
    ...contractRoute(contract.payments.adminCollectLater),
    config: { access: 'admin', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      await markCollectLater(moneyDepsOf(app), adminId, request.params.id, request.body.reason);
      return {
        success: true as const,
        message: 'The delivery can be completed; the payment is collected later',
        ...(await bookingMoney(db(), request.params.id)),
      };
    },
  });

  app.route({
    ...contractRoute(contract.payments.riderCashInHand),
    config: { access: 'approved-rider' },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      return { success: true as const, cash: await cashInHand(db(), riderId, app.clock.now()) };
    },
  });

  app.route({
    ...contractRoute(contract.payments.adminRiderCash),
    config: { access: 'admin', resource: { type: 'rider', param: 'riderId', action: 'read' } },
    handler: async (request) => ({
      success: true as const,
      cash: await cashInHand(db(), request.params.riderId, app.clock.now()),
      handovers: await recentHandovers(db(), request.params.riderId),
    }),
  });

  app.route({
    ...contractRoute(contract.payments.adminCashHandover),
    config: { access: 'admin', resource: { type: 'rider', param: 'riderId', action: 'update' } },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const row = await recordHandover(db(), {
        riderId: request.params.riderId,
        amountPaise: rupeesToPaise(request.body.amount),
        adminId,
        note: request.body.note || null,
        at: app.clock.now(),
      });
      const handover = handoverView(row);
      const gap = row.amountPaise - row.expectedPaise;
      const message =
        gap === 0
          ? `Received ${rupees(row.amountPaise)}: matches the books`
          : `Received ${rupees(row.amountPaise)}: ${rupees(Math.abs(gap))} ${gap < 0 ? 'short' : 'over'} of the ${rupees(row.expectedPaise)} expected`;
      return { success: true as const, message, handover, cash: await cashInHand(db(), request.params.riderId, app.clock.now()) };
    },
  });

  app.route({
    ...contractRoute(contract.payments.businessSettings),
    config: { access: 'admin' },
    handler: async () => ({
      success: true as const,
      settings: await readBusinessSettings(db()),
      saved: await businessSettingsSaved(db()),
    }),
  });

  app.route({
    ...contractRoute(contract.payments.saveBusinessSettings),
    config: { access: 'admin' },
    handler: async (request) => {
      await saveBusinessSettings(db(), request.body);
      return { success: true as const, message: 'Business details saved', settings: request.body, saved: true };
    },
  });

  // The webhook reads its body as raw bytes: the signature covers them, and re-serialised JSON never verifies.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    raw.route({
      ...contractRoute(contract.payments.razorpayWebhook),
      config: { access: 'public' },
      onRequest: app.limits.paymentWebhooks,
      handler: async (request) => {
        const body = request.body as unknown;
        const signature = request.headers['x-razorpay-signature'];
        if (!Buffer.isBuffer(body) || typeof signature !== 'string' || !app.paymentProvider.verifyWebhook(body, signature))
          throw new AppError(400, PAYMENT_MESSAGES.webhookUnsigned, { code: 'WEBHOOK_SIGNATURE' });
        let event: Parameters<typeof handleRazorpayEvent>[2];
        try {
          event = JSON.parse(body.toString('utf8')) as typeof event;
        } catch {
          throw badRequest('The webhook body is not JSON');
        }
        const header = request.headers['x-razorpay-event-id'];
        const eventId = typeof header === 'string' && header ? header : createHash('sha256').update(body).digest('hex');
        return { success: true as const, handled: await handleRazorpayEvent(moneyDepsOf(app), eventId, event) };
      },
    });
  });
};
