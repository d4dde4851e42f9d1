import type { Db } from '../../db/client.js';
import type { NotifyDeps } from '../notifications/notify.service.js';

/**
 * The payment provider as plans use it: the app's adapter (payments/payment-provider.ts) fits this shape. Named here,
 * not imported, because the money module's webhook dispatch imports plans (modules never import each other both ways).
 */
export interface PlanProvider {
  readonly name: 'local' | 'razorpay';
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; status: 'pending' | 'processed' | 'failed' }>;
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  /** The order's payments, for reconciliation. */
  orderPayments(orderId: string): Promise<Array<{ id: string; status: string }>>;
}

export interface PlanDeps {
  db: Db;
  now: () => Date;
  provider: PlanProvider;
  /** Renewal reminders go out as notifications; without it (scripts) none is sent. */
  notify?: NotifyDeps;
}
