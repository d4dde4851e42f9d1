import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { adminReferralFixture, referralPage, referralStatsFixture } from '@/features/admin-referrals/testing/referral-fixtures';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CouponsTab } from './coupons-tab';

afterEach(() => vi.unstubAllGlobals());

function setup(route: string) {
  const api = mockApi([
    on(contract.adminCoupons.list, { success: true, coupons: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false } }),
    on(contract.referrals.adminAll, referralPage([adminReferralFixture()])),
    on(contract.referrals.adminStats, referralStatsFixture()),
  ]);
  renderWithProviders(<CouponsTab />, { route });
  return { api, user: userEvent.setup() };
}

describe('coupons tab', () => {
  it('opens on coupons and switches to referrals, asking for them only then', async () => {
    const { api, user } = setup('/admin?tab=coupons');
    expect(await screen.findByRole('heading', { level: 2, name: 'Coupons' })).toBeInTheDocument();
    expect(api.calls(contract.referrals.adminAll)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Referrals' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Referrals' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Asha Verma/ })).toBeInTheDocument();
  });

  it('opens the referrals from the address', async () => {
    setup('/admin?tab=coupons&sub=referrals');
    expect(screen.getByRole('tab', { name: 'Referrals' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Referrals' })).toBeInTheDocument();
  });
});
