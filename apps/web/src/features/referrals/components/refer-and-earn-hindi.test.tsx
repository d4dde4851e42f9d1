import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract, referralShareText } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { mockApi, on } from '@/test/mock-api';
import { referralInfo, rewardsInfo } from '../testing/referral-fixtures';
import { renderReferAndEarn } from '../testing/render-refer-and-earn';
import { shareLinkFor, shareMessage } from '../utils/share-links';

// Refer & Earn in Hindi, the text a friend receives included (refer-and-earn-dialog.test.tsx checks the English).

const ORIGIN = window.location.origin;
const openWindow = vi.fn();

beforeEach(async () => {
  openWindow.mockReset();
  vi.stubGlobal('open', openWindow);
  await i18n.changeLanguage('hi');
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Refer & Earn in Hindi', () => {
  it("shows the server's percentages, the tabs, the share buttons and the steps in Hindi", async () => {
    mockApi([on(contract.referrals.info, referralInfo())]);
    renderReferAndEarn();
    const dialog = screen.getByRole('dialog', { name: 'रेफ़र करें और कमाएँ' });
    expect(await within(dialog).findByTestId('my-referral-code')).toHaveTextContent('REF3210QXK');
    expect(dialog).toHaveTextContent('दोस्तों को पहले ऑर्डर पर 35% की छूट मिलेगी। उनका ऑर्डर पूरा होने पर आपको 55% की छूट मिलेगी।');
    expect(within(dialog).getByRole('tablist', { name: 'रेफ़र करें और कमाएँ के हिस्से' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'शेयर करें और कमाएँ' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('आपका रेफ़रल कोड')).toBeInTheDocument();
    for (const name of ['कोड कॉपी करें', 'लिंक कॉपी करें', 'WhatsApp', 'SMS भेजें']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(dialog).toHaveTextContent('वे इससे साइन अप करेंगे और उन्हें पहले ऑर्डर पर 35% की छूट मिलेगी (₹200 तक)।');
    expect(dialog).toHaveTextContent('वह ऑर्डर डिलीवर होते ही आपको 55% छूट का कूपन मिलेगा (₹200 तक)।');
  });

  it('sends the friend the message in Hindi, and says so in Hindi', async () => {
    mockApi([on(contract.referrals.info, referralInfo())]);
    const user = renderReferAndEarn();
    await screen.findByTestId('my-referral-code');
    const text = `लॉन्ड्री पिकअप और डिलीवरी के लिए Washday आज़माएँ! मेरा रेफ़रल कोड REF3210QXK इस्तेमाल करें और पहले ऑर्डर पर 35% की छूट पाएँ: ${ORIGIN}/?ref=REF3210QXK`;

    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(openWindow).toHaveBeenLastCalledWith(
      `https://wa.me/?text=${encodeURIComponent(text)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(await screen.findByText('WhatsApp पर शेयर खुल गया!')).toBeInTheDocument();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'कोड कॉपी करें' }));
    expect(writeText).toHaveBeenLastCalledWith('REF3210QXK');
    expect(await screen.findByText('रेफ़रल कोड कॉपी हो गया!')).toBeInTheDocument();
  });

  it("writes the English message as core's referralShareText, word for word", async () => {
    await i18n.changeLanguage('en');
    expect(shareMessage('REF3210QXK', 30, i18n.getFixedT('en', 'account'), ORIGIN)).toBe(
      referralShareText('REF3210QXK', shareLinkFor('REF3210QXK', ORIGIN), 30),
    );
  });

  it('shows the rewards, the coupons and their states in Hindi', async () => {
    mockApi([on(contract.referrals.info, rewardsInfo())]);
    const user = renderReferAndEarn();
    await user.click(screen.getByRole('tab', { name: 'मेरे इनाम' }));
    const panel = await screen.findByRole('tabpanel', { name: 'मेरे इनाम' });
    await within(panel).findByText('रेफ़र किए दोस्त');
    for (const label of ['रेफ़र किए दोस्त', 'पूरे हुए ऑर्डर', 'बाकी इनाम', 'मिले इनाम'])
      expect(within(panel).getByText(label)).toBeInTheDocument();
    expect(panel).toHaveTextContent('आप Ravi के कोड से जुड़े। वेलकम कूपन से आपके पहले ऑर्डर पर 35% की छूट मिलेगी।');
    expect(within(panel).getByRole('heading', { name: 'आपके कूपन' })).toBeInTheDocument();

    const coupons = within(panel).getAllByRole('listitem');
    expect(coupons[0]).toHaveTextContent('रेफ़रल इनाम · 55% की छूट, ₹200 तक');
    expect(coupons[0]).toHaveTextContent('इस्तेमाल के लिए तैयार');
    expect(coupons[1]).toHaveTextContent('वेलकम कूपन · 35% की छूट, ₹200 तक');
    expect(coupons[1]).toHaveTextContent('इस्तेमाल हो चुका');
    expect(within(panel).getByText('इस्तेमाल करने के लिए चेकआउट पर कूपन कोड डालें।')).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(coupons[0]!).getByRole('button', { name: 'कूपन REWARDAB2CD3 कॉपी करें' }));
    expect(await screen.findByText('कूपन REWARDAB2CD3 कॉपी हो गया!')).toBeInTheDocument();
  });
});
