import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, type PreferencesPatch } from '@washday/core';
import { profileOf, stubResizeObserver } from '@/features/auth/testing/auth-test-utils';
import { cartStore } from '@/features/cart/stores/cart-store';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { pendingOrdersStore } from '@/features/checkout/stores/pending-orders-store';
import { addressFixture } from '@/features/checkout/testing/checkout-fixtures';
import { preferencesOf } from '@/features/preferences/testing/preferences-fixtures';
import { mockApi, on, signedOut, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CheckoutPage } from './checkout-page';

// Tuesday 10 March 2026, 09:00 in India.
const NOW = new Date('2026-03-10T03:30:00.000Z');

beforeEach(() => {
  window.localStorage.clear();
  cartStore.reload();
  pendingOrdersStore.reload();
  cartStore.setQuantity('laundry-fold', 2);
  stubResizeObserver();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A signed-in customer with these preferences; `full` are tomorrow's full pickup slots. */
function routes(preferences: PreferencesPatch, { full = [] as string[], guest = false } = {}, extra: StubRoute[] = []) {
  return mockApi([
    on(contract.catalogue.list, { success: true, categories: [...FALLBACK_CATALOGUE] }),
    on(contract.auth.profile, guest ? signedOut : profileOf()),
    on(contract.addresses.list, { success: true, data: [addressFixture()] }),
    on(contract.preferences.get, preferencesOf(preferences)),
    on(contract.bookings.slotAvailability, ({ search }) => ({
      success: true,
      date: search.get('date')!,
      full: search.get('date') === '2026-03-11' ? full : [],
    })),
    ...extra,
  ]);
}

async function renderCheckout(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderWithProviders(<CheckoutPage />, { route: '/?view=checkout' });
  await screen.findByRole('form', { name: 'Checkout' });
  return user;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const pressed = () =>
  within(group('Pickup time'))
    .queryAllByRole('radio', { checked: true })
    .map((b) => b.textContent);

describe('checkout: the preferred time slot', () => {
  it('chooses the first pickup time in the preferred range once a date is chosen', async () => {
    routes({ scheduling: { preferredTimeSlot: 'afternoon' } });
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
    await waitFor(() => expect(pressed()).toEqual(['12:00 PM']));
  });

  it('skips full slots, and leaves a time the customer picks alone', async () => {
    routes({ scheduling: { preferredTimeSlot: 'evening' } }, { full: ['16:00', '17:00'] });
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
    await waitFor(() => expect(pressed()).toEqual(['6:00 PM']));

    await user.click(within(group('Pickup time')).getByRole('radio', { name: '9:00 AM' }));
    await waitFor(() => expect(pressed()).toEqual(['9:00 AM']));
  });

  it('chooses the first slot of the range still open today', async () => {
    routes({ scheduling: { preferredTimeSlot: 'morning' } });
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Today/ }));
    // 09:00 now: 8:00 and 9:00 are gone, 10:00 is the first still open this morning.
    await waitFor(() => expect(pressed()).toEqual(['10:00 AM']));
  });

  it('chooses nothing when the day has no free slot in the range', async () => {
    routes({ scheduling: { preferredTimeSlot: 'morning' } }, { full: ['08:00', '09:00', '10:00', '11:00'] });
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'Change address' });
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
    await within(group('Pickup time')).findByRole('radio', { name: '11:00 AM, full' });
    expect(pressed()).toEqual([]);
  });

  it('chooses nothing for a guest', async () => {
    // The page's timers on the test's clock too, so that what it set going runs out below.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const api = routes({ scheduling: { preferredTimeSlot: 'afternoon' } }, { guest: true });
    const user = await renderCheckout({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
    // A signed-in customer's preferences would have been asked for, answered and applied by then.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(pressed()).toEqual([]);
    expect(api.calls(contract.preferences.get)).toHaveLength(0);
  });
});
