import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, type CustomerVerification } from '@washday/core';
import { profileOf, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { makeNotification } from '@/features/notifications/testing/notification-fixtures';
import { makeVerification } from '@/features/verifications/testing/verification-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CustomerLiveEvents } from './customer-live-events';
import { CustomerVerifications, PendingChangesNotice, useVerificationReview } from './customer-verifications';

const USER_ID = '3c1e9a40-5b2d-4f6e-8a7b-9c0d1e2f3a4b';

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Bell() {
  const { review } = useVerificationReview();
  return <NotificationBell signedIn onReviewChanges={review} />;
}

function renderArea(verifications: () => CustomerVerification[], notifications = [makeNotification()]) {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.last = null;
  const api = mockApi([
    on(contract.auth.profile, profileOf({ ...TEST_USER, id: USER_ID, _id: USER_ID })),
    on(contract.notifications.count, { success: true, unread_count: notifications.length, count: notifications.length }),
    on(contract.notifications.list, { success: true, notifications, unread_count: notifications.length }),
    on(contract.customerVerifications.list, () => ({ success: true, verifications: verifications() })),
  ]);
  renderWithProviders(
    <CustomerLiveEvents>
      <CustomerVerifications>
        <Bell />
        <PendingChangesNotice />
      </CustomerVerifications>
    </CustomerLiveEvents>,
  );
  return api;
}

describe('customer verifications', () => {
  it('shows the banner when a proposal arrives live, and Review Now opens it', async () => {
    let list: CustomerVerification[] = [];
    const api = renderArea(() => list);
    await waitFor(() => expect(api.calls(contract.customerVerifications.list)).toHaveLength(1));
    expect(api.calls(contract.customerVerifications.list)[0]?.params).toEqual({ userId: USER_ID });
    expect(screen.queryByText(/Need Your Approval/)).not.toBeInTheDocument();

    const proposal = makeVerification();
    list = [proposal, makeVerification({ status: 'approved' })];
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() =>
      FakeEventSource.last!.emit('verification.requested', { verification_id: proposal.id, booking_id: proposal.orderId }),
    );
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('1 Order Change Need Your Approval');

    await userEvent.click(within(banner).getByRole('button', { name: 'Review Now' }));
    expect(await screen.findByRole('dialog', { name: 'Review order changes' })).toHaveTextContent('WD-1001');
  });

  it('counts every waiting change, hides after 15 s and comes back while they still wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const waiting = [makeVerification(), makeVerification({ priority: 'high' })];
    renderArea(() => waiting);
    expect(await screen.findByRole('alert')).toHaveTextContent('2 Order Changes Need Your Approval');
    await act(async () => vi.advanceTimersByTimeAsync(15_100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(30_100));
    expect(screen.getByRole('alert')).toHaveTextContent('2 Order Changes Need Your Approval');
  });

  it('opens the change from its notification, and a decided one says how it was decided', async () => {
    const proposal = makeVerification();
    const asking = makeNotification({
      type: 'rider_edit',
      title: 'Order changes need your approval',
      action_required: true,
      action_type: 'approve_changes',
      data: { verification_id: proposal.id, approved: null },
    });
    const settled = makeNotification({
      type: 'rider_edit',
      title: 'Earlier changes',
      action_type: 'approve_changes',
      data: { verification_id: 'old', approved: true },
    });
    renderArea(() => [proposal], [asking, settled]);
    await userEvent.click(await screen.findByRole('button', { name: /Notifications, 2 unread/ }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByText('Changes approved')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review order changes' });
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
