import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { profileOf, stubResizeObserver, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { referralInfo } from '@/features/referrals/testing/referral-fixtures';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, on, signedOut } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CustomerAccount } from './customer-account';

// The header's account slot in Hindi: Sign in, the account menu with its badge, Profile Settings and Log Out
// (home-header.test.tsx and customer-referral.test.tsx check the English).

beforeEach(async () => {
  stubResizeObserver();
  await i18n.changeLanguage('hi');
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderAccount() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <CustomerAccount />
      <Toaster />
    </>,
  );
  return user;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /, अकाउंट मेन्यू$/ }));
  return screen.findByRole('menu');
}

describe('customer account in Hindi', () => {
  it('offers Sign in to a guest in Hindi, and opens the sign-in dialog in Hindi', async () => {
    mockApi([on(contract.auth.profile, signedOut)]);
    const user = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('dialog', { name: 'साइन इन करें' })).toBeInTheDocument();
  });

  it("lists the menu's items in Hindi, with the referral badge and button from the server's percentage", async () => {
    mockApi([on(contract.auth.profile, profileOf()), on(contract.referrals.info, referralInfo())]);
    const user = renderAccount();
    expect(await screen.findByRole('button', { name: 'रेफ़र करें और कमाएँ: 55% की छूट' })).toBeInTheDocument();
    const menu = await openMenu(user);
    expect(within(menu).getByText('Asha Verma').closest('[translate="no"]')).not.toBeNull();
    expect(within(menu).getByText(/ऑनलाइन|ऑफ़लाइन/)).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['मेरी बुकिंग', 'लॉन्ड्री प्लान', 'सेव किए गए पते', 'प्रोफ़ाइल सेटिंग्स', 'पसंद और सेटिंग्स', 'रेफ़र करें और कमाएँ55% छूट', 'लॉग आउट']);
  });

  it('shows Profile Settings in Hindi, with the date in Hindi, and saves with a Hindi toast', async () => {
    const api = mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.referrals.info, referralInfo()),
      on(contract.auth.updateProfile, ({ body }) => ({
        success: true as const,
        message: 'Profile updated successfully',
        user: { ...TEST_USER, name: body.name, full_name: body.name, email: body.email ?? null },
      })),
    ]);
    const user = renderAccount();
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'प्रोफ़ाइल सेटिंग्स' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्रोफ़ाइल सेटिंग्स' });
    expect(within(dialog).getByText('जनवरी 2026 से ग्राहक')).toBeInTheDocument();
    expect(within(dialog).getByText('बदला नहीं जा सकता')).toBeInTheDocument();
    // Neither an email nor a GSTIN.
    expect(within(dialog).getAllByText('नहीं जोड़ा गया')).toHaveLength(2);
    expect(within(dialog).getByText('Asha Verma', { selector: 'dd > span' })).toHaveAttribute('translate', 'no');

    await user.click(within(dialog).getByRole('button', { name: 'बदलें' }));
    expect(within(dialog).getByLabelText('मोबाइल नंबर')).toBeDisabled();
    expect(within(dialog).getByText('आपका मोबाइल नंबर बदला नहीं जा सकता।')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('पूरा नाम'));
    await user.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await within(dialog).findByText('नाम ज़रूरी है')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('पूरा नाम'), 'Zoya Khan');
    await user.type(within(dialog).getByLabelText('ईमेल'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await within(dialog).findByText('कृपया सही ईमेल पता डालें')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('ईमेल'));
    await user.click(within(dialog).getByRole('button', { name: 'बदलाव सेव करें' }));
    expect(await screen.findByText('प्रोफ़ाइल अपडेट हो गई')).toBeInTheDocument();
    expect(api.calls(contract.auth.updateProfile)[0]?.body).toEqual({ name: 'Zoya Khan', email: null });
  });

  it('logs out with a Hindi toast, and says so in Hindi when it cannot', async () => {
    let fails = true;
    mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.referrals.info, referralInfo()),
      on(contract.auth.logout, () =>
        fails ? fail(500, 'Internal error') : { success: true as const, message: 'Logged out successfully' },
      ),
    ]);
    const user = renderAccount();
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'लॉग आउट' }));
    expect(await screen.findByText('लॉग आउट नहीं हुआ')).toBeInTheDocument();
    expect(screen.getByText('आपको लॉग आउट नहीं कर पाए। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।')).toBeInTheDocument();

    fails = false;
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'लॉग आउट' }));
    expect(await screen.findByText('आप लॉग आउट हो गए')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'साइन इन करें' })).toBeInTheDocument());
  });
});
