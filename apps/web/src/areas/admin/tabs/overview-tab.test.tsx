import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract } from '@washday/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityEntry, change, statsReply } from '@/features/admin-stats/testing/stats-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AdminTabs } from '../admin-tabs';
import { polyfillResizeObserver } from '@/test/resize-observer';

// The screens opened here watch their size; jsdom has no ResizeObserver.
beforeAll(polyfillResizeObserver);

afterEach(() => vi.unstubAllGlobals());

describe('Overview tab', () => {
  it('refetches the cards and the activity when an order moves, live through the admin stream', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let bookings = 10;
    const api = mockApi([
      on(contract.adminStats.stats, () =>
        statsReply({
          bookings: {
            total: bookings,
            pending: 1,
            change: change(bookings, 5, (bookings - 5) * 20),
            pending_change: change(1, 1, 0),
          },
        }),
      ),
      on(contract.adminStats.activity, () => ({
        success: true,
        activity: [activityEntry({ summary: `Move ${bookings}` })],
        next_before: null,
      })),
    ]);
    renderWithProviders(<AdminTabs />, { route: '/admin' });
    expect(await screen.findByText('+100%')).toBeInTheDocument();
    expect(await screen.findByText('Move 10')).toBeInTheDocument();
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events?as=admin');
    act(() => source.onopen?.());
    expect(screen.getByText('Live · refreshes every minute')).toBeInTheDocument();
    // Opening reads the figures once more: what moved before the stream opened was never sent.
    await waitFor(() => expect(api.calls(contract.adminStats.stats)).toHaveLength(2));
    await waitFor(() => expect(api.calls(contract.adminStats.activity)).toHaveLength(2));

    bookings = 11;
    act(() => source.emit('booking.updated', { booking_id: 'b1', status: 'confirmed' }));
    expect(await screen.findByText('+120%')).toBeInTheDocument();
    expect(await screen.findByText('Move 11')).toBeInTheDocument();
    expect(api.calls(contract.adminStats.stats)).toHaveLength(3);
    expect(api.calls(contract.adminStats.activity)).toHaveLength(3);
  });

  it('opens Bookings, Book for User and Locations from the quick actions', async () => {
    const user = userEvent.setup();
    mockApi([
      on(contract.adminStats.stats, statsReply()),
      on(contract.adminStats.activity, { success: true, activity: [], next_before: null }),
    ]);
    renderWithProviders(<AdminTabs />, { route: '/admin' });
    const actions = await screen.findByRole('region', { name: 'Quick actions' });
    expect(actions).toBeInTheDocument();
    for (const [action, tab] of [
      ['Bookings', 'Bookings'],
      ['Book for User', 'Book for User'],
      ['Locations', 'Locations'],
    ] as const) {
      if (!screen.queryByRole('region', { name: 'Quick actions' }))
        await user.click(screen.getByRole('tab', { name: 'Overview' }));
      await user.click(await screen.findByRole('link', { name: new RegExp(`^${action}`) }));
      await waitFor(() => expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true'));
    }
  });
});
