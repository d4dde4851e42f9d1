import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, contract, LIVE_EVENT_AUDIENCES, type SessionSubject } from '@washday/core';
import { contractRoute } from '../lib/contract-route.js';
import { AppError, badRequest, unauthorized } from '../lib/errors.js';
import { streamKeys } from './recipients.js';

/** The session a stream speaks for: the one named by ?as=, or the only one the request carries. */
async function streamAccount(
  request: FastifyRequest,
  as: SessionSubject | undefined,
): Promise<{ kind: SessionSubject; id: string }> {
  const principals = await Promise.all(LIVE_EVENT_AUDIENCES.map((kind) => request.auth.get(kind)));
  const accounts = principals.flatMap((p) =>
    !p ? [] : [{ kind: p.kind, id: p.kind === 'customer' ? p.userId : p.kind === 'rider' ? p.riderId : p.adminId }],
  );
  if (as) {
    const chosen = accounts.find((a) => a.kind === as);
    if (!chosen) throw unauthorized(AUTH_MESSAGES.authRequired);
    return chosen;
  }
  if (accounts.length > 1)
    throw badRequest('Several sessions are signed in here: choose one with ?as=customer, ?as=rider or ?as=admin', 'as');
  return accounts[0]!;
}

/** EventSource always asks for text/event-stream; anything else (a plain JSON client) is told so instead of hanging. */
const acceptsEventStream = (accept: string | undefined) => Boolean(accept && /text\/event-stream|\*\/\*/.test(accept));

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.events.stream),
    // A stream stays open as long as the page does: its length is no slow request (plugins/access-log.ts).
    config: { access: 'signed-in', longLived: true },
    handler: async (request, reply) => {
      const account = await streamAccount(request, request.query.as);
      if (!acceptsEventStream(request.headers.accept)) {
        throw new AppError(406, 'This endpoint sends server-sent events: ask for text/event-stream', { code: 'NOT_ACCEPTABLE' });
      }
      const lastEventId = Number(request.headers['last-event-id'] ?? 0);
      await app.liveEvents.serve(request, reply, streamKeys(account.kind, account.id), lastEventId);
    },
  });
};
