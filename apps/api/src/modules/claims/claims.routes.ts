import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { CLAIM_MESSAGES, CLAIM_PHOTO_MAX_BYTES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { readPhotoField, sendPrivateImage } from '../../lib/photo-upload.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { moneyDepsOf } from '../payments/payments.routes.js';
import { adminClaimViews, listAdminClaims } from './admin-claims.js';
import { readClaimRule, saveClaimRule } from './claim-records.js';
import { decideClaim, tellCustomer } from './claim-decision.js';
import { addClaimPhoto, createClaim, ownClaims, readClaimPhoto } from './claims.service.js';
import { claims } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

/** Claims (docs/decisions/0034): the customer's reports and photos, operations' list and decision. */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: CLAIM_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
  const deps = () => ({ db: app.database.db, files: app.documents, now: () => app.clock.now() });

  // The booking's read policy: another customer's order answers 404 before the handler runs.
  app.route({
    ...contractRoute(contract.claims.create),
    config: { access: 'customer', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { claim, created } = await createClaim(deps(), userId, request.params.orderId, request.body);
      const [row] = await app.database.db.select().from(claims).where(eq(claims.id, claim.id));
      if (created) await tellCustomer(notifyDepsOf(app), row!, 'claim_received', {});
      return reply.status(201).send({ success: true as const, message: CLAIM_MESSAGES.received, claim });
    },
  });

  app.route({
    ...contractRoute(contract.claims.list),
    config: { access: 'customer', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      return { success: true as const, ...(await ownClaims(deps(), userId, request.params.orderId)) };
    },
  });

  app.route({
    ...contractRoute(contract.claims.addPhoto),
    // A claim is its customer's: the service answers 404 to anyone else (the access policy knows bookings, not claims).
    config: { access: 'customer', resource: 'none' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const claim = await addClaimPhoto(
        deps(),
        userId,
        request.params.id,
        await readPhotoField(request, CLAIM_MESSAGES.photoTooLarge),
      );
      return reply.status(201).send({ success: true as const, message: 'Photo added', claim });
    },
  });

  // Its customer and admins; anyone else hears it does not exist.
  app.route({
    ...contractRoute(contract.claims.photo),
    config: { access: 'signed-in', resource: 'none' },
    handler: async (request, reply) => {
      const admin = await request.auth.get('admin');
      const customer = admin ? null : await request.auth.get('customer');
      const who = admin ? null : (customer?.userId ?? '00000000-0000-4000-8000-000000000000');
      const photo = await readClaimPhoto(deps(), who, request.params.id, request.params.photoId);
      return sendPrivateImage(reply, photo);
    },
  });

  app.route({
    ...contractRoute(contract.adminClaims.rule),
    config: { access: 'admin' },
    handler: async () => ({ success: true as const, rule: await readClaimRule(app.database.db) }),
  });

  app.route({
    ...contractRoute(contract.adminClaims.setRule),
    config: { access: 'admin' },
    handler: async (request) => {
      await saveClaimRule(app.database.db, request.body);
      return { success: true as const, message: 'Compensation rule saved', rule: request.body };
    },
  });

  app.route({
    ...contractRoute(contract.adminClaims.list),
    config: { access: 'admin' },
    handler: async (request) => ({ success: true as const, claims: await listAdminClaims(app.database.db, request.query) }),
  });

  app.route({
    ...contractRoute(contract.adminClaims.decide),
    config: { access: 'admin', resource: 'none' },
    handler: async (request) => {
      const { adminId } = await requirePrincipal(request, 'admin');
      const { message, row } = await decideClaim(
        { db: app.database.db, now: () => app.clock.now(), money: moneyDepsOf(app), notices: notifyDepsOf(app) },
        adminId,
        request.params.id,
        request.body,
      );
      const [claim] = await adminClaimViews(app.database.db, [row]);
      return { success: true as const, message, claim: claim! };
    },
  });
};
