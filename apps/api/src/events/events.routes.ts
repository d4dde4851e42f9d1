import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, contract, LIVE_EVENT_AUDIENCES, type SessionSubject } from '@washday/core';
import { contractRoute } from '../lib/contract-route.js';
import { AppError, badRequest, riderNotApproved, unauthorized } from '../lib/errors.js';
import type { PrincipalOf } from '../plugins/principals.js';
import { recipientKey, streamKeys } from './recipients.js';

/** The session a stream speaks for: the one named by ?as=, or the only one the request carries. */
async function streamPrincipal(request: FastifyRequest, as: SessionSubject | undefined): Promise<PrincipalOf[SessionSubject]> {
  const principals = await Promise.all(LIVE_EVENT_AUDIENCES.map((kind) => request.auth.get(kind)));
  const signedIn = principals.filter((p): p is PrincipalOf[SessionSubject] => p !== null);
  if (as) {
    const chosen = signedIn.find((p) => p.kind === as);
    if (!chosen) throw unauthorized(AUTH_MESSAGES.authRequired);
    return chosen;
  }
  if (signedIn.length > 1)
    throw badRequest(
      'Several sessions are signed in here: choose one with ?as=customer, ?as=rider, ?as=admin or ?as=vendor',
      'as',
    );
  return signedIn[0]!;
}

const accountId = (p: PrincipalOf[SessionSubject]) =>
  p.kind === 'customer' ? p.userId : p.kind === 'rider' ? p.riderId : p.kind === 'admin' ? p.adminId : p.staffId;
/** Whose events a stream hears: a laundry's staff hear their vendor's (every staff member's board refreshes). */
const audienceId = (p: PrincipalOf[SessionSubject]) => (p.kind === 'vendor' ? p.vendorId : accountId(p));

/** EventSource always asks for text/event-stream; anything else (a plain JSON client) is told so instead of hanging. */
const acceptsEventStream = (accept: string | undefined) => Boolean(accept && /text\/event-stream|\*\/\*/.test(accept));

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.events.stream),
    // A stream stays open as long as the page does: its length is no slow request (plugins/access-log.ts).
    config: { access: 'any-session', longLived: true },
    handler: async (request, reply) => {
      const principal = await streamPrincipal(request, request.query.as);
      // A rejected rider's open streams end with the decision (admin-riders); they open no new ones.
      if (principal.kind === 'rider' && principal.status === 'rejected') throw riderNotApproved(principal.status);
      if (!acceptsEventStream(request.headers.accept)) {
        throw new AppError(406, 'This endpoint sends server-sent events: ask for text/event-stream', { code: 'NOT_ACCEPTABLE' });
      }
      // Absent: a first connection (-1). "0" resumes from the start: a stream that opened on an empty table.
      const header = request.headers['last-event-id'];
      const lastEventId = header === undefined ? -1 : Number(header);
      const id = accountId(principal);
      const owner = { sessionId: principal.sessionId, account: recipientKey({ kind: principal.kind, id }), address: request.ip };
      await app.liveEvents.serve(request, reply, streamKeys(principal.kind, audienceId(principal)), owner, lastEventId);
    },
  });
};
