import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { guestWhoSignsIn, profileOf } from '@/features/auth/testing/auth-test-utils';
import { cartStore } from '@/features/cart/stores/cart-store';
import { FALLBACK_CATALOGUE } from '@/features/catalogue/utils/fallback-catalogue';
import { addressFixture } from '@/features/checkout/testing/checkout-fixtures';
import { i18n } from '@/lib/i18n';
import { toast as appToast } from '@/lib/toast';
import { fail, mockApi, offContract, on, signedOut, type StubRoute } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { freshCheckoutAt } from './checkout-test-setup';

// The checkout's toasts when Place Order fails (customer-app.md §8, Checkout): each title with its sentence, in the
// situation it names. checkout-page.test.tsx checks the list under 'Please fix the following:'.

// Tuesday 10 March 2026, 09:00 in India.
const NOW = new Date('2026-03-10T03:30:00.000Z');
const CREATE = contract.bookings.create;

beforeEach(() => {
  freshCheckoutAt(NOW);
  cartStore.setQuantity('laundry-fold', 2);
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function routes(overrides: StubRoute[] = []) {
  return mockApi([
    on(contract.catalogue.list, { success: true, categories: [...FALLBACK_CATALOGUE] }),
    on(contract.auth.profile, profileOf()),
    on(contract.addresses.list, { success: true, data: [addressFixture()] }),
    ...overrides,
  ]);
}

async function renderCheckout() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <CheckoutPage />
      <Toaster />
    </>,
    { route: '/?view=checkout' },
  );
  await screen.findByRole('form', { name: /Checkout|चेकआउट/ });
  return user;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });

/** A complete order for the signed-in customer, then Place Order. */
async function placeOrder(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('button', { name: 'Change address' });
  await user.click(within(group('Pickup date')).getByRole('radio', { name: /^Tomorrow/ }));
  await user.click(within(group('Pickup time')).getByRole('radio', { name: '10:00 AM' }));
  await user.click(within(group('Delivery date')).getAllByRole('radio')[0]!);
  await user.click(within(group('Delivery time')).getAllByRole('radio')[0]!);
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
}

/** The toast with `title`, and the sentence under it. */
async function expectToast(title: string, sentence: string) {
  const shown = await screen.findByText(title);
  const item = shown.closest('[data-sonner-toast]');
  expect(item).not.toBeNull();
  expect(item).toHaveTextContent(sentence);
}

describe('checkout: the toast when Place Order fails', () => {
  it("says 'Login Required' to a guest, with the sign-in dialog, and takes it away once signed in", async () => {
    routes(guestWhoSignsIn());
    const dismiss = vi.spyOn(appToast, 'dismiss');
    const user = await renderCheckout();
    await screen.findByRole('button', { name: /Select an address/ });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await expectToast('Login Required', 'Please sign in to complete your booking');

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dismiss).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Full Name'), 'Asha Verma');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('Enter OTP'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith('checkout-failed'));
  });

  it("says 'Authentication Issue' when the session ended on the server, and asks to sign in again", async () => {
    const api = routes([on(CREATE, signedOut)]);
    const user = await renderCheckout();
    await placeOrder(user);
    await expectToast('Authentication Issue', 'Please sign in again to place your order.');
    expect(api.calls(CREATE)).toHaveLength(1);
  });

  it.each([
    [
      "the server's check of the fields refuses them",
      'Validation Error',
      'There was an error checking your form. Please try again.',
      () => fail(400, 'Please enter a valid 10-digit mobile number', { field: 'phone' }),
    ],
    [
      'the server refuses the order for a reason',
      'Checkout Failed',
      'Failed to process your order. Please try again.',
      () => fail(409, 'You already have 10 open bookings.', { error: 'TOO_MANY_OPEN_BOOKINGS' }),
    ],
    [
      'the answer is not the one the contract describes',
      'Checkout Failed',
      'Unable to process your order. Please try again.',
      () => offContract(new Response(JSON.stringify({ success: true }), { status: 201 })),
    ],
    [
      'the server fails',
      'Order Failed',
      'Failed to place order. Please try again.',
      () => fail(500, 'Something went wrong on our side. Please try again.'),
    ],
  ])("when %s: '%s'", async (_situation, title, sentence, answer) => {
    routes([on(CREATE, answer)]);
    const user = await renderCheckout();
    await placeOrder(user);
    await expectToast(title, sentence);
  });

  it('says it in Hindi', async () => {
    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    routes([on(CREATE, () => fail(500, 'Something went wrong on our side. Please try again.'))]);
    const user = await renderCheckout();
    await screen.findByRole('button', { name: 'पता बदलें' });
    await user.click(within(group('पिकअप की तारीख')).getAllByRole('radio')[1]!);
    await user.click(within(group('पिकअप का समय')).getByRole('radio', { name: 'सुबह 10:00' }));
    await user.click(within(group('डिलीवरी की तारीख')).getAllByRole('radio')[0]!);
    await user.click(within(group('डिलीवरी का समय')).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    await expectToast('ऑर्डर नहीं हो सका', 'ऑर्डर नहीं हो सका। कृपया फिर से कोशिश करें।');
  });
});
