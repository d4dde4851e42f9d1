import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckoutDeclinedError,
  CheckoutUnavailableError,
  loadRazorpayCheckout,
  openRazorpayCheckout,
  RAZORPAY_CHECKOUT_SCRIPT,
  type RazorpayCheckoutOptions,
  type RazorpayCheckoutResult,
} from './razorpay-checkout';

const scripts = () => [...document.head.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_SCRIPT}"]`)] as HTMLScriptElement[];

const OPTIONS: RazorpayCheckoutOptions = {
  key: 'rzp_test_1',
  order_id: 'order_1',
  amount: 57_000,
  currency: 'INR',
  name: 'Washday',
  description: 'Order WD-1',
};
const RESULT: RazorpayCheckoutResult = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };

type Behaviour = (options: {
  handler: (result: RazorpayCheckoutResult) => void;
  modal?: { ondismiss?: () => void };
  failed: (description: string) => void;
}) => void;

/** A stand-in for Checkout's constructor that does `behaviour` when opened, recording the options it was given. */
function fakeRazorpay(behaviour: Behaviour) {
  const given: unknown[] = [];
  window.Razorpay = class {
    private failedListener: ((event: { error?: { description?: string } }) => void) | undefined;
    constructor(private readonly options: Parameters<Behaviour>[0] & Record<string, unknown>) {
      given.push(options);
    }
    on(_event: 'payment.failed', listener: (event: { error?: { description?: string } }) => void) {
      this.failedListener = listener;
    }
    open() {
      behaviour({ ...this.options, failed: (description) => this.failedListener?.({ error: { description } }) });
    }
  } as unknown as NonNullable<Window['Razorpay']>;
  return given;
}

afterEach(() => {
  delete window.Razorpay;
  for (const script of scripts()) script.remove();
});

describe("Razorpay Checkout's script", () => {
  it('is added once, when asked for, and answers the constructor it defines', async () => {
    expect(scripts()).toHaveLength(0);
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    fakeRazorpay(() => {});
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(window.Razorpay);
    await expect(second).resolves.toBe(window.Razorpay);
  });

  it('can be tried again after it failed to load', async () => {
    const failed = loadRazorpayCheckout();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(CheckoutUnavailableError);
    expect(scripts()).toHaveLength(0);
    const again = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    fakeRazorpay(() => {});
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(window.Razorpay);
  });
});

describe('opening Razorpay Checkout', () => {
  it("answers its handler's result, having passed the order", async () => {
    const given = fakeRazorpay(({ handler }) => handler(RESULT));
    await expect(openRazorpayCheckout(OPTIONS)).resolves.toEqual(RESULT);
    expect(given[0]).toMatchObject({ key: 'rzp_test_1', order_id: 'order_1', amount: 57_000, currency: 'INR' });
  });

  it('answers null when the customer closes it without paying', async () => {
    fakeRazorpay(({ modal }) => modal?.ondismiss?.());
    await expect(openRazorpayCheckout(OPTIONS)).resolves.toBeNull();
  });

  it('rejects with the decline when the customer closes it after the bank declined', async () => {
    fakeRazorpay(({ modal, failed }) => {
      failed('Your card was declined');
      modal?.ondismiss?.();
    });
    const opened = openRazorpayCheckout(OPTIONS);
    await expect(opened).rejects.toBeInstanceOf(CheckoutDeclinedError);
    await expect(opened).rejects.toThrow('Your card was declined');
  });

  it('does not load the script when Checkout is already on the page', async () => {
    const onLoad = vi.fn();
    fakeRazorpay(({ handler }) => handler(RESULT));
    await openRazorpayCheckout(OPTIONS).then(onLoad);
    expect(onLoad).toHaveBeenCalledWith(RESULT);
    expect(scripts()).toHaveLength(0);
  });
});
