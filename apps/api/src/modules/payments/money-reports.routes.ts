import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES, PLAN_MESSAGES, businessDate, contract, resolveMoneyRange } from '@washday/core';
import { invoices } from '../../db/schema/index.js';
import { contractRoute } from '../../lib/contract-route.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { invoiceRegisterCsv } from './invoice-register.js';
import type { InvoiceSnapshot } from './invoices.js';
import { planCycleInvoiceOf } from './plan-invoices.js';
import { moneyReport } from './money-report.js';

/** The documents and views money leaves behind (docs/decisions/0033-money.md): the invoice PDF, operations' payments, the register. */
export const moneyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const range = (query: { from?: string | undefined; to?: string | undefined }) => {
    const resolved = resolveMoneyRange(query, businessDate(app.clock.now()));
    if (!resolved.ok) throw badRequest(resolved.message, resolved.field);
    return { from: resolved.from, to: resolved.to };
  };

  // The customer's and operations' copy of the tax invoice, drawn from what it stored when issued.
  app.route({
    ...contractRoute(contract.payments.invoicePdf),
    config: { access: 'customer-or-admin', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request, reply) => {
      const [invoice] = await db()
        .select({ number: invoices.number, issuedAt: invoices.issuedAt, snapshot: invoices.snapshot })
        .from(invoices)
        .where(eq(invoices.bookingId, request.params.id));
      if (!invoice) throw notFound(PAYMENT_MESSAGES.invoiceNotIssued);
      const pdf = await renderInvoicePdf({ ...invoice, snapshot: invoice.snapshot as InvoiceSnapshot });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  // A laundry plan cycle's tax invoice (decision 0042), for the plan's customer: another's cycle reads as missing.
  app.route({
    ...contractRoute(contract.plans.cycleInvoicePdf),
    config: { access: 'customer', resource: 'none' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const found = await planCycleInvoiceOf(db(), request.params.id, userId);
      if (found === 'not-found') throw notFound(PLAN_MESSAGES.cycleNotFound);
      if (!found) throw notFound(PLAN_MESSAGES.invoiceNotIssued);
      const pdf = await renderInvoicePdf(found);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(found.number)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.route({
    ...contractRoute(contract.payments.adminPayments),
    config: { access: 'admin' },
    handler: async (request) => ({
      success: true as const,
      ...(await moneyReport(db(), { ...request.query, ...range(request.query) })),
    }),
  });

  // Streamed as it is read: a year of invoices is never held whole.
  app.route({
    ...contractRoute(contract.payments.invoiceRegisterCsv),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { from, to } = range(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="washday-invoice-register-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(invoiceRegisterCsv(db(), { from, to })));
    },
  });
};
