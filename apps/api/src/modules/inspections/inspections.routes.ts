import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { INSPECTION_MESSAGES, INSPECTION_PHOTO_MAX_BYTES, contract } from '@washday/core';
import { raiseEvent } from '../../events/live-events.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { readPhotoField, sendPrivateImage } from '../../lib/photo-upload.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { notifyDepsOf } from '../notifications/notify.service.js';
import { customerGarments } from '../garments/customer-garments.js';
import { decideInspection } from './inspection-decision.js';
import { inspectionViews, inspectionsOfBooking } from '../garments/inspection-records.js';
import { addInspectionPhoto, createInspection, readInspectionPhoto, type PhotoViewer } from './inspections.service.js';

/** The laundry's inspection and the customer's garment timeline (docs/decisions/0034). */
export const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: INSPECTION_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  const deps = () => ({ db: app.database.db, files: app.documents, now: () => app.clock.now() });
  // The laundry's other screens read the order again.
  const tellLaundry = (vendorId: string, bookingId: string) =>
    raiseEvent({ db: app.database.db, bus: app.liveEvents.bus }, { kind: 'vendor', id: vendorId }, 'booking.updated', {
      booking_id: bookingId,
    });

  // The booking's policy: another vendor's order answers 404 before the handler runs.
  app.route({
    ...contractRoute(contract.vendorInspections.list),
    config: { access: 'vendor', resource: { type: 'booking', param: 'id', action: 'read' } },
    handler: async (request) => {
      const rows = await inspectionsOfBooking(app.database.db, request.params.id);
      return { success: true as const, inspections: await inspectionViews(app.database.db, rows) };
    },
  });

  app.route({
    ...contractRoute(contract.vendorInspections.create),
    config: { access: 'vendor', resource: { type: 'booking', param: 'id', action: 'update' } },
    handler: async (request, reply) => {
      const staff = await requirePrincipal(request, 'vendor');
      const inspection = await createInspection(
        { ...deps(), notices: notifyDepsOf(app) },
        staff,
        request.params.id,
        request.body,
      );
      await tellLaundry(staff.vendorId, request.params.id);
      const message = inspection.decision === 'pending' ? INSPECTION_MESSAGES.savedAsking : INSPECTION_MESSAGES.saved;
      return reply.status(201).send({ success: true as const, message, inspection });
    },
  });

  app.route({
    ...contractRoute(contract.vendorInspections.addPhoto),
    // An inspection is its vendor's: the service answers 404 to another vendor's staff (the policy knows bookings).
    config: { access: 'vendor', resource: 'none' },
    handler: async (request, reply) => {
      const staff = await requirePrincipal(request, 'vendor');
      const upload = await readPhotoField(request, INSPECTION_MESSAGES.photoTooLarge);
      const inspection = await addInspectionPhoto(deps(), staff, request.params.inspectionId, upload);
      return reply.status(201).send({ success: true as const, message: 'Photo added', inspection });
    },
  });

  app.route({
    ...contractRoute(contract.customerGarments.list),
    config: { access: 'customer', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request) => ({
      success: true as const,
      garments: await customerGarments(app.database.db, request.params.orderId),
    }),
  });

  app.route({
    ...contractRoute(contract.customerGarments.decide),
    config: { access: 'customer', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const { message, inspection } = await decideInspection(
        { db: app.database.db, bus: app.liveEvents.bus, now: () => app.clock.now(), log: app.log },
        userId,
        request.params.orderId,
        request.params.inspectionId,
        request.body.decision,
      );
      return { success: true as const, message, inspection };
    },
  });

  // The order's customer, admins and the order's vendor's staff; anyone else (a rider too) hears it does not exist.
  app.route({
    ...contractRoute(contract.customerGarments.photo),
    config: { access: 'any-session', resource: 'none' },
    handler: async (request, reply) => {
      const [admin, customer, vendor] = await Promise.all([
        request.auth.get('admin'),
        request.auth.get('customer'),
        request.auth.get('vendor'),
      ]);
      const viewer: PhotoViewer = {
        admin: Boolean(admin),
        customerId: customer?.userId ?? null,
        vendorId: vendor?.vendorId ?? null,
      };
      const photo = await readInspectionPhoto(deps(), viewer, request.params.inspectionId, request.params.photoId);
      return sendPrivateImage(reply, photo);
    },
  });
};
