import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { profileOf } from '@/features/auth/testing/auth-test-utils';
import { cartStore } from '@/features/cart/stores/cart-store';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { addressFixture, bookingFixture } from '@/features/checkout/testing/checkout-fixtures';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { BookingConfirmedPage } from './booking-confirmed-page';
import { CheckoutPage } from './checkout-page';
import { freshCheckoutAt } from './checkout-test-setup';
import { useCustomerView } from './use-customer-view';

// Issue 25 item 14: each time slot was a Tab stop of its own (23 presses after choosing a date), and placing an order
// left focus nowhere. The dates and the slots are radio groups: one Tab stop each, arrows choose within them.

// Tuesday 10 March 2026, 09:00 in India.
const NOW = new Date('2026-03-10T03:30:00.000Z');
const TOMORROW = '2026-03-11';

/** Checkout, and the confirmation it opens, as the customer app switches them by `?view=`. */
function Screens() {
  const { view } = useCustomerView();
  return view === 'confirmed' ? <BookingConfirmedPage /> : <CheckoutPage />;
}

beforeEach(() => {
  freshCheckoutAt(NOW);
  cartStore.setQuantity('laundry-fold', 2);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const group = (name: string) => screen.getByRole('radiogroup', { name });
const radio = (groupName: string, name: string | RegExp) => within(group(groupName)).getByRole('radio', { name });

async function renderCheckout() {
  const booking = bookingFixture();
  mockApi([
    on(contract.catalogue.list, { success: true, categories: [...FALLBACK_CATALOGUE] }),
    on(contract.auth.profile, profileOf()),
    on(contract.addresses.list, { success: true, data: [addressFixture()] }),
    // Before slot-availability, which a later route would otherwise take for a booking's id (later routes win).
    on(contract.bookings.get, { success: true, booking }),
    // 10:00 tomorrow is full: the arrows pass over it.
    on(contract.bookings.slotAvailability, ({ search }) => ({
      success: true,
      date: search.get('date')!,
      full: search.get('date') === TOMORROW ? ['10:00'] : [],
    })),
    on(contract.bookings.create, { success: true, message: 'Booking created successfully', booking }),
  ]);
  const user = userEvent.setup();
  renderWithProviders(<Screens />, { route: '/?view=checkout' });
  await screen.findByRole('button', { name: 'Change address' });
  return user;
}

describe('checkout by keyboard', () => {
  it('reaches the pickup times with one Tab after the date, and the arrows choose a time, passing over a full one', async () => {
    const user = await renderCheckout();
    await user.click(radio('Pickup date', /^Tomorrow/));
    expect(radio('Pickup date', /^Tomorrow/)).toHaveAttribute('aria-checked', 'true');
    await within(group('Pickup time')).findByRole('radio', { name: '10:00 AM, full' });

    // One Tab: out of the dates (one stop) and into the times, at the first open one.
    await user.tab();
    expect(radio('Pickup time', '8:00 AM')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(radio('Pickup time', '9:00 AM')).toHaveFocus();
    expect(radio('Pickup time', '9:00 AM')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(radio('Pickup time', '11:00 AM')).toHaveFocus();
    expect(radio('Pickup time', '11:00 AM')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Pickup time', '9:00 AM')).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(radio('Pickup time', '9:00 AM')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(radio('Pickup time', '9:00 PM')).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(radio('Pickup time', '8:00 AM')).toHaveAttribute('aria-checked', 'true');

    // The group is one stop: the next Tab leaves it, for the delivery's More dates and then its dates.
    const times = group('Pickup time');
    expect(
      within(times)
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0),
    ).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'More dates' })).toHaveFocus();
    await user.tab();
    expect(within(group('Delivery date')).getAllByRole('radio')[0]).toHaveFocus();
  });

  it('chooses the dates with the arrows too, and puts focus on the confirmation heading once the order is placed', async () => {
    const user = await renderCheckout();
    const today = radio('Pickup date', /^Today/);
    today.focus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Pickup date', /^Tomorrow/)).toHaveFocus();
    expect(radio('Pickup date', /^Tomorrow/)).toHaveAttribute('aria-checked', 'true');

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(radio('Pickup time', '9:00 AM')).toHaveAttribute('aria-checked', 'true');
    await user.tab(); // More dates
    await user.tab();
    await user.keyboard(' ');
    expect(within(group('Delivery date')).getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(within(group('Delivery time')).getAllByRole('radio')[0]).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Booking confirmed!' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
