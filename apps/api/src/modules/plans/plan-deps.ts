import type { Db, Tx } from '../../db/client.js';
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

/**
 * Tax invoices for paid cycles (decision 0042), issued by the money module (payments/plan-invoices.ts) in the
 * transaction that marks the cycle paid or refunded; named here for the same reason as the provider.
 */
export interface PlanInvoicing {
  /** Issues the cycle's tax invoice unless it has one (the cycle's row is locked by the caller); its number when issued now. */
  issue(tx: Tx, cycleId: string, at: Date): Promise<string | null>;
  /** Numbers the credit note against the cycle's invoice once; null when the cycle has no invoice. */
  credit(tx: Tx, cycleId: string, at: Date): Promise<string | null>;
}

export interface PlanDeps {
  db: Db;
  now: () => Date;
  provider: PlanProvider;
  invoicing: PlanInvoicing;
  /** Renewal reminders go out as notifications; without it (scripts) none is sent. */
  notify?: NotifyDeps;
}
