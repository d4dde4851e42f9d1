import { randomBytes } from 'node:crypto';
import {
  hmacHex,
  signatureMatches,
  upiIntent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderQr,
  type ProviderRefund,
} from './payment-provider.js';

/**
 * The development and test stand-in for Razorpay: same ids' shapes, same signatures, no network. It remembers its
 * orders, QR codes and payments in this process; the development page (/dev/payments) pays or fails them by sending
 * the server a webhook signed as Razorpay signs it. Its secrets are public development values.
 */
export const LOCAL_PROVIDER_SECRETS = {
  keyId: 'rzp_test_washdaylocal',
  keySecret: 'washday-local-key-secret',
  webhookSecret: 'washday-local-webhook-secret',
} as const;

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

export interface LocalOrder extends ProviderOrder {
  receipt: string;
  createdAt: Date;
}
export interface LocalQr extends ProviderQr {
  status: 'active' | 'closed';
  createdAt: Date;
}

/** Orders and payments the stand-in made in another process (another instance, or before a restart). */
export interface LocalRecords {
  order(orderId: string): Promise<{ amountPaise: number } | undefined>;
  payment(
    paymentId: string,
  ): Promise<{ amountPaise: number; captured: boolean; orderId: string | null; qrId: string | null } | undefined>;
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly keyId = LOCAL_PROVIDER_SECRETS.keyId;
  readonly orders = new Map<string, LocalOrder>();
  readonly qrs = new Map<string, LocalQr>();
  readonly payments = new Map<string, ProviderPayment>();
  readonly refunds = new Map<string, ProviderRefund & { idempotencyKey: string }>();

  constructor(
    private readonly now: () => Date,
    private readonly records?: LocalRecords,
  ) {}

  /** Whether the stand-in knows the order, here or (made elsewhere) through `records`; an order found is kept. */
  async recallOrder(orderId: string): Promise<boolean> {
    if (this.orders.has(orderId)) return true;
    const found = await this.records?.order(orderId);
    if (!found) return false;
    this.orders.set(orderId, { id: orderId, amountPaise: found.amountPaise, receipt: '', createdAt: this.now() });
    return true;
  }

  async createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder> {
    const order: LocalOrder = {
      id: newId('order'),
      amountPaise: input.amountPaise,
      receipt: input.receipt,
      createdAt: this.now(),
    };
    this.orders.set(order.id, order);
    return { id: order.id, amountPaise: order.amountPaise };
  }

  async createUpiQr(input: { amountPaise: number; description: string; closeBy: Date }): Promise<ProviderQr> {
    const id = newId('qr');
    const qr: LocalQr = {
      id,
      amountPaise: input.amountPaise,
      upiUri: upiIntent('washday@localupi', 'Washday', input.amountPaise, id),
      closeBy: input.closeBy,
      status: 'active',
      createdAt: this.now(),
    };
    this.qrs.set(id, qr);
    return { id, amountPaise: qr.amountPaise, upiUri: qr.upiUri, closeBy: qr.closeBy };
  }

  async closeQr(qrId: string): Promise<void> {
    const qr = this.qrs.get(qrId);
    if (qr) qr.status = 'closed';
  }

  async orderPayments(orderId: string): Promise<ProviderPayment[]> {
    return [...this.payments.values()].filter((p) => p.orderId === orderId);
  }

  async qrPayments(qrId: string): Promise<ProviderPayment[]> {
    return [...this.payments.values()].filter((p) => p.qrId === qrId);
  }

  async refund(input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<ProviderRefund> {
    const existing = [...this.refunds.values()].find((r) => r.idempotencyKey === input.idempotencyKey);
    if (existing) return existing;
    const payment = this.payments.get(input.paymentId) ?? (await this.recallPayment(input.paymentId));
    if (!payment || payment.status !== 'captured') throw new Error(`The payment ${input.paymentId} is not captured`);
    const refund = {
      id: newId('rfnd'),
      paymentId: input.paymentId,
      amountPaise: input.amountPaise,
      status: 'processed' as const,
    };
    this.refunds.set(refund.id, { ...refund, idempotencyKey: input.idempotencyKey });
    return refund;
  }

  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmacHex(LOCAL_PROVIDER_SECRETS.keySecret, `${orderId}|${paymentId}`), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(hmacHex(LOCAL_PROVIDER_SECRETS.webhookSecret, rawBody), signature);
  }

