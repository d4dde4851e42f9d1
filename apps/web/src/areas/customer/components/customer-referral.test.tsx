import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { profileOf, stubResizeObserver } from '@/features/auth/testing/auth-test-utils';
import { referralInfo } from '@/features/referrals/testing/referral-fixtures';
import { mockApi, on, signedOut } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { HomeHeader } from './home-header';

beforeEach(() => {
  stubResizeObserver();
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function renderHeader() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <HomeHeader />
      <Toaster />
    </>,
  );
  return user;
}

describe('customer header: Refer & Earn', () => {
  it("labels the desktop referral button with the server's reward percentage and opens the dialog", async () => {
    mockApi([on(contract.auth.profile, profileOf()), on(contract.referrals.info, referralInfo())]);
    const user = renderHeader();
    const button = await screen.findByRole('button', { name: 'Refer & Earn: 55% off' });
    expect(button).toHaveTextContent('55%');
    expect(button).toHaveClass('hidden', 'md:inline-flex');

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Refer & Earn' });
    expect(await within(dialog).findByTestId('my-referral-code')).toHaveTextContent('REF3210QXK');
  });

  it("puts Refer & Earn with the server's badge in the account menu", async () => {
    mockApi([on(contract.auth.profile, profileOf()), on(contract.referrals.info, referralInfo())]);
    const user = renderHeader();
    await screen.findByRole('button', { name: 'Refer & Earn: 55% off' });
    // The account menu comes from its own chunk: it may arrive after the referral button.
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    const item = await screen.findByRole('menuitem', { name: /Refer & Earn/ });
    expect(item).toHaveTextContent('55% OFF');

    await user.click(item);
    expect(await screen.findByRole('dialog', { name: 'Refer & Earn' })).toBeInTheDocument();
  });

  it('shows no referral button to a guest', async () => {
    const api = mockApi([on(contract.auth.profile, signedOut)]);
    renderHeader();
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Refer & Earn/ })).not.toBeInTheDocument();
    expect(api.calls(contract.referrals.info)).toHaveLength(0);
  });
});
