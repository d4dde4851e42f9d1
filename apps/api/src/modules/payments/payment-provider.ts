import { createHmac, timingSafeEqual } from 'node:crypto';

// The payment provider behind one interface (docs/decisions/0033-money.md): Razorpay in production, the local
// stand-in in development and tests. Amounts are integer paise; ids are the provider's.

export interface ProviderOrder {
  id: string;
  amountPaise: number;
}

export interface ProviderQr {
  id: string;
  amountPaise: number;
  /** The UPI intent the QR encodes (upi://pay?...), drawn on the rider's screen. */
  upiUri: string;
  closeBy: Date;
}

export interface ProviderPayment {
  id: string;
  orderId: string | null;
  qrId: string | null;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | null;
  errorDescription: string | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentProvider {
  readonly name: 'local' | 'razorpay';
  /** The public key the browser's checkout opens with. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  createUpiQr(input: {
    amountPaise: number;
    description: string;
    closeBy: Date;
    notes: Record<string, string>;
  }): Promise<ProviderQr>;
  closeQr(qrId: string): Promise<void>;
  /** The order's payments, for reconciliation. */
  orderPayments(orderId: string): Promise<ProviderPayment[]>;
  qrPayments(qrId: string): Promise<ProviderPayment[]>;
  refund(input: {
    paymentId: string;
    amountPaise: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** HMAC-SHA256(order_id|payment_id, key secret): the checkout's proof. */
  verifyCheckout(orderId: string, paymentId: string, signature: string): boolean;
  /** HMAC-SHA256(raw body, webhook secret): the webhook's proof, over the exact bytes received. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time; malformed input is simply false. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(receivedHex) || receivedHex.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex, 'hex'));
}

/** The UPI intent for a fixed amount to the business's VPA. */
export function upiIntent(vpa: string, payee: string, amountPaise: number, reference: string): string {
  const params = new URLSearchParams({ pa: vpa, pn: payee, am: (amountPaise / 100).toFixed(2), cu: 'INR', tr: reference });
  return `upi://pay?${params.toString()}`;
}
