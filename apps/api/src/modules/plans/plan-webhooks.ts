import type { PlanDeps } from './plan-deps.js';
import { capturePlanPayment, failPlanPayment } from './plan-subscriptions.js';

/**
 * The provider's payment events for a plan cycle's order (not an order's payment): called by the money module's
 * webhook dispatch before its own. True when the order was a plan's, whatever the outcome (a replay changes nothing).
 */
export async function handlePlanEvent(
  deps: Omit<PlanDeps, 'notify'>,
  event: string | undefined,
  entity: { id?: string; order_id?: string | null; error_description?: string | null } | undefined,
): Promise<boolean> {
  const orderId = entity?.order_id;
  if (!orderId || !entity?.id) return false;
  if (event === 'payment.captured' || event === 'order.paid')
    return (await capturePlanPayment(deps, orderId, entity.id)) !== 'unknown';
  if (event === 'payment.failed') return failPlanPayment(deps, orderId, entity.error_description ?? null);
  return false;
}
