import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { PENDING_REFERRAL, adminReferralFixture, referralPage, referralStatsFixture } from '../testing/referral-fixtures';
import { ReferralsScreen } from './referrals-screen';

afterEach(() => vi.unstubAllGlobals());

function setup(routes: Parameters<typeof mockApi>[0] = []) {
  const api = mockApi([
    on(contract.referrals.adminAll, referralPage([adminReferralFixture(), PENDING_REFERRAL])),
    on(contract.referrals.adminStats, referralStatsFixture()),
    ...routes,
  ]);
  renderWithProviders(<ReferralsScreen />);
  return { api, user: userEvent.setup() };
}

const queryOf = (api: ReturnType<typeof mockApi>, i: number) =>
  Object.fromEntries(api.calls(contract.referrals.adminAll)[i]!.search);

describe('referrals for operations', () => {
  it("lists the server's referrals with both people, the status, both coupons, the first order and the dates", async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Referrals' });
    const completed = within(table).getByRole('row', { name: /Asha Verma/ });
    expect(completed).toHaveTextContent('+91 98111 00001');
    expect(completed).toHaveTextContent('REF0001QXK');
    expect(completed).toHaveTextContent('Rohit Mehra');
    expect(completed).toHaveTextContent('+91 98111 00002');
    expect(completed).toHaveTextContent('Completed');
    expect(completed).toHaveTextContent('30% off first order');
    expect(completed).toHaveTextContent(/FRIENDA1B2C3\s*Redeemed/);
    expect(completed).toHaveTextContent(/REWARDX9Y8Z7\s*Not used yet/);
    expect(within(completed).getByTitle('0b5f7c2e-8d41-4e3a-a1f2-6c9d8e7f6a5b')).toHaveTextContent('0b5f7c2e');
    // India's time: 05:30 UTC is 11:00 am.
    expect(completed).toHaveTextContent(/Referred 18 Nov 2026, 11:00 am/i);
    expect(completed).toHaveTextContent(/Completed 21 Nov 2026, 2:45 pm/i);

    const pending = within(table).getByRole('row', { name: /Kavya Nair/ });
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('Imran Khan');
    expect(pending).toHaveTextContent(/FRIENDQ4R5S6\s*Not used yet/);
    expect(pending).toHaveTextContent('None completed yet');
    expect(pending).toHaveTextContent('Issued when the first order is completed');
    expect(pending).not.toHaveTextContent(/Completed \d/);
    expect(screen.getByText('2 referrals')).toBeInTheDocument();
  });

  it('says one customer has a code in the singular', async () => {
    setup([on(contract.referrals.adminStats, referralStatsFixture({ referrersWithCode: 1 }))]);
    const total = await screen.findByRole('article', { name: 'Total referrals' });
    expect(total).toHaveTextContent(/1 customer has a code$/);
  });

  it("shows the server's figures, top referrers and terms", async () => {
    setup();
    const card = async (label: string) => screen.findByRole('article', { name: label });
    expect(await card('Total referrals')).toHaveTextContent(/^Total referrals47112 customers have a code$/);
    expect(await card('Completed')).toHaveTextContent('31');
    expect(await card('Pending')).toHaveTextContent('16');
    expect(await card('Welcome coupons used')).toHaveTextContent(/29Friends' 35% first-order coupons redeemed/);
    expect(await card('Rewards issued')).toHaveTextContent(/3113 redeemed · 55% coupons for referrers/);
    expect(await card('Discount given')).toHaveTextContent('₹6,543.50');
    const top = screen.getByRole('region', { name: 'Top referrers' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Asha Verma9 referred · 7 completed', '2Kavya Nair4 referred · 1 completed']);
    expect(
      screen.getByText(
        /A friend gets 35% off their first order; once it is completed, the referrer gets a 55% coupon\. Each takes at most ₹250 off\. A referrer earns rewards for at most 20 friends\./,
      ),
    ).toBeInTheDocument();
  });

  it('says so when no one has referred a friend yet', async () => {
    setup([
      on(contract.referrals.adminAll, referralPage([])),
      on(
        contract.referrals.adminStats,
        referralStatsFixture({ totalReferrals: 0, pendingReferrals: 0, completedReferrals: 0, topReferrers: [] }),
      ),
    ]);
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    expect(await screen.findByText('No one has referred a friend yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("asks the server for the contract's page size, the chosen status and the page, back on page 1 for a new status", async () => {
    const { api, user } = setup([
      on(contract.referrals.adminAll, ({ search }) => {
        const page = Number(search.get('page'));
        const status = search.get('status');
        const row = adminReferralFixture({
          _id: `0000000${page}-0000-4000-8000-000000000000`,
          referrer: { _id: 'r', name: `${status} page ${page}`, phone: '9811100001' },
        });
        return referralPage([row], { page, limit: 20, total: 45, totalPages: 3, hasMore: page < 3 });
      }),
    ]);
    expect(await screen.findByRole('row', { name: /all page 1/ })).toBeInTheDocument();
    expect(queryOf(api, 0)).toEqual({ status: 'all', page: '1', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('row', { name: /all page 2/ })).toBeInTheDocument();
    expect(queryOf(api, 1)).toEqual({ status: 'all', page: '2', limit: '20' });
    expect(screen.getByText(/Page 2 of 3/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('row', { name: /pending page 1/ })).toBeInTheDocument();
    expect(queryOf(api, 2)).toEqual({ status: 'pending', page: '1', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(await screen.findByRole('row', { name: /completed page 1/ })).toBeInTheDocument();
    expect(api.calls(contract.referrals.adminAll).map((c) => `${c.search.get('status')}:${c.search.get('page')}`)).toEqual([
      'all:1',
      'all:2',
      'pending:1',
      'pending:2',
      'completed:1',
    ]);
  });

  it('names the empty status and offers a way back from a page past the end', async () => {
    const { user } = setup([
      on(contract.referrals.adminAll, ({ search }) =>
        search.get('status') === 'completed'
          ? referralPage([])
          : search.get('page') === '2'
            ? referralPage([], { page: 2, total: 20, totalPages: 1 })
            : referralPage([adminReferralFixture()], { total: 21, totalPages: 2, hasMore: true }),
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Nothing on this page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to page 1' }));
    expect(await screen.findByRole('row', { name: /Asha Verma/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(await screen.findByText('No completed referrals yet')).toBeInTheDocument();
  });

  it('says why the list could not load and retries', async () => {
    let down = true;
    const { user } = setup([
      on(contract.referrals.adminAll, () => (down ? fail(503, 'Service unavailable') : referralPage([adminReferralFixture()]))),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the referrals');
    // The figures came back; only the list failed.
    expect(await screen.findByRole('article', { name: 'Total referrals' })).toHaveTextContent('47');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Asha Verma/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the figures and retries them", async () => {
    let down = true;
    const { api, user } = setup([
      on(contract.referrals.adminStats, () => (down ? fail(403, 'Admin access required') : referralStatsFixture())),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the referral figures');
    expect(alert).toHaveTextContent('Admin access required');
    expect(await screen.findByRole('row', { name: /Asha Verma/ })).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Discount given' })).toHaveTextContent('₹6,543.50');
    await waitFor(() => expect(api.calls(contract.referrals.adminStats)).toHaveLength(2));
  });
});
