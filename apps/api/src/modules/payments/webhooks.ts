import { eq } from 'drizzle-orm';
import { paymentWebhookEvents } from '../../db/schema/index.js';
import { captureProviderPayment, failProviderPayment, type MoneyDeps } from './money-moves.js';
import { providerPaymentOf } from './razorpay-provider.js';
import { planInvoicing } from './plan-invoices.js';
import { recordRefundState } from './refunds.js';
import { handleTipEvent } from '../ratings/tips.js';
import { handlePlanEvent } from '../plans/plan-webhooks.js';

// Razorpay's webhook events (docs/decisions/0033-money.md), after the route has verified the signature on the raw
// body. Each event id is handled once; handling is idempotent anyway, so a replay racing its first delivery, or the
// checkout's own confirmation, still gives one payment.

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: Record<string, unknown> };
    qr_code?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; status?: string } };
  };
}

export async function handleRazorpayEvent(deps: MoneyDeps, eventId: string, body: WebhookBody): Promise<boolean> {
  const provider = deps.provider.name;
  const [seen] = await deps.db
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.eventId, eventId));
  if (seen) return false;
  const handled = await dispatch(deps, body);
  await deps.db
    .insert(paymentWebhookEvents)
    .values({ provider, eventId, type: body.event ?? 'unknown' })
    .onConflictDoNothing();
  return handled;
}

async function dispatch(deps: MoneyDeps, body: WebhookBody): Promise<boolean> {
  const entity = body.payload?.payment?.entity as Parameters<typeof providerPaymentOf>[0] | undefined;
  // A tip's provider order is not the order's payment: the ratings module takes it (decision 0041).
  if (await handleTipEvent(deps, body.event, entity)) return true;
  // A plan cycle's order is not the order's payment either: the plans module takes it (decision 0042).
  if (await handlePlanEvent({ ...deps, invoicing: planInvoicing(deps.jobs ?? null) }, body.event, entity)) return true;
  switch (body.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (!entity?.order_id) return false;
      const result = await captureProviderPayment(deps, { orderId: entity.order_id }, providerPaymentOf(entity));
      return result.outcome !== 'unknown';
    }
    case 'payment.failed': {
      if (!entity?.order_id) return false;
      await failProviderPayment(deps, { orderId: entity.order_id }, providerPaymentOf(entity));
      return true;
    }
    case 'qr_code.credited': {
      const qrId = body.payload?.qr_code?.entity?.id;
      if (!qrId || !entity) return false;
      const result = await captureProviderPayment(deps, { qrId }, { ...providerPaymentOf(entity, qrId), status: 'captured' });
      return result.outcome !== 'unknown';
    }
    case 'refund.processed':
    case 'refund.failed': {
      const refund = body.payload?.refund?.entity;
      if (!refund?.id) return false;
      const status = body.event === 'refund.processed' ? 'processed' : 'failed';
      await deps.db.transaction((tx) =>
        recordRefundState(tx, { providerRefundId: refund.id! }, refund.id!, status, deps.now(), deps.jobs ?? null),
      );
      return true;
    }
    default:
      return false;
  }
}
