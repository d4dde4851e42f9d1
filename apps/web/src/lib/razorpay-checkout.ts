// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/): its script is
// loaded only when a customer presses Pay, never with the app. The typed surface below is the little the app uses.

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands its `handler` on success: the server verifies the signature. */
export interface RazorpayCheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayCheckoutOptions {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill?: { name?: string; contact?: string };
  theme?: { color?: string };
}

interface RazorpayInstanceOptions extends RazorpayCheckoutOptions {
  handler: (result: RazorpayCheckoutResult) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (failure: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: RazorpayInstanceOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** The customer's bank or card refused; the message is Razorpay's (shown inside its own window already). */
export class CheckoutDeclinedError extends Error {
  override readonly name = 'CheckoutDeclinedError';
}

/** The script could not be fetched (offline, blocked). */
export class CheckoutUnavailableError extends Error {
  override readonly name = 'CheckoutUnavailableError';
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Checkout's script (once while it loads) and answers its constructor; a failed load may be tried again. */
export function loadRazorpayCheckout(doc: Document = document): Promise<RazorpayConstructor> {
  const win = doc.defaultView;
  if (win?.Razorpay) return Promise.resolve(win.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (win?.Razorpay) resolve(win.Razorpay);
      else reject(new CheckoutUnavailableError('Razorpay Checkout did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new CheckoutUnavailableError('Razorpay Checkout could not be loaded'));
    };
    doc.head.append(script);
  }).finally(() => {
    // Loaded: window.Razorpay answers from now on. Failed: the next press tries again.
    loading = null;
  });
  return loading;
}

/**
 * Opens Checkout for a provider order. Answers its handler's result, or null when the customer closed the window
 * without paying; a declined payment rejects with CheckoutDeclinedError.
 */
export async function openRazorpayCheckout(options: RazorpayCheckoutOptions): Promise<RazorpayCheckoutResult | null> {
  const Razorpay = await loadRazorpayCheckout();
  return new Promise((resolve, reject) => {
    let failure: string | null = null;
    const checkout = new Razorpay({
      ...options,
      handler: (result) => resolve(result),
      modal: {
        // Razorpay lets the customer retry inside its window after a decline; closing it then ends in the decline.
        ondismiss: () => (failure === null ? resolve(null) : reject(new CheckoutDeclinedError(failure))),
      },
    });
    checkout.on('payment.failed', (event) => {
      failure = event.error?.description ?? 'Payment failed';
    });
    checkout.open();
  });
}
