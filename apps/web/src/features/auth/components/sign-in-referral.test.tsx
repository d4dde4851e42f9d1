import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { REFERRAL_CHECK_DEBOUNCE_MS } from '../hooks/use-referral-check';
import { loginSuccess, otpSent } from '../testing/auth-test-utils';
import { SignInDialog } from './sign-in-dialog';

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(referralCode?: string, options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderWithProviders(
    <>
      <SignInDialog open onOpenChange={() => {}} referralCode={referralCode} />
      <Toaster />
    </>,
  );
  return user;
}

const referralField = () => screen.getByLabelText('Referral Code (optional)');
/** The server's answer for a known code; 25% to show that the percentage shown is the server's. */
const known = (referral_code = 'REF3210ABC', discount_percentage = 25) => ({
  success: true as const,
  message: `Valid! You'll get ${discount_percentage}% off`,
  referral: { referral_code, discount_percentage, referrer_name: 'Meera' },
});

describe('sign-in dialog: referral code', () => {
  it('upper-cases the code, asks the server from 3 characters and shows the percentage it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi([on(contract.referrals.validate, ({ body }) => known(body.referralCode))]);
    const user = renderDialog(undefined, { advanceTimers: vi.advanceTimersByTime });

    await user.type(referralField(), 're');
    expect(referralField()).toHaveValue('RE');
    // Well past the pause after the last keystroke: 2 characters are never asked about.
    await act(() => vi.advanceTimersByTimeAsync(REFERRAL_CHECK_DEBOUNCE_MS + 1_000));
    expect(api.calls(contract.referrals.validate)).toHaveLength(0);

    await user.type(referralField(), 'f3210abc');
    expect(referralField()).toHaveValue('REF3210ABC');
    expect(await screen.findByText("Valid! You'll get 25% off")).toBeInTheDocument();
    // Only the settled code is asked about, not every keystroke.
    expect(api.calls(contract.referrals.validate).map((call) => call.body.referralCode)).toEqual(['REF3210ABC']);
  });

  it.each([
    ['a code the server refuses', () => fail(400, 'Invalid referral code', { field: 'referralCode' }), 'Invalid referral code'],
    ['a server failure', () => fail(500, 'Internal error'), 'Unable to validate referral code'],
    ['no connection', networkDown, 'Unable to validate referral code'],
  ])('words %s with the spec message', async (_case, answer, shown) => {
    mockApi([on(contract.referrals.validate, answer)]);
    const user = renderDialog();
    await user.type(referralField(), 'REF0000XYZ');
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('gives up after 5 seconds without an answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = vi.fn();
    // A server that never answers; the request ends only when the client aborts it.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      asked();
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SignInDialog open onOpenChange={() => {}} />);
    await user.type(referralField(), 'REF1234ABC');
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Checking code…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.queryByText('Unable to validate referral code')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByText('Unable to validate referral code')).toBeInTheDocument();
  });

  it('fills in the code of a referral link and sends a valid code with the sign-in', async () => {
    const api = mockApi([
      on(contract.referrals.validate, ({ body }) => known(body.referralCode, 30)),
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => loginSuccess()),
    ]);
    const user = renderDialog('ref3210abc');
    expect(referralField()).toHaveValue('REF3210ABC');
    expect(await screen.findByText("Valid! You'll get 30% off")).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Enter OTP'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));

    await waitFor(() => expect(api.calls(contract.auth.verifyOtp)).toHaveLength(1));
    expect(api.calls(contract.auth.verifyOtp)[0]?.body).toEqual({
      phone: '9876543210',
      otp: '482913',
      name: 'Asha Verma',
      referralCode: 'REF3210ABC',
    });
  });

  it('leaves out a code the server refused', async () => {
    const api = mockApi([
      on(contract.referrals.validate, () => fail(400, 'Invalid referral code')),
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => loginSuccess()),
    ]);
    const user = renderDialog();
    await user.type(screen.getByLabelText('Full Name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(referralField(), 'REF9999ZZZ');
    expect(await screen.findByText('Invalid referral code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('Enter OTP'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() => expect(api.calls(contract.auth.verifyOtp)).toHaveLength(1));
    expect(api.calls(contract.auth.verifyOtp)[0]?.body).not.toHaveProperty('referralCode');
  });
});
