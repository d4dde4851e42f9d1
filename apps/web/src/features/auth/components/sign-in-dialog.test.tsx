import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { fail, mockApi, offContract, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { loginSuccess, otpSent, TEST_USER } from '../testing/auth-test-utils';
import { SignInDialog } from './sign-in-dialog';

afterEach(() => {
  // Sonner keeps active toasts in module state and replays them to the next test's Toaster.
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const onSignedIn = vi.fn();

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <SignInDialog open={open} onOpenChange={setOpen} onSignedIn={onSignedIn} />
      <Toaster />
    </>
  );
}

function renderDialog() {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  return user;
}

const nameField = () => screen.getByLabelText('Full Name');
const phoneField = () => screen.getByLabelText('Mobile Number');
const sendButton = () => screen.getByRole('button', { name: 'Send OTP' });
const verifyButton = () => screen.getByRole('button', { name: 'Verify & Sign In' });

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), 'Asha Verma');
  await user.type(phoneField(), '9876543210');
  await user.click(sendButton());
  return screen.findByLabelText('Enter OTP');
}

describe('sign-in dialog: phone step', () => {
  it('is titled "Sign in" and labels every field', () => {
    mockApi([]);
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Full Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(within(dialog).getByText('+91')).toBeInTheDocument();
  });

  it('asks for a name, a number and an optional referral code (sign-in-referral.test.tsx checks the code)', () => {
    mockApi([]);
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Referral Code (optional)')).toHaveValue('');
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('name')),
    ).toEqual(['name', 'phone', 'referralCode']);
  });

  it('asks for a name and a phone number before sending anything', async () => {
    const api = mockApi([]);
    const user = renderDialog();

    await user.click(sendButton());

    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveFocus();
    expect(api.requests).toHaveLength(0);

    await user.type(nameField(), '   ');
    await user.click(sendButton());
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
  });

  it.each(['12345', '5123456789', '0000000000'])('refuses %s as a mobile number', async (typed) => {
    const api = mockApi([]);
    const user = renderDialog();

    await user.type(nameField(), 'Asha');
    await user.type(phoneField(), typed);
    await user.click(sendButton());

    expect(screen.getByText('Please enter a valid 10-digit Indian mobile number starting with 6-9')).toBeInTheDocument();
    expect(phoneField()).toHaveFocus();
    expect(api.requests).toHaveLength(0);

    // Typing again clears the message.
    await user.type(phoneField(), '1');
    expect(screen.queryByText(/valid 10-digit/)).not.toBeInTheDocument();
  });

  it('keeps digits only, at most 10, and accepts a pasted +91 number', async () => {
    mockApi([]);
    const user = renderDialog();

    await user.type(phoneField(), '98a7-6 54(3)21099');
    expect(phoneField()).toHaveValue('9876543210');

    await user.clear(phoneField());
    await user.click(phoneField());
    await user.paste('+91 91234-56789');
    expect(phoneField()).toHaveValue('9123456789');
  });

  it('shows the server refusal inline when sends are throttled', async () => {
    mockApi([
      on(contract.auth.sendOtp, () => fail(429, 'Too many OTP requests. Please try again later.', { retryAfterSeconds: 1800 })),
    ]);
    const user = renderDialog();
    await user.type(nameField(), 'Asha Verma');
    await user.type(phoneField(), '9876543210');
    await user.click(sendButton());

    expect(await screen.findByText('Too many OTP requests. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });
});

describe('sign-in dialog: code step', () => {
  it('sends the code, names the number and keeps Verify disabled until 6 digits', async () => {
    const api = mockApi([on(contract.auth.sendOtp, otpSent)]);
    const user = renderDialog();

    const otp = await reachOtpStep(user);

    expect(api.calls(contract.auth.sendOtp)[0]?.body).toEqual({ phone: '9876543210' });
    expect(await screen.findByText('OTP sent to your phone!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toHaveTextContent('Enter the 6-digit code sent to +91 98765 43210');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveFocus();

    expect(verifyButton()).toBeDisabled();
    await user.type(otp, '12a3-45');
    expect(otp).toHaveValue('12345');
    expect(verifyButton()).toBeDisabled();
    await user.type(otp, '67');
    expect(otp).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('counts down to Resend OTP and sends a new code when it is pressed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi([on(contract.auth.sendOtp, otpSent)]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness />);

    await reachOtpStep(user);
    expect(screen.getByText('Resend OTP in 60s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Resend OTP in 59s')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(59_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    await waitFor(() => expect(api.calls(contract.auth.sendOtp)).toHaveLength(2));
    expect(await screen.findByText('Resend OTP in 60s')).toBeInTheDocument();
  });

  it('counts down from retryAfterSeconds when a resend is throttled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sends = 0;
    mockApi([
      on(contract.auth.sendOtp, () =>
        ++sends === 1 ? otpSent() : fail(429, 'Please wait 42 seconds before requesting a new OTP', { retryAfterSeconds: 42 }),
      ),
    ]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Harness />);

    await reachOtpStep(user);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText('Please wait 42 seconds before requesting a new OTP')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 42s')).toBeInTheDocument();
  });

  it('shows a wrong code inline with the attempts remaining', async () => {
    mockApi([
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => fail(400, 'Invalid OTP', { error: 'INVALID_OTP', field: 'otp', attemptsRemaining: 4 })),
    ]);
    const user = renderDialog();
    const otp = await reachOtpStep(user);

    await user.type(otp, '000000');
    await user.click(verifyButton());

    const error = await screen.findByText('Invalid OTP. 4 attempts remaining');
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(otp).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByText('dialog open')).toBeInTheDocument();

    await user.type(otp, '1');
    expect(screen.queryByText(/attempts remaining/)).not.toBeInTheDocument();
  });

  it.each([
    ['OTP has expired', 'OTP has expired. Please request a new OTP.'],
    ['No OTP found or expired', 'No OTP found or expired. Please request a new OTP.'],
    ['Too many incorrect attempts. Please request a new OTP.', 'Too many incorrect attempts. Please request a new OTP.'],
  ])('explains "%s"', async (message, shown) => {
    mockApi([
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => fail(message.startsWith('Too many') ? 429 : 400, message, { error: 'X' })),
    ]);
    const user = renderDialog();
    const otp = await reachOtpStep(user);
    await user.type(otp, '123456');
    await user.click(verifyButton());
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it("says 'Invalid server response' when the answer to the code is not the contract's, and stays open", async () => {
    onSignedIn.mockClear();
    mockApi([
      on(contract.auth.sendOtp, otpSent),
      // Signed in, says the answer, but without the user it should carry.
      on(contract.auth.verifyOtp, () =>
        offContract(new Response(JSON.stringify({ success: true, message: 'Login successful!' }), { status: 200 })),
      ),
    ]);
    const user = renderDialog();
    const otp = await reachOtpStep(user);
    await user.type(otp, '482913');
    await user.click(verifyButton());

    const error = await screen.findByText('Invalid server response');
    expect(otp).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('goes back to the phone step with the form kept, and returns without a second send', async () => {
    const api = mockApi([on(contract.auth.sendOtp, otpSent)]);
    const user = renderDialog();
    await reachOtpStep(user);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(nameField()).toHaveValue('Asha Verma');
    expect(phoneField()).toHaveValue('9876543210');

    // The code sent a moment ago is still good: no new request while the resend wait runs.
    await user.click(sendButton());
    expect(await screen.findByLabelText('Enter OTP')).toBeInTheDocument();
    expect(api.calls(contract.auth.sendOtp)).toHaveLength(1);
  });

  it('takes a refusal about the name back to the phone step, under the name', async () => {
    mockApi([
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => fail(400, 'Please enter your full name', { error: 'NAME_REQUIRED', field: 'name' })),
    ]);
    const user = renderDialog();
    const otp = await reachOtpStep(user);
    await user.type(otp, '482913');
    await user.click(verifyButton());

    const error = await screen.findByText('Please enter your full name');
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAttribute('aria-describedby', error.id);
    expect(nameField()).toHaveFocus();
    expect(screen.queryByLabelText('Enter OTP')).not.toBeInTheDocument();
  });

  it('signs in: sends name and code, closes, and reports the user', async () => {
    const api = mockApi([on(contract.auth.sendOtp, otpSent), on(contract.auth.verifyOtp, () => loginSuccess())]);
    const user = renderDialog();
    const otp = await reachOtpStep(user);

    await user.type(otp, '482913');
    await user.click(verifyButton());

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(api.calls(contract.auth.verifyOtp)[0]?.body).toEqual({
      phone: '9876543210',
      otp: '482913',
      name: 'Asha Verma',
    });
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledWith(TEST_USER);
    expect(window.localStorage.length).toBe(0);
  });
});
