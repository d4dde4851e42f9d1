import { contract } from '@washday/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogIn, Trash2 } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSplash } from '@/app/route-states';
import type { PhoneCodeFlow } from '@/hooks/use-phone-code';
import { i18n } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';
import { ConnectionBadge } from './connection-badge';
import { PhoneCodeStep } from './phone-code-step';
import { ServiceNotAvailableDialog } from './service-not-available-dialog';
import { WhatsAppHelpButton } from './whatsapp-help-button';

// Setup puts English back after each test; these start in Hindi.
async function inHindi() {
  await act(async () => {
    await i18n.changeLanguage('hi');
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function codeFlow(secondsLeft: number): PhoneCodeFlow {
  return {
    stage: 'code',
    sentTo: '9876543210',
    secondsLeft,
    sending: false,
    request: vi.fn(),
    resend: vi.fn(() => Promise.resolve()),
    back: vi.fn(),
    reset: vi.fn(),
    verify: vi.fn(),
  };
}

describe('shared pieces in Hindi', () => {
  it('the code step: the sentence around the number, the field and the resend countdown', async () => {
    await inHindi();
    const props = {
      onVerify: vi.fn(() => Promise.resolve()),
      verifyErrorMessage: () => '',
      resendErrorMessage: () => '',
      submitLabel: 'पुष्टि करें',
      submitIcon: LogIn,
    };
    const { rerender } = renderWithProviders(<PhoneCodeStep flow={codeFlow(45)} {...props} />);
    const form = screen.getByRole('form', { name: 'कोड डालें' });
    expect(form).toHaveTextContent('+91 98765 43210 पर भेजा गया 6 अंकों का कोड डालें');
    expect(screen.getByText('+91 98765 43210')).toHaveAttribute('translate', 'no');
    expect(screen.getByLabelText('OTP डालें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '45 सेकंड में OTP दोबारा भेजें' })).toBeDisabled();

    rerender(<PhoneCodeStep flow={codeFlow(125)} {...props} purpose="रजिस्ट्रेशन पूरा करने के लिए" />);
    expect(screen.getByRole('form', { name: 'कोड डालें' })).toHaveTextContent(
      'रजिस्ट्रेशन पूरा करने के लिए +91 98765 43210 पर भेजा गया 6 अंकों का कोड डालें',
    );
    expect(screen.getByRole('button', { name: '2 मिनट 05 सेकंड में OTP दोबारा भेजें' })).toBeDisabled();

    rerender(<PhoneCodeStep flow={codeFlow(0)} {...props} />);
    expect(screen.getByText('कोड नहीं मिला?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OTP दोबारा भेजें' })).toBeEnabled();
  });

  it('the out-of-area dialog, with the place shown as typed', async () => {
    await inHindi();
    renderWithProviders(<ServiceNotAvailableDialog open onOpenChange={() => {}} locationText="Sector 21, Faridabad" />);
    const dialog = screen.getByRole('dialog', { name: 'सेवा उपलब्ध नहीं है' });
    expect(dialog).toHaveTextContent('हम अभी आपकी जगह पर उपलब्ध नहीं हैं, पर जल्द ही वहाँ भी पहुँच रहे हैं!');
    expect(dialog).toHaveTextContent('आपकी लोकेशन');
    expect(screen.getByText('Sector 21, Faridabad')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('button', { name: 'उपलब्ध सेवाएँ देखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बाद में' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  });

  it('the confirm dialog’s Cancel', async () => {
    await inHindi();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        onClose={onClose}
        icon={Trash2}
        tone="danger"
        title="खाता हटाएँ?"
        description="यह वापस नहीं होगा।"
        confirmLabel="हटाएँ"
        onConfirm={() => {}}
        pending={false}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the offline badge, the WhatsApp help button and its first message, the splash', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi([on(contract.support.contact, { success: true, phone: '9810012345', whatsapp: '9810054321' })]);
    await inHindi();
    renderWithProviders(
      <>
        <ConnectionBadge />
        <WhatsAppHelpButton />
        <AppSplash />
      </>,
    );
    expect(screen.getByText('ऑफ़लाइन')).toBeInTheDocument();
    const help = await screen.findByRole('link', { name: 'WhatsApp पर मदद लें' });
    expect(help).toHaveTextContent('मदद');
    expect(help).toHaveAttribute(
      'href',
      `https://wa.me/919810054321?text=${encodeURIComponent('नमस्ते Washday, मुझे पिकअप के बारे में मदद चाहिए।')}`,
    );
    expect(screen.getByText('Washday खुल रहा है…')).toBeInTheDocument();
  });
});
