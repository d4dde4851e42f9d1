import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { PICKUP_PHOTO_MAX_BYTES, PICKUP_PHOTO_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { readPhotoField, sendPrivateImage } from '../../lib/photo-upload.js';
import { requirePrincipal } from '../../plugins/authentication.js';
import { addPickupPhoto, readPickupPhoto, removePickupPhoto } from './pickup-photos.service.js';

/** Proof at the door: the pickup rider's photos of what was collected, and the private file behind each. */
export const pickupPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PICKUP_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
  const deps = () => ({ db: app.database.db, files: app.documents, now: () => app.clock.now() });

  app.route({
    ...contractRoute(contract.pickupPhotos.add),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request, reply) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      const photo = await addPickupPhoto(
        deps(),
        riderId,
        request.params.orderId,
        await readPhotoField(request, PICKUP_PHOTO_MESSAGES.tooLarge),
      );
      return reply.status(201).send({ success: true as const, message: PICKUP_PHOTO_MESSAGES.added, photo });
    },
  });

  app.route({
    ...contractRoute(contract.pickupPhotos.remove),
    config: { access: 'approved-rider', resource: { type: 'booking', param: 'orderId', action: 'update' } },
    handler: async (request) => {
      const { riderId } = await requirePrincipal(request, 'rider');
      await removePickupPhoto(deps(), riderId, request.params.orderId, request.params.photoId);
      return { success: true as const, message: PICKUP_PHOTO_MESSAGES.removed };
    },
  });

  // Its customer, its riders and admins (the booking's read policy); anyone else hears it does not exist.
  app.route({
    ...contractRoute(contract.pickupPhotos.file),
    config: { access: 'signed-in', resource: { type: 'booking', param: 'orderId', action: 'read' } },
    handler: async (request, reply) => {
      const photo = await readPickupPhoto(deps(), request.params.orderId, request.params.photoId);
      return sendPrivateImage(reply, photo);
    },
  });
};
