import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contract } from '@washday/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { activityEntry } from '../testing/stats-fixtures';
import { ActivityFeed, ACTIVITY_PAGE_SIZE } from './activity-feed';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ActivityFeed', () => {
  it('lists the moves newest first with the order, the customer, who made it and when, and pages back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T05:30:00Z') });
    const user = userEvent.setup();
    const newest = activityEntry({
      summary: 'Booking cancelled',
      trip: null,
      from: 'pending',
      to: 'cancelled',
      note: 'Customer is travelling',
      actor: { role: 'customer', id: null, name: 'Asha Verma' },
      at: '2026-11-22T05:29:50Z',
    });
    const second = activityEntry({
      summary: 'Pickup accepted',
      to: 'accepted',
      actor: { role: 'rider', id: null, name: 'Ravi Kumar' },
      at: '2026-11-22T05:18:00Z',
    });
    const older = activityEntry({
      summary: 'Booking confirmed',
      custom_order_id: 'WD-2B4C6D',
      trip: null,
      to: 'confirmed',
      at: '2026-11-20T10:30:00Z',
    });
    const api = mockApi([
      on(contract.adminStats.activity, ({ search }) =>
        search.get('before') === second.id
          ? { success: true, activity: [older], next_before: null }
          : { success: true, activity: [newest, second], next_before: second.id },
      ),
    ]);
    renderWithProviders(<ActivityFeed />);

    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Booking cancelled');
    expect(items[0]).toHaveTextContent('WD-7K3M9Q · Asha Verma · by Asha Verma (Customer)');
    expect(items[0]).toHaveTextContent('“Customer is travelling”');
    expect(within(items[0]!).getByText('just now')).toHaveAttribute('datetime', '2026-11-22T05:29:50Z');
    expect(items[1]).toHaveTextContent('Pickup accepted');
    expect(items[1]).toHaveTextContent('by Ravi Kumar (Rider)');
    expect(items[1]).toHaveTextContent('12 min ago');
    expect(api.calls(contract.adminStats.activity)[0]!.search.get('limit')).toBe(String(ACTIVITY_PAGE_SIZE));

    await user.click(screen.getByRole('button', { name: 'Show older activity' }));
    expect(await within(list).findByText('Booking confirmed')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('WD-2B4C6D');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('20 Nov, 4:00 pm');
    expect(api.calls(contract.adminStats.activity)[1]!.search.get('before')).toBe(second.id);
    expect(screen.queryByRole('button', { name: 'Show older activity' })).not.toBeInTheDocument();
  });

  it('says when there is no activity yet', async () => {
    mockApi([on(contract.adminStats.activity, { success: true, activity: [], next_before: null })]);
    renderWithProviders(<ActivityFeed />);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it('gives the reason and Retry when the feed cannot load', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockApi([
      on(contract.adminStats.activity, () =>
        failing
          ? fail(403, 'You do not have access to this resource')
          : { success: true, activity: [activityEntry()], next_before: null },
      ),
    ]);
    renderWithProviders(<ActivityFeed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this resource');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pickup assigned to Ravi Kumar')).toBeInTheDocument();
  });
});
