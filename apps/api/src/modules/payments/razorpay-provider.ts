import Razorpay from 'razorpay';
import {
  hmacHex,
  signatureMatches,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderQr,
  type ProviderRefund,
} from './payment-provider.js';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** What the adapter needs of the official SDK: its resources, and its configured HTTP client for refunds. */
export type RazorpayClient = Pick<Razorpay, 'orders' | 'qrCode'> & {
  api: { rq: { post(url: string, body: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }> } };
};

interface RazorpayPaymentEntity {
  id: string;
  amount: number | string;
  status: string;
  order_id?: string | null;
  method?: string | null;
  error_description?: string | null;
  notes?: Record<string, unknown> | unknown[];
}

const PAYMENT_STATES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;

export function providerPaymentOf(entity: RazorpayPaymentEntity, qrId: string | null = null): ProviderPayment {
  const status = (PAYMENT_STATES as readonly string[]).includes(entity.status)
    ? (entity.status as ProviderPayment['status'])
    : 'failed';
  return {
    id: entity.id,
    orderId: entity.order_id ?? null,
    qrId,
    amountPaise: Number(entity.amount),
    status,
    method: entity.method ?? null,
    errorDescription: entity.error_description ?? null,
  };
}

/** Razorpay through its official SDK (docs/decisions/0033-money.md). Tested against recorded answers, never the network. */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: RazorpayClient;

  constructor(
    private readonly keys: RazorpayKeys,
    client?: RazorpayClient,
  ) {
    this.keyId = keys.keyId;
    this.client = client ?? (new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret }) as unknown as RazorpayClient);
  }

  async createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder> {
    const order = await this.client.orders.create({
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    });
    return { id: order.id, amountPaise: Number(order.amount) };
  }

  async createUpiQr(input: {
    amountPaise: number;
    description: string;
    closeBy: Date;
    notes: Record<string, string>;
  }): Promise<ProviderQr> {
    const qr = await this.client.qrCode.create({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: input.amountPaise,
      description: input.description,
      close_by: Math.floor(input.closeBy.getTime() / 1000),
      notes: input.notes,
    });
    const closeBy = qr.close_by ? new Date(Number(qr.close_by) * 1000) : input.closeBy;
    // Razorpay answers with an image of the QR; the UPI intent it encodes is not in the answer, so the screen shows the image.
    return {
      id: qr.id,
      amountPaise: Number(qr.payment_amount ?? input.amountPaise),
      upiUri: String(qr.image_url ?? ''),
      closeBy,
    };
  }

  async closeQr(qrId: string): Promise<void> {
    await this.client.qrCode.close(qrId);
  }

  async orderPayments(orderId: string): Promise<ProviderPayment[]> {
    const answer = (await this.client.orders.fetchPayments(orderId)) as unknown as { items: RazorpayPaymentEntity[] };
    return answer.items.map((p) => providerPaymentOf(p));
  }

  async qrPayments(qrId: string): Promise<ProviderPayment[]> {
    const answer = (await this.client.qrCode.fetchAllPayments(qrId)) as unknown as { items: RazorpayPaymentEntity[] };
    return answer.items.map((p) => providerPaymentOf(p, qrId));
  }

  async refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund> {
    // The SDK's refund() drops custom headers, so the refund goes through the SDK's own authenticated client with
    // Razorpay's idempotency header: a retry with the same key never refunds twice.
    const { data } = await this.client.api.rq.post(
      `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
      { amount: input.amountPaise, notes: input.notes },
      { headers: { 'X-Refund-Idempotency': input.idempotencyKey } },
    );
    const refund = data as { id: string; payment_id: string; amount: number; status: string };
    const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
    return { id: refund.id, paymentId: refund.payment_id, amountPaise: Number(refund.amount), status };
  }

  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(hmacHex(this.keys.keySecret, `${orderId}|${paymentId}`), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string): boolean {
    return signatureMatches(hmacHex(this.keys.webhookSecret, rawBody), signature);
  }
}
