import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, PUSH_MESSAGES, contract } from '@washday/core';
import { contractRoute } from '../../lib/contract-route.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { subscribe, unsubscribe, type PushOwner } from './push.service.js';

/** The customer and rider signed in on this request. */
async function signedInOwners(request: FastifyRequest): Promise<PushOwner[]> {
  const [customer, rider] = await Promise.all([request.auth.get('customer'), request.auth.get('rider')]);
  return [
    ...(customer ? [{ kind: 'customer' as const, userId: customer.userId }] : []),
    ...(rider ? [{ kind: 'rider' as const, riderId: rider.riderId }] : []),
  ];
}

/** The customer or rider a device subscribes for: the one named by `as`, or the only one signed in here. */
function pushOwner(signedIn: readonly PushOwner[], as: 'customer' | 'rider' | undefined): PushOwner {
  const owners = signedIn.filter((owner) => !as || owner.kind === as);
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
      const signedIn = await signedInOwners(request);
      const owner = pushOwner(signedIn, request.body.as);
      // Another account's device moves only with that account signed in here too.
      await subscribe(app.database.db, owner, request.body.subscription, request.headers['user-agent'], production, signedIn);
      return reply.status(201).send({ success: true as const, message: PUSH_MESSAGES.subscribed });
    },
  });

  app.route({
    ...contractRoute(contract.push.unsubscribe),
    config: { access: 'customer-or-rider' },
    handler: async (request) => {
      await unsubscribe(app.database.db, pushOwner(await signedInOwners(request), request.body.as), request.body.endpoint);
      return { success: true as const, message: PUSH_MESSAGES.unsubscribed };
    },
  });
};
