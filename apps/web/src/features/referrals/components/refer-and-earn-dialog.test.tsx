import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { TEST_TERMS, referralInfo, rewardsInfo } from '../testing/referral-fixtures';
import { renderReferAndEarn } from '../testing/render-refer-and-earn';

const ORIGIN = window.location.origin;
const openWindow = vi.fn();

beforeEach(() => {
  openWindow.mockReset();
  vi.stubGlobal('open', openWindow);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Refer & Earn: Share & Earn', () => {
  it("shows the customer's code and the server's percentages", async () => {
    const api = mockApi([on(contract.referrals.info, referralInfo())]);
    renderReferAndEarn();
    const dialog = screen.getByRole('dialog', { name: 'Refer & Earn' });
    expect(await within(dialog).findByTestId('my-referral-code')).toHaveTextContent('REF3210QXK');
    expect(dialog).toHaveTextContent('Friends get 35% off their first order. You get 55% off once they complete it.');
    expect(within(dialog).getByRole('tab', { name: 'Share & Earn' })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls(contract.referrals.info)[0]?.params).toEqual({ id: 'user-1' });
    expect(api.calls(contract.referrals.generate)).toHaveLength(0);
  });

  it('asks the server for a code the first time, and says so until it is there', async () => {
    let answer: (value: Response) => void = () => {};
    const api = mockApi([
      on(contract.referrals.info, referralInfo({ myReferralCode: null })),
      on(contract.referrals.generate, () => new Promise<Response>((resolve) => (answer = resolve))),
    ]);
    const user = renderReferAndEarn();
    expect(await screen.findByText('Getting your code…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect(await screen.findByText('Referral code not ready yet')).toBeInTheDocument();

    answer(
      new Response(
        JSON.stringify({ success: true, message: 'Your referral code is ready', referralCode: 'REF3210NEW', terms: TEST_TERMS }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
    );
    expect(await screen.findByTestId('my-referral-code')).toHaveTextContent('REF3210NEW');
    expect(api.calls(contract.referrals.generate).map((call) => call.body)).toEqual([{ userId: 'user-1' }]);
  });

  it('offers a retry when the code cannot be had, never a made-up one', async () => {
    let fails = true;
    mockApi([
      on(contract.referrals.info, referralInfo({ myReferralCode: null })),
      on(contract.referrals.generate, () =>
        fails ? fail(500, 'Internal error') : { success: true, message: 'ok', referralCode: 'REF3210OKK', terms: TEST_TERMS },
      ),
    ]);
    const user = renderReferAndEarn();
    expect(await screen.findByText('Your referral code could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('my-referral-code')).not.toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-referral-code')).toHaveTextContent('REF3210OKK');
  });

  it('copies the code and the link, and says when copying fails', async () => {
    mockApi([on(contract.referrals.info, referralInfo())]);
    const user = renderReferAndEarn();
    await screen.findByTestId('my-referral-code');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect(writeText).toHaveBeenLastCalledWith('REF3210QXK');
    expect(await screen.findByText('Referral code copied to clipboard!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenLastCalledWith(`${ORIGIN}/?ref=REF3210QXK`);
    expect(await screen.findByText('Referral link copied to clipboard!')).toBeInTheDocument();

    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect(await screen.findByText('Failed to copy. Please copy manually.')).toBeInTheDocument();
  });

  it("opens WhatsApp and the SMS app with the code, the link and the friend's percentage", async () => {
    mockApi([on(contract.referrals.info, referralInfo())]);
    const user = renderReferAndEarn();
    await screen.findByTestId('my-referral-code');
    const text = `Try Washday for laundry pickup & delivery! Use my referral code REF3210QXK to get 35% off your first order: ${ORIGIN}/?ref=REF3210QXK`;

    await user.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(openWindow).toHaveBeenLastCalledWith(
      `https://wa.me/?text=${encodeURIComponent(text)}`,
      '_blank',
      'noopener,noreferrer',
    );
    expect(await screen.findByText('WhatsApp share opened!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SMS' }));
    expect(openWindow).toHaveBeenLastCalledWith(`sms:?body=${encodeURIComponent(text)}`, '_self');
    expect(await screen.findByText('SMS app opened!')).toBeInTheDocument();
  });

  it("uses the browser's share sheet only where there is one", async () => {
    mockApi([on(contract.referrals.info, referralInfo())]);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = renderReferAndEarn();
    await screen.findByTestId('my-referral-code');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${ORIGIN}/?ref=REF3210QXK` }));
    expect(await screen.findByText('Shared successfully!')).toBeInTheDocument();

    // Closing the sheet is no failure.
    share.mockRejectedValueOnce(new DOMException('Cancelled', 'AbortError'));
    toast.dismiss();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Failed to copy. Please copy manually.')).not.toBeInTheDocument();
  });

  it('has no Share button without a share sheet', async () => {
    mockApi([on(contract.referrals.info, referralInfo())]);
    renderReferAndEarn();
    await screen.findByTestId('my-referral-code');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});

describe('Refer & Earn: My Rewards', () => {
  it('shows referrals, pending and earned rewards, and the coupons with their codes', async () => {
    mockApi([on(contract.referrals.info, rewardsInfo())]);
    const user = renderReferAndEarn();
    await user.click(screen.getByRole('tab', { name: 'My Rewards' }));
    const panel = await screen.findByRole('tabpanel', { name: 'My Rewards' });

    const stat = (label: string) => within(panel).getByText(label).closest('div');
    await within(panel).findByText('Friends referred');
    expect(stat('Friends referred')).toHaveTextContent('4');
    expect(stat('Orders completed')).toHaveTextContent('2');
    expect(stat('Pending rewards')).toHaveTextContent('2');
    expect(stat('Rewards earned')).toHaveTextContent('2');
    expect(panel).toHaveTextContent("You joined with Ravi's code. Your first order gets 35% off with your welcome coupon.");

    const coupons = within(panel).getAllByRole('listitem');
    expect(coupons[0]).toHaveTextContent('REWARDAB2CD3');
    expect(coupons[0]).toHaveTextContent('Referral reward · 55% off, up to ₹200');
    expect(coupons[0]).toHaveTextContent('Ready to use');
    expect(coupons[1]).toHaveTextContent('FRIENDXY7Z9Q');
    expect(coupons[1]).toHaveTextContent('Used');
    expect(within(coupons[1]!).queryByRole('button')).not.toBeInTheDocument();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(coupons[0]!).getByRole('button', { name: 'Copy coupon REWARDAB2CD3' }));
    expect(writeText).toHaveBeenCalledWith('REWARDAB2CD3');
  });

  it('says when there are no reward coupons yet, with the reward the server gives', async () => {
    mockApi([on(contract.referrals.info, referralInfo())]);
    const user = renderReferAndEarn();
    await user.click(screen.getByRole('tab', { name: 'My Rewards' }));
    expect(
      await screen.findByText('No reward coupons yet. You get 55% off for each friend whose first order is delivered.'),
    ).toBeInTheDocument();
  });
});
