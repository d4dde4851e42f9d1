import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, accountExportFilename, businessDate, contract } from '@washday/core';
import { recipientKey } from '../../events/recipients.js';
import { contractRoute } from '../../lib/contract-route.js';
import { clearCustomerSessionCookies, requirePrincipal } from '../../plugins/authentication.js';
import { deleteAccount } from './account-deletion.service.js';
import { exportAccount } from './account-export.service.js';

/** The signed-in customer's own account (docs/decisions/0019): download everything, or delete it. No id in the paths. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(contract.account.export),
    config: { access: 'customer' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      const now = app.clock.now();
      const data = await exportAccount(app.database.db, userId, now);
      // Personal data: never kept by a browser or proxy cache.
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${accountExportFilename(businessDate(now))}"`);
      return data;
    },
  });

  app.route({
    ...contractRoute(contract.account.remove),
    config: { access: 'customer' },
    handler: async (request, reply) => {
      const { userId } = await requirePrincipal(request, 'customer');
      await deleteAccount({ db: app.database.db, files: app.documents, now: () => app.clock.now() }, userId);
      // Every session is gone with the account, and so are its open live event streams; the browser's cookie goes too.
      await app.liveEvents.endSessions({ accounts: [recipientKey({ kind: 'customer', id: userId })] });
      clearCustomerSessionCookies(reply);
      return { success: true as const, message: ACCOUNT_MESSAGES.deleted };
    },
  });
};
