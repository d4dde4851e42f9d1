import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { loginSuccess, otpSent, profileOf, stubResizeObserver, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { FIRST_CHECK_DELAY_MS } from '@/features/location/utils/stored-location';
import { preferencesOf } from '@/features/preferences/testing/preferences-fixtures';
import { FakeGeolocation, installGeolocation } from '@/test/fake-geolocation';
import { fail, mockApi, networkDown, on, signedOut } from '@/test/mock-api';
import { SECTOR_45 } from '@/test/place-fixtures';
import { renderWithProviders } from '@/test/render';
import { REFERRAL_LINK_DELAY_MS } from '../use-referral-link';
import { HomeHeader } from './home-header';

beforeEach(() => {
  stubResizeObserver();
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderHeader(route = '/', options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderWithProviders(
    <>
      <HomeHeader />
      <Toaster />
    </>,
    { route },
  );
  return user;
}

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
  return screen.findByRole('menu');
}

describe('customer header: sign-in', () => {
  it('shows a placeholder, not the Sign in button, until the session is known', async () => {
    let answer: ((response: Response) => void) | undefined;
    mockApi([on(contract.auth.profile, () => new Promise<Response>((resolve) => (answer = resolve)))]);
    renderHeader();

    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

    // The profile is asked for once the contract's code is here (lib/lazy-endpoints.ts); still no Sign in meanwhile.
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    answer?.(signedOut());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-placeholder')).not.toBeInTheDocument();
  });

  it('signs in by phone code, then shows the account menu with initials and the formatted phone', async () => {
    const api = mockApi([
      on(contract.auth.profile, signedOut),
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => loginSuccess()),
    ]);
    const user = renderHeader();

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Asha Verma');
    await user.type(within(dialog).getByLabelText('Mobile Number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await user.type(await within(dialog).findByLabelText('Enter OTP'), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Sign In' }));

    const trigger = await screen.findByRole('button', { name: /Account menu$/ });
    expect(trigger).toHaveTextContent('AV');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    // The session is the httpOnly cookie: nothing the page stores holds a token or session.
    // (Other features may store their own data, e.g. the location line's last detection.)
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(stored).not.toMatch(/token|session|otp/i);

    const menu = await openAccountMenu(user);
    expect(within(menu).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(menu).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(menu).getByText('Online')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My Bookings', 'Laundry plans', 'Saved Addresses', 'Profile Settings', 'Preferences', 'Refer & Earn', 'Log Out']);
    // Signed in from the verify answer: no extra profile read.
    expect(api.calls(contract.auth.profile)).toHaveLength(1);
  });

  it('logs out through the API and returns to Sign in', async () => {
    let revoked = false;
    const api = mockApi([
      on(contract.auth.profile, () => (revoked ? signedOut() : profileOf())),
      on(contract.auth.logout, () => {
        revoked = true;
        return { success: true, message: 'Logged out successfully' };
      }),
    ]);
    const user = renderHeader();

    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls(contract.auth.logout)).toMatchObject([
      { method: 'POST', path: '/api/auth/logout', body: { role: 'customer' } },
    ]);
    expect(api.calls(contract.auth.logout)).toHaveLength(1);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu$/ })).not.toBeInTheDocument();
  });

  it('stays signed in and says so when the logout request fails', async () => {
    mockApi([on(contract.auth.profile, profileOf()), on(contract.auth.logout, networkDown)]);
    const user = renderHeader();

    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('opens the sign-in 1 s after a ?ref= link, with the code filled in upper-case and checked', async () => {
    // The dialog's code is here, as the page warms it for a guest: it draws as soon as it is opened.
    await import('@/features/auth/components/sign-in-dialog');
    // The clock moves only when the test moves it: vi.waitFor moves it 50 ms a look, and the test the rest.
    vi.useFakeTimers();
    const api = mockApi([
      on(contract.auth.profile, signedOut),
      on(contract.referrals.validate, ({ body }) => ({
        success: true,
        message: "Valid! You'll get 30% off",
        referral: { referral_code: body.referralCode, discount_percentage: 30, referrer_name: 'Meera' },
      })),
    ]);
    renderHeader('/?ref=ref1234abc');

    // Seen within 50 ms of the session answer that starts the second.
    await vi.waitFor(() => screen.getByRole('button', { name: 'Sign in' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_LINK_DELAY_MS - 600));
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Sign in' }));
    expect(within(dialog).getByLabelText('Referral Code (optional)')).toHaveValue('REF1234ABC');
    expect(await vi.waitFor(() => within(dialog).getByText("Valid! You'll get 30% off"))).toBeInTheDocument();
    expect(api.calls(contract.referrals.validate)[0]?.body).toEqual({ referralCode: 'REF1234ABC' });
  });

  it('opens nothing from a ?ref= link for a customer already signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi([on(contract.auth.profile, profileOf())]);
    renderHeader('/?ref=REF1234ABC');
    await screen.findByRole('button', { name: /Account menu$/ });
    // Well past the second after which a guest's sign-in opens.
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_LINK_DELAY_MS + 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('customer header: profile settings', () => {
  async function openProfile(user: ReturnType<typeof userEvent.setup>) {
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Profile Settings' }));
    return screen.findByRole('dialog', { name: 'Profile Settings' });
  }

  it('shows the details with the phone read-only', async () => {
    mockApi([on(contract.auth.profile, profileOf({ ...TEST_USER, email: 'asha@example.com' }))]);
    const user = renderHeader();
    const dialog = await openProfile(user);

    expect(within(dialog).getByText('Asha Verma', { selector: 'dd > span' })).toBeInTheDocument();
    expect(within(dialog).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText("Can't be changed")).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByLabelText('Mobile Number')).toBeDisabled();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha Verma');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('asha@example.com');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('requires a name, then saves name and email and updates the menu', async () => {
    const api = mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.auth.updateProfile, ({ body }) => {
        const { name, email } = body as { name: string; email: string | null };
        return { success: true, message: 'Profile updated successfully', user: { ...TEST_USER, name, full_name: name, email } };
      }),
    ]);
    const user = renderHeader();
    const dialog = await openProfile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));

    const name = within(dialog).getByLabelText('Full Name');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const toastTitle = await screen.findByText('Error');
    expect(toastTitle.closest('[data-sonner-toast]')).toHaveTextContent('Name is required');
    expect(api.calls(contract.auth.updateProfile)).toHaveLength(0);

    await user.type(name, 'Zoya Khan');
    await user.type(within(dialog).getByLabelText('Email'), 'Zoya@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(api.calls(contract.auth.updateProfile)[0]?.body).toEqual({ name: 'Zoya Khan', email: 'zoya@example.com' });
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByText('Zoya Khan', { selector: 'dd > span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ZK, Account menu', hidden: true })).toHaveTextContent('ZK');
  });

  it('keeps the edits and shows the server message when saving fails', async () => {
    mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.auth.updateProfile, () => fail(400, 'Please enter a valid email address', { field: 'email' })),
    ]);
    const user = renderHeader();
    const dialog = await openProfile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await user.clear(within(dialog).getByLabelText('Full Name'));
    await user.type(within(dialog).getByLabelText('Full Name'), 'Asha V');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha V');
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
  });

  it('logs out from the profile dialog', async () => {
    const api = mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.auth.logout, () => ({ success: true, message: 'Logged out successfully' })),
    ]);
    const user = renderHeader();
    const dialog = await openProfile(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(contract.auth.logout)).toHaveLength(1);
  });
});

