import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, PUSH_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { subscribe, unsubscribe, type PushOwner } from './push.service.js';

/** The customer or rider a device subscribes for: the one named by `as`, or the only one signed in here. */
async function pushOwner(request: FastifyRequest, as: 'customer' | 'rider' | undefined): Promise<PushOwner> {
  const [customer, rider] = await Promise.all([request.auth.get('customer'), request.auth.get('rider')]);
  const owners: PushOwner[] = [
    ...(customer && as !== 'rider' ? [{ kind: 'customer' as const, userId: customer.userId }] : []),
    ...(rider && as !== 'customer' ? [{ kind: 'rider' as const, riderId: rider.riderId }] : []),
  ];
  if (owners.length === 0) throw unauthorized(AUTH_MESSAGES.authRequired);
  if (owners.length > 1) throw badRequest(PUSH_MESSAGES.chooseAccount, 'as');
  return owners[0]!;
}

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const production = app.env.NODE_ENV === 'production';

  app.route({
    ...contractRoute(contract.push.publicKey),
    config: { access: 'public' },
    handler: async () => ({ success: true as const, publicKey: (await app.vapidKeys()).publicKey }),
  });

  app.route({
    ...contractRoute(contract.push.subscribe),
    config: { access: 'customer-or-rider' },
    handler: async (request, reply) => {
      const owner = await pushOwner(request, request.body.as);
      await subscribe(app.database.db, owner, request.body.subscription, request.headers['user-agent'], production);
      return reply.status(201).send({ success: true as const, message: PUSH_MESSAGES.subscribed });
    },
  });

  app.route({
    ...contractRoute(contract.push.unsubscribe),
    config: { access: 'customer-or-rider' },
    handler: async (request) => {
      await unsubscribe(app.database.db, await pushOwner(request, request.body.as), request.body.endpoint);
      return { success: true as const, message: PUSH_MESSAGES.unsubscribed };
    },
  });
};
