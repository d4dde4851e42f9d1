import { contract, type BookingMoney, type OrderRating } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { makeBooking } from '../testing/booking-fixtures';
import { makeMoney } from '../testing/money-fixtures';
import { BookingCard } from './booking-card';

// A tip for the delivery rider while paying (issue 30: 'at rating time or when paying'), the same one-per-order tip.

const CHECKOUT = {
  provider: 'local' as const,
  key_id: 'rzp_test_local',
  order_id: 'order_tip_1',
  amount: 5_000,
  currency: 'INR' as const,
  name: 'Washday',
  description: 'Tip for Ravi',
  prefill: { name: 'Meera', contact: '9876543210' },
};

function renderCard(rider: OrderRating['rider']) {
  const booking = makeBooking({ custom_order_id: 'WD-TIP1', status: 'in_progress' });
  const money: BookingMoney = makeMoney();
  let tip: OrderRating['tip'] = null;
  const api = mockApi([
    on(contract.payments.bookingMoney, () => money),
    on(contract.ratings.get, () => ({ success: true as const, can_rate: false, rider, rating: null, tip })),
    on(contract.tips.start, { success: true, checkout: CHECKOUT }),
    on(contract.dev.localCheckout, {
      outcome: 'paid',
      razorpay_order_id: 'order_tip_1',
      razorpay_payment_id: 'pay_tip_1',
      razorpay_signature: 'sig-1',
    }),
    on(contract.tips.verify, () => {
      tip = { id: 't1', amount: 50, status: 'captured', captured_at: '2026-11-22T05:30:00.000Z' };
      return { success: true as const, message: 'Tip received', tip };
    }),
  ]);
  renderWithProviders(
    <BookingCard booking={booking} onEdit={vi.fn()} onCancel={vi.fn()} onContactSupport={vi.fn()} onTrack={vi.fn()} />,
  );
  return { card: screen.getByRole('article', { name: /WD-TIP1/ }), api };
}

afterEach(() => vi.unstubAllGlobals());

describe('a tip while paying', () => {
  it("offers 'Tip Ravi' under 'Pay ₹X now', pays the chosen amount through the checkout, then says it was given", async () => {
    const { card, api } = renderCard({ name: 'Ravi' });
    await within(card).findByRole('button', { name: 'Pay ₹570 now for WD-TIP1' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Tip Ravi' }));
    const tipBox = within(card).getByRole('region', { name: 'Tip Ravi' });
    expect(within(tipBox).getByRole('button', { name: 'Tip Ravi' })).toBeDisabled();
    await userEvent.click(within(tipBox).getByRole('radio', { name: '₹50' }));
    await userEvent.click(within(tipBox).getByRole('button', { name: 'Tip ₹50' }));
    expect(api.calls(contract.tips.start)[0]!.body).toEqual({ amount: 50 });
    const checkout = await screen.findByRole('dialog');
    await userEvent.click(within(checkout).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(api.calls(contract.tips.verify)).toHaveLength(1));
    expect(await within(card).findByText('You tipped ₹50. Thank you!')).toBeVisible();
    // The order's own payment is untouched: still due.
    expect(within(card).getByRole('button', { name: 'Pay ₹570 now for WD-TIP1' })).toBeVisible();
  });

  it('offers no tip before the order has a delivery rider', async () => {
    const { card, api } = renderCard(null);
    await within(card).findByRole('button', { name: 'Pay ₹570 now for WD-TIP1' });
    await waitFor(() => expect(api.calls(contract.ratings.get)).toHaveLength(1));
    expect(within(card).queryByRole('button', { name: /^Tip/ })).toBeNull();
  });
});
