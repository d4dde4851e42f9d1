import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TAG_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { attachTag, orderTags, removeTag } from './garment-tags.service.js';
import { labelSheetsPdf } from './label-sheet-pdf.js';
import { createTagSheets, listTagSheets, sheetsToPrint } from './tag-sheets.service.js';

/** Garment tags (decision 0034): admins print label sheets; the pickup rider tags the order's bags or garments. */
export const garmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, now: () => app.clock.now() });

  app.route({
    ...contractRoute(contract.adminTagSheets.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, sheets: await listTagSheets(app.database.db, request.query.limit) }),
  });

  app.route({
    ...contractRoute(contract.adminTagSheets.create),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const sheets = await createTagSheets(deps(), adminId, request.body.layout, request.body.sheets);
      return reply.status(201).send({ success: true as const, message: TAG_MESSAGES.sheetsCreated(sheets.length), sheets });
    },
  });

  app.route({
    ...contractRoute(contract.adminTagSheets.pdf),
    config: { access: 'admin' },
    handler: async (request, reply) => {
      const sheets = await sheetsToPrint(app.database.db, request.query.ids);
      const name = `washday-labels-${sheets.map((sheet) => sheet.code).join('-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await labelSheetsPdf(sheets));
    },
  });

  // The booking's update policy lets its riders in; the service narrows it to the pickup's rider with the items in hand.
  const riderBooking = { type: 'booking', param: 'orderId', action: 'update' } as const;

  app.route({
    ...contractRoute(contract.riderTags.list),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request) => ({ success: true as const, ...(await orderTags(app.database.db, request.params.orderId)) }),
  });

  app.route({
    ...contractRoute(contract.riderTags.attach),
    config: { access: 'approved-rider', resource: riderBooking },
    handler: async (request, reply) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      const { created, ...answer } = await attachTag(deps(), riderId, request.params.orderId, request.body.code);
      const message = created ? TAG_MESSAGES.attached : TAG_MESSAGES.alreadyAttached;
      return reply.status(created ? 201 : 200).send({ success: true as const, message, ...answer });
    },
  });

  app.route({
    ...contractRoute(contract.riderTags.remove),
    config: { access: 'approved-rider', resource: riderBooking },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      const answer = await removeTag(deps(), riderId, request.params.orderId, request.params.tagId);
      return { success: true as const, message: TAG_MESSAGES.removed, ...answer };
    },
  });
};
