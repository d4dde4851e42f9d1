import '@/locales/plans-strings';
import { contract, type SubscriptionView } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { toast } from '@/lib/toast';
import { PlansPage } from './plans-page';

// Paying a plan's month through the provider checkout that orders and tips use too (hooks/use-provider-checkout.ts):
// the local provider's test checkout in development, a decline said in the plan's words, a refusal in the server's.

const CHECKOUT = {
  provider: 'local' as const,
  key_id: 'rzp_test_local',
  order_id: 'order_plan_1',
  amount: 118_000,
  currency: 'INR' as const,
  name: 'Washday',
  description: 'Family 30, one month',
  prefill: { name: 'Meera', contact: '9876543210' },
};

const plan = {
  id: 'plan-1',
  name: 'Family 30',
  description: '30 kg a month',
  price: 1180,
  kg_included: 30,
  pieces_included: 10,
  pickups_included: null,
  dry_clean_discount_percent: 0,
  free_delivery: false,
  rollover: false,
  is_active: true,
};

const subscription = (paid: boolean): SubscriptionView => ({
  id: 'sub-1',
  status: paid ? 'active' : 'pending',
  plan,
  cancel_at_period_end: false,
  period_start: paid ? '2026-11-22T05:30:00.000Z' : null,
  period_end: paid ? '2026-12-22T05:30:00.000Z' : null,
  renews_at: paid ? '2026-12-22T05:30:00.000Z' : null,
  grace_ends_at: null,
  allowance: paid ? { kg: 30, pieces: 10, pickups: null } : { kg: 0, pieces: 0, pickups: null },
  used: { kg: 0, pieces: 0, pickups: 0 },
  left: paid ? { kg: 30, pieces: 10, pickups: null } : { kg: 0, pieces: 0, pickups: null },
  due: paid ? null : { cycle_id: 'cycle-1', amount: 1180, starts_at: null },
  paid_cycles: [],
});

function renderPlans(outcomes: Array<'pay' | 'fail'>, verify: () => Response | object) {
  const api = mockApi([
    on(contract.plans.list, { success: true, plans: [plan] }),
    on(contract.plans.mine, { success: true, subscription: subscription(false) }),
    on(contract.plans.pay, { success: true, checkout: CHECKOUT }),
    on(contract.dev.localCheckout, () => {
      const outcome = outcomes.shift() ?? 'pay';
      return {
        outcome: outcome === 'pay' ? ('paid' as const) : ('failed' as const),
        razorpay_order_id: 'order_plan_1',
        razorpay_payment_id: 'pay_plan_1',
        razorpay_signature: outcome === 'pay' ? 'sig-plan-1' : null,
      };
    }),
    on(contract.plans.verify, verify as never),
  ]);
  renderWithProviders(<PlansPage />);
  return api;
}

afterEach(() => vi.restoreAllMocks());

describe("paying a plan's month", () => {
  it('says a declined payment in the plan’s words, then pays through the test checkout and confirms it', async () => {
    const paid = vi.spyOn(toast, 'success');
    const api = renderPlans(['fail', 'pay'], () => ({
      success: true as const,
      message: 'Payment received',
      subscription: subscription(true),
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,180' }));
    let checkout = await screen.findByRole('dialog');
    expect(within(checkout).getByText('Family 30')).toBeVisible();
    await userEvent.click(within(checkout).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was declined. Please try again.');
    expect(api.calls(contract.plans.verify)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,180' }));
    checkout = await screen.findByRole('dialog');
    await userEvent.click(within(checkout).getByRole('button', { name: 'Pay ₹1,180' }));
    await waitFor(() => expect(api.calls(contract.plans.verify)).toHaveLength(1));
    expect(api.calls(contract.plans.verify)[0]!.body).toEqual({
      razorpay_order_id: 'order_plan_1',
      razorpay_payment_id: 'pay_plan_1',
      razorpay_signature: 'sig-plan-1',
    });
    expect(await screen.findByText('30 of 30 kg left')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay ₹1,180' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(paid).toHaveBeenCalledWith('Payment received. Your plan is active.');
  });

  it("shows the server's own reason when it refuses the payment, and reads the plan again", async () => {
    const api = renderPlans(['pay'], () => fail(409, 'This month is already paid'));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,180' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay ₹1,180' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This month is already paid');
    await waitFor(() => expect(api.calls(contract.plans.mine).length).toBeGreaterThanOrEqual(2));
  });
});
