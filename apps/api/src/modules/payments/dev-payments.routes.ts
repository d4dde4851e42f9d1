import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract, formatRupees, paiseToRupees } from '@washday/core';
import { bookings, payments } from '../../db/schema/index.js';
import { contractRoute } from '../../lib/contract-route.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isLoopbackClient } from '../dev/outbox.routes.js';
import { LocalPaymentProvider, signedWebhook } from './local-provider.js';

// The local provider's development page (/dev/payments), like the outbox: loopback only, never in production. It
// pays or fails open orders and QR codes by sending the server the webhook Razorpay would send, signed the same way.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function localProvider(app: FastifyInstance): LocalPaymentProvider {
  if (!(app.paymentProvider instanceof LocalPaymentProvider))
    throw new AppError(404, 'The local payment provider is not in use (PAYMENT_PROVIDER=razorpay)', { code: 'NOT_FOUND' });
  return app.paymentProvider;
}

/** The page's buttons: each sends its webhook, then the page shows what is still open. */
const PAGE_SCRIPT = `document.querySelectorAll('button[data-id]').forEach(function(b){b.addEventListener('click',function(){b.disabled=true;
fetch('/dev/payments/'+b.dataset.id+'/'+b.dataset.outcome,{method:'POST'}).then(function(){location.reload()})})})`;
/** The app's policy allows only its own script files: this page's one inline script is allowed by its hash. */
const PAGE_POLICY = `default-src 'self'; script-src 'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'`;

/** Sends a signed webhook to this server, as the provider would. */
async function deliver(app: FastifyInstance, hook: ReturnType<typeof signedWebhook>) {
  const answer = await app.inject({
    method: 'POST',
    url: contract.payments.razorpayWebhook.path,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature, 'x-razorpay-event-id': hook.eventId },
    payload: hook.body,
  });
  return answer.json<{ success: true; handled: boolean }>();
}

export const devPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackClient(request))
      throw new AppError(404, `Route ${request.method} ${request.url.split('?')[0]} not found`, { code: 'NOT_FOUND' });
  });

  // The browser's checkout: pays the order and answers as Razorpay's checkout hands its result to the page.
  app.route({
    ...contractRoute(contract.dev.localCheckout),
    config: { access: 'public', resource: 'none' },
    handler: async (request) => {
      const local = localProvider(app);
      const { providerOrderId, outcome } = request.params;
      if (!(await local.recallOrder(providerOrderId))) throw notFound('No such order at the local provider');
      if (outcome === 'fail') {
        const failed = local.failOrder(providerOrderId);
        await deliver(app, signedWebhook('payment.failed', { payment: failed }, app.clock.now()));
        return {
          outcome: 'failed' as const,
          razorpay_order_id: providerOrderId,
          razorpay_payment_id: failed.id,
          razorpay_signature: null,
        };
      }
      const { payment, signature } = local.payOrder(providerOrderId);
      return {
        outcome: 'paid' as const,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: signature,
      };
    },
  });

  app.route({
    ...contractRoute(contract.dev.localWebhook),
    config: { access: 'public', resource: 'none' },
    handler: async (request) => {
      const local = localProvider(app);
      const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, request.params.paymentId));
      if (!payment || payment.provider !== 'local' || payment.status !== 'created')
        throw notFound('No open local payment with that id');
      const at = app.clock.now();
      if (payment.providerQrId) {
        if (request.params.outcome === 'fail') return { success: true as const, handled: false };
        const paid = local.payQr(payment.providerQrId);
        return deliver(
          app,
          signedWebhook(
            'qr_code.credited',
            { payment: paid, qr: { id: payment.providerQrId, amountPaise: paid.amountPaise } },
            at,
          ),
        );
      }
      const orderId = payment.providerOrderId!;
      if (request.params.outcome === 'fail')
        return deliver(app, signedWebhook('payment.failed', { payment: local.failOrder(orderId) }, at));
      const { payment: paid } = local.payOrder(orderId);
      return deliver(app, signedWebhook('payment.captured', { payment: paid }, at));
    },
  });

  app.get('/dev/payments', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const open = await app.database.db
      .select({ payment: payments, order: bookings.customOrderId })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(eq(payments.provider, 'local'), eq(payments.status, 'created')))
      .orderBy(desc(payments.createdAt))
      .limit(50);
    const rows = open
      .map(({ payment, order }) => {
        const kind = payment.method === 'upi_qr' ? 'UPI QR at the door' : 'Online checkout';
        const fail =
          payment.method === 'upi_qr' ? '' : `<button data-id="${payment.id}" data-outcome="fail" class="fail">Fail</button>`;
        return `<li><div><strong>${escapeHtml(order)}</strong> · ${kind} · ${escapeHtml(formatRupees(paiseToRupees(payment.amountPaise)))}</div>
          <div class="actions"><button data-id="${payment.id}" data-outcome="pay">Pay</button>${fail}</div></li>`;
      })
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Washday payments (local provider)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#0f172a}
li{list-style:none;border:1px solid #cbd5e1;border-radius:.75rem;padding:.75rem 1rem;margin:.5rem 0;display:flex;justify-content:space-between;gap:1rem;align-items:center;flex-wrap:wrap}
ul{padding:0}button{font:inherit;min-height:44px;padding:0 1rem;border-radius:.5rem;border:0;background:#047857;color:#fff;margin-left:.5rem}
button.fail{background:#b91c1c}.note{color:#475569}</style></head><body>
<h1>Payments at the local provider</h1><p class="note">Development only: each button sends this server the webhook Razorpay would send, signed the same way.</p>
${rows ? `<ul>${rows}</ul>` : '<p>No open orders or QR codes.</p>'}
<script>${PAGE_SCRIPT}</script>
</body></html>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_POLICY)
      .send(html);
  });
};