describe('customer header: Share location', () => {
  /** A signed-in customer with Share location on or off; the device's position is Sector 45. */
  function signedInWith(shareLocation: boolean) {
    localStorage.clear();
    const geolocation = new FakeGeolocation();
    const undo = installGeolocation(geolocation);
    const saved = {
      success: true as const,
      data: { id: 'loc-1', is_available: true, message: 'Service available in Gurugram/Gurgaon' },
    };
    const api = mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.preferences.get, preferencesOf({ privacy: { shareLocation } })),
      on(contract.locations.geocode, { success: true, data: SECTOR_45 }),
      on(contract.locations.saveDetectedForCustomer, saved),
    ]);
    return { geolocation, undo, api };
  }
  const line = () => screen.getByRole('button', { name: /^Location: / });

  it('locates a customer who shares their location 2 s after the page opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { geolocation, undo, api } = signedInWith(true);
    renderHeader();
    await vi.waitFor(() => expect(api.calls(contract.preferences.get)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS));
    await vi.waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(await screen.findByText('Sector 45, Gurugram')).toBeInTheDocument();
    undo();
  });

  it('does not locate a customer who turned it off, until they tap the location line', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { geolocation, undo, api } = signedInWith(false);
    const user = renderHeader('/', { advanceTimers: vi.advanceTimersByTime });
    await vi.waitFor(() => expect(api.calls(contract.preferences.get)).toHaveLength(1));
    // Well past the 2 s after which the page would have located them.
    await act(() => vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS + 500));
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(line()).toHaveTextContent('Gurugram');

    await user.click(line());
    await vi.waitFor(() => expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Sector 45, Gurugram')).toBeInTheDocument();
    undo();
  });
});