  /** The customer pays an order at the stand-in's checkout: what the browser gets back to send to the server. */
  payOrder(orderId: string): { payment: ProviderPayment; signature: string } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No local order ${orderId}`);
    const payment = this.record({ orderId, qrId: null, amountPaise: order.amountPaise, status: 'captured', method: 'upi' });
    return { payment, signature: hmacHex(LOCAL_PROVIDER_SECRETS.keySecret, `${orderId}|${payment.id}`) };
  }

  /** A payment attempt on the order that the bank declined. */
  failOrder(orderId: string): ProviderPayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`No local order ${orderId}`);
    return this.record({
      orderId,
      qrId: null,
      amountPaise: order.amountPaise,
      status: 'failed',
      method: 'upi',
      errorDescription: 'Payment declined by the bank',
    });
  }

  /** The customer scans the rider's QR and pays it. */
  payQr(qrId: string): ProviderPayment {
    const qr = this.qrs.get(qrId);
    if (!qr || qr.status !== 'active') throw new Error(`No open local QR ${qrId}`);
    qr.status = 'closed';
    return this.record({ orderId: null, qrId, amountPaise: qr.amountPaise, status: 'captured', method: 'upi' });
  }

  private async recallPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const found = await this.records?.payment(paymentId);
    if (!found) return undefined;
    const payment: ProviderPayment = {
      id: paymentId,
      orderId: found.orderId,
      qrId: found.qrId,
      amountPaise: found.amountPaise,
      status: found.captured ? 'captured' : 'failed',
      method: 'upi',
      errorDescription: null,
    };
    this.payments.set(paymentId, payment);
    return payment;
  }

  private record(p: Omit<ProviderPayment, 'id' | 'errorDescription'> & { errorDescription?: string }): ProviderPayment {
    const payment: ProviderPayment = { id: newId('pay'), errorDescription: null, ...p };
    this.payments.set(payment.id, payment);
    return payment;
  }
}

/** A webhook body as Razorpay sends it, with its signature: what /dev/payments and the tests send. */
export function signedWebhook(
  event: 'payment.captured' | 'payment.failed' | 'qr_code.credited' | 'refund.processed',
  entities: { payment?: ProviderPayment; qr?: { id: string; amountPaise: number }; refund?: ProviderRefund },
  at: Date,
): { body: string; signature: string; eventId: string } {
  const payload: Record<string, unknown> = {};
  if (entities.payment) payload.payment = { entity: razorpayPaymentEntity(entities.payment) };
  if (entities.qr)
    payload.qr_code = {
      entity: {
        id: entities.qr.id,
        status: 'closed',
        payment_amount: entities.qr.amountPaise,
        payments_amount_received: entities.qr.amountPaise,
      },
    };
  if (entities.refund)
    payload.refund = {
      entity: {
        id: entities.refund.id,
        payment_id: entities.refund.paymentId,
        amount: entities.refund.amountPaise,
        status: entities.refund.status,
        currency: 'INR',
      },
    };
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_washdaylocal',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(at.getTime() / 1000),
  });
  return { body, signature: hmacHex(LOCAL_PROVIDER_SECRETS.webhookSecret, body), eventId: newId('evt') };
}

function razorpayPaymentEntity(p: ProviderPayment) {
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amountPaise,
    currency: 'INR',
    status: p.status,
    order_id: p.orderId,
    method: p.method,
    error_description: p.errorDescription,
    ...(p.qrId ? { notes: { qr_code_id: p.qrId } } : {}),
  };
}
