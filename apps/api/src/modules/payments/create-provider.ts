import type { Env } from '../../config/env.js';
import { LocalPaymentProvider, type LocalRecords } from './local-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayPaymentProvider } from './razorpay-provider.js';

/** The configured provider: Razorpay with its keys, else the local stand-in (env.ts refuses it in production). */
export function createPaymentProvider(env: Env, now: () => Date, localRecords?: LocalRecords): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'razorpay')
    return new RazorpayPaymentProvider({
      keyId: env.RAZORPAY_KEY_ID!,
      keySecret: env.RAZORPAY_KEY_SECRET!,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    });
  return new LocalPaymentProvider(now, localRecords);
}
