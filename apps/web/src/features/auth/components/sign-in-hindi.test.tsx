import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, resendWaitMessage } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, offContract, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { loginSuccess, otpSent } from '../testing/auth-test-utils';
import { SignInDialog } from './sign-in-dialog';
import { englishLeftIn } from '@/test/english-left';

// The sign-in dialog in Hindi: both steps, the referral code, and the server's answers (sign-in-dialog.test.tsx
// checks the English).

beforeEach(async () => {
  await i18n.changeLanguage('hi');
});

afterEach(() => {
  toast.dismiss();
});

function renderDialog() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SignInDialog open onOpenChange={() => {}} />
      <Toaster />
    </>,
  );
  return user;
}

const dialog = () => screen.getByRole('dialog', { name: 'साइन इन करें' });

const sendButton = () => screen.getByRole('button', { name: 'OTP भेजें' });

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('पूरा नाम'), 'आशा वर्मा');
  await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
  await user.click(sendButton());
  await screen.findByText('चरण 2 / 2');
  // The code step has one field: the code.
  return within(dialog()).getByRole('textbox');
}

describe('sign-in dialog in Hindi', () => {
  it('asks for the name, number and referral code in Hindi', () => {
    mockApi([]);
    renderDialog();
    const open = dialog();
    expect(within(open).getByText('अपने मोबाइल नंबर से पिकअप बुक करें और अपने ऑर्डर ट्रैक करें।')).toBeInTheDocument();
    expect(within(open).getByText('चरण 1 / 2')).toBeInTheDocument();
    expect(within(open).getByLabelText('पूरा नाम')).toHaveAttribute('placeholder', 'जैसे आशा वर्मा');
    expect(within(open).getByLabelText('मोबाइल नंबर')).toHaveAttribute('type', 'tel');
    expect(within(open).getByLabelText('रेफ़रल कोड (ज़रूरी नहीं)')).toHaveAttribute('placeholder', 'जैसे REF3210ABC');
    expect(within(open).getByText('किसी दोस्त का कोड है? आप दोनों को छूट मिलेगी।')).toBeInTheDocument();
    expect(within(open).getByText('हम आपको 6 अंकों का कोड SMS करेंगे। यह 5 मिनट तक मान्य रहेगा।')).toBeInTheDocument();
    expect(englishLeftIn(open, ['REF3210ABC'])).toEqual([]);
  });

  it("words core's checks of the phone step in Hindi", async () => {
    mockApi([]);
    const user = renderDialog();
    await user.click(sendButton());
    // The form's checks run asynchronously (its zod resolver): wait for them rather than read at once.
    expect(await screen.findByText('कृपया अपना पूरा नाम लिखें')).toBeInTheDocument();
    expect(await screen.findByText('कृपया अपना फ़ोन नंबर डालें')).toBeInTheDocument();

    await user.type(screen.getByLabelText('मोबाइल नंबर'), '12345');
    await user.click(sendButton());
    expect(await screen.findByText('कृपया 6-9 से शुरू होने वाला 10 अंकों का सही मोबाइल नंबर डालें')).toBeInTheDocument();
  });

  it("shows the server's percentage for a good referral code, and a refusal, in Hindi", async () => {
    mockApi([
      on(contract.referrals.validate, ({ body }) =>
        body.referralCode === 'REF3210ABC'
          ? {
              success: true as const,
              message: "Valid! You'll get 25% off",
              referral: { referral_code: 'REF3210ABC', discount_percentage: 25, referrer_name: 'Meera' },
            }
          : fail(400, 'Invalid referral code', { field: 'referralCode' }),
      ),
    ]);
    const user = renderDialog();
    const field = screen.getByLabelText('रेफ़रल कोड (ज़रूरी नहीं)');
    await user.type(field, 'ref3210abc');
    expect(await screen.findByText('सही कोड! आपको 25% की छूट मिलेगी')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'REF0000XYZ');
    expect(await screen.findByText('रेफ़रल कोड सही नहीं है')).toBeInTheDocument();
  });

  it('says how long to wait before another code, from the seconds the server gives', async () => {
    mockApi([on(contract.auth.sendOtp, () => fail(429, resendWaitMessage(42), { retryAfterSeconds: 42 }))]);
    const user = renderDialog();
    await user.type(screen.getByLabelText('पूरा नाम'), 'Asha');
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.click(sendButton());
    expect(await screen.findByText('नया OTP माँगने से पहले 42 सेकंड रुकें')).toBeInTheDocument();
  });

  it('sends the code, words a wrong code with the attempts left, and signs in, all in Hindi', async () => {
    let checks = 0;
    mockApi([
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () =>
        ++checks === 1 ? fail(400, 'Invalid OTP', { error: 'INVALID_OTP', field: 'otp', attemptsRemaining: 4 }) : loginSuccess(),
      ),
    ]);
    const user = renderDialog();
    const otp = await reachCodeStep(user);
    expect(await screen.findByText('OTP आपके फ़ोन पर भेज दिया गया!')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    expect(englishLeftIn(dialog(), ['REF3210ABC'])).toEqual([]);

    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'वेरिफ़ाई करें और साइन इन करें' }));
    expect(await screen.findByText('गलत OTP। 4 कोशिशें बाकी हैं')).toBeInTheDocument();

    await user.clear(otp);
    await user.type(otp, '482913');
    await user.click(screen.getByRole('button', { name: 'वेरिफ़ाई करें और साइन इन करें' }));
    expect(await screen.findByText('लॉग इन हो गया!')).toBeInTheDocument();
  });

  it('says in Hindi when the answer to the code is not the one the app expects', async () => {
    mockApi([
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => offContract(new Response(JSON.stringify({ success: true }), { status: 200 }))),
    ]);
    const user = renderDialog();
    const otp = await reachCodeStep(user);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'वेरिफ़ाई करें और साइन इन करें' }));
    expect(await screen.findByText('सर्वर से सही जवाब नहीं मिला')).toBeInTheDocument();
  });

  it('tells to ask for a new code when the code has expired', async () => {
    mockApi([
      on(contract.auth.sendOtp, otpSent),
      on(contract.auth.verifyOtp, () => fail(400, 'OTP has expired', { error: 'OTP_EXPIRED' })),
    ]);
    const user = renderDialog();
    const otp = await reachCodeStep(user);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'वेरिफ़ाई करें और साइन इन करें' }));
    expect(await screen.findByText('OTP का समय खत्म हो गया। कृपया नया OTP माँगें।')).toBeInTheDocument();
  });
});
