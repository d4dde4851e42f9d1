import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract } from '@washday/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, networkDown, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { change, statsReply } from '../testing/stats-fixtures';
import { OverviewStats } from './overview-stats';

afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => screen.getByRole('article', { name });

describe('OverviewStats', () => {
  it('shows the four cards, each with its change against last week coloured by whether it is good news', async () => {
    mockApi([on(contract.adminStats.stats, statsReply())]);
    renderWithProviders(<OverviewStats />);

    const bookings = await screen.findByRole('article', { name: 'Total Bookings' });
    expect(within(bookings).getByText('1,234')).toBeInTheDocument();
    expect(within(bookings).getByText('+12.5%')).toHaveAttribute('data-tone', 'good');
    expect(within(bookings).getByText('45 placed this week · 40 last week')).toBeInTheDocument();

    // Fewer pending orders than a week ago is good news.
    expect(within(card('Pending Orders')).getByText('7')).toBeInTheDocument();
    expect(within(card('Pending Orders')).getByText('−30%')).toHaveAttribute('data-tone', 'good');
    expect(within(card('Pending Orders')).getByText('Waiting to be confirmed · 10 a week ago')).toBeInTheDocument();

    expect(within(card('Active Users')).getByText('310')).toBeInTheDocument();
    expect(within(card('Active Users')).getByText('0%')).toHaveAttribute('data-tone', 'neutral');

    // Nothing completed last week: no percentage is made up.
    const revenue = card('Total Revenue');
    expect(within(revenue).getByText('₹1,82,450.50')).toBeInTheDocument();
    expect(within(revenue).getByText('—')).toHaveAttribute('data-tone', 'neutral');
    expect(within(revenue).getByText('nothing last week to compare with')).toBeInTheDocument();
    expect(within(revenue).getByText('₹12,400 booked · ₹11,250 collected this week')).toBeInTheDocument();
    expect(screen.getAllByText('vs last week')).toHaveLength(4);
  });

  it('colours a rise in pending orders and a fall in bookings as bad news', async () => {
    mockApi([
      on(
        contract.adminStats.stats,
        statsReply({ bookings: { total: 50, pending: 12, change: change(8, 10, -20), pending_change: change(12, 8, 50) } }),
      ),
    ]);
    renderWithProviders(<OverviewStats />);
    await screen.findByRole('article', { name: 'Total Bookings' });
    expect(within(card('Total Bookings')).getByText('−20%')).toHaveAttribute('data-tone', 'bad');
    expect(within(card('Pending Orders')).getByText('+50%')).toHaveAttribute('data-tone', 'bad');
  });

  it('shows a loading state, then the reason and Retry when the figures cannot load', async () => {
    const user = userEvent.setup();
    let answer: () => Response | Promise<Response> = () => fail(500, 'Something went wrong on our side. Please try again.');
    const api = mockApi([on(contract.adminStats.stats, () => answer())]);
    renderWithProviders(<OverviewStats />);
    expect(screen.getByRole('status', { name: 'Loading the figures' })).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the figures');
    answer = networkDown;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Unable to connect to server. Please try again later.'),
    );

    answer = () => new Response(JSON.stringify(statsReply()), { status: 200, headers: { 'Content-Type': 'application/json' } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Total Bookings' })).toBeInTheDocument();
    expect(api.calls(contract.adminStats.stats)).toHaveLength(3);
  });
});
