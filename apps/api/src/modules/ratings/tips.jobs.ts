import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../jobs/job-queue.js';
import { riderTips } from '../../db/schema/index.js';
import { captureTip, type TipDeps } from './tips.js';

export const TIP_RECONCILE_JOB = 'reconcile-tips';
/** A tip left open this long is asked about (the checkout's confirmation and the webhook both missed), as payments are. */
export const TIP_RECONCILE_AFTER_MS = 15 * 60_000;
/** Open tips are asked about for a day; after that the customer would start a new one. */
const GIVE_UP_AFTER_MS = 24 * 3_600_000;

type ReconcileDeps = TipDeps & { provider: Pick<FastifyInstance['paymentProvider'], 'name' | 'orderPayments'> };

/** Every 5 minutes: a tip the provider took but whose news never came is counted (once, as any capture). */
export function tipReconcileJob(deps: () => ReconcileDeps): JobDefinition<object, { captured: number }> {
  return {
    name: TIP_RECONCILE_JOB,
    cron: '*/5 * * * *',
    runAtStart: true,
    policy: 'short',
    run: () => reconcileTips(deps()),
  };
}

export async function reconcileTips(deps: ReconcileDeps): Promise<{ captured: number }> {
  const now = deps.now().getTime();
  const open = await deps.db
    .select({ orderId: riderTips.providerOrderId, createdAt: riderTips.createdAt })
    .from(riderTips)
    .where(
      and(
        eq(riderTips.provider, deps.provider.name),
        eq(riderTips.status, 'created'),
        lt(riderTips.createdAt, new Date(now - TIP_RECONCILE_AFTER_MS)),
      ),
    )
    .limit(100);
  let captured = 0;
  for (const tip of open) {
    if (now - tip.createdAt.getTime() > GIVE_UP_AFTER_MS) continue;
    const paid = (await deps.provider.orderPayments(tip.orderId)).find((p) => p.status === 'captured');
    if (paid && (await captureTip(deps, tip.orderId, paid.id)).outcome === 'captured') captured++;
  }
  return { captured };
}
