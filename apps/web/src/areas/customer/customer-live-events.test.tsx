import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, type OrderTimelineEntry } from '@washday/core';
import { profileOf, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { TrackOrderDialog } from '@/features/bookings/components/track-order-dialog';
import { makeBooking } from '@/features/bookings/testing/booking-fixtures';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { makeNotification } from '@/features/notifications/testing/notification-fixtures';
import { ReferAndEarnDialog } from '@/features/referrals/components/refer-and-earn-dialog';
import { referralInfo, rewardCoupon } from '@/features/referrals/testing/referral-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CustomerLiveEvents } from './customer-live-events';

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('customer live events', () => {
  it('refreshes the bell on a live notification and shows a toast that clears itself after 5 s', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    let unread = 2;
    const api = mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.notifications.count, () => ({ success: true, unread_count: unread, count: unread })),
    ]);
    renderWithProviders(
      <CustomerLiveEvents>
        <NotificationBell signedIn />
        <Toaster />
      </CustomerLiveEvents>,
    );
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('2');
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/events?as=customer'));
    const source = FakeEventSource.last!;
    act(() => source.onopen?.());

    vi.useFakeTimers({ shouldAdvanceTime: true });
    unread = 3;
    act(() =>
      source.emit(
        'notification',
        makeNotification({ type: 'rider_assigned', title: 'Rider assigned', message: 'Ravi is on the way.' }),
      ),
    );
    expect(await screen.findByTestId('unread-count')).toHaveTextContent('3');
    expect(api.calls(contract.notifications.count)).toHaveLength(2);
    expect(await screen.findByText('Ravi is on the way.')).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(5_600));
    await waitFor(() => expect(screen.queryByText('Ravi is on the way.')).not.toBeInTheDocument());
  });

  it('updates an open order timeline when the server says the booking changed', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    const booking = makeBooking({ custom_order_id: 'WD-LIVE01', status: 'confirmed' });
    const booked: OrderTimelineEntry = {
      step: 'booked',
      at: '2026-11-22T04:30:00.000Z',
      trip: null,
      rider: null,
      item_count: null,
    };
    let events: OrderTimelineEntry[] = [booked];
    mockApi([on(contract.auth.profile, profileOf()), on(contract.bookings.events, () => ({ success: true, events }))]);
    renderWithProviders(
      <CustomerLiveEvents>
        <TrackOrderDialog booking={booking} onOpenChange={() => {}} />
      </CustomerLiveEvents>,
    );
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());

    events = [
      booked,
      { ...booked, step: 'rider_assigned', trip: 'pickup', rider: { name: 'Ravi Kumar', phone: '919812345678' } },
    ];
    act(() => FakeEventSource.last!.emit('booking.updated', { booking_id: booking.id, status: 'confirmed' }));
    expect(await within(progress).findByRole('link', { name: /^Call Ravi Kumar on \+91 / })).toBeInTheDocument();
    expect(within(progress).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  });

  it('shows a referral reward in an open My Rewards as soon as its notification arrives', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = null;
    let rewarded = false;
    const reward = rewardCoupon({ createdAt: '2026-11-24T10:00:00.000Z' });
    mockApi([
      on(contract.auth.profile, profileOf()),
      on(contract.referrals.info, () => referralInfo({ coupons: rewarded ? [reward] : [] })),
    ]);
    const user = userEvent.setup();
    renderWithProviders(
      <CustomerLiveEvents>
        <ReferAndEarnDialog userId={TEST_USER.id} open onOpenChange={() => {}} />
      </CustomerLiveEvents>,
    );
    await user.click(await screen.findByRole('tab', { name: 'My Rewards' }));
    const panel = await screen.findByRole('tabpanel', { name: 'My Rewards' });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    expect(within(panel).queryByText('REWARDAB2CD3')).not.toBeInTheDocument();

    rewarded = true;
    act(() =>
      FakeEventSource.last!.emit(
        'notification',
        makeNotification({
          type: 'referral_reward',
          title: 'You earned a reward',
          message: 'Your friend completed their first order.',
        }),
      ),
    );
    expect(await within(panel).findByText('REWARDAB2CD3')).toBeInTheDocument();
  });
});
