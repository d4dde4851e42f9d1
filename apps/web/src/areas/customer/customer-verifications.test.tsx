import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, type CustomerVerification } from '@washday/core';
import { profileOf, TEST_USER } from '@/features/auth/testing/auth-test-utils';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { makeNotification } from '@/features/notifications/testing/notification-fixtures';
import { makeVerification } from '@/features/verifications/testing/verification-fixtures';
import { englishLeftIn } from '@/test/english-left';
import { i18n } from '@/lib/i18n';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi, on, type StubRoute } from '@/test/mock-api';
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

function renderArea(verifications: () => CustomerVerification[], notifications = [makeNotification()], routes: StubRoute[] = []) {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.last = null;
  const api = mockApi([
    on(contract.auth.profile, profileOf({ ...TEST_USER, id: USER_ID, _id: USER_ID })),
    on(contract.notifications.count, { success: true, unread_count: notifications.length, count: notifications.length }),
    on(contract.notifications.list, { success: true, notifications, unread_count: notifications.length }),
    on(contract.customerVerifications.list, () => ({ success: true, verifications: verifications() })),
    ...routes,
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

describe('notifications and order changes in Hindi', () => {
  it('shows the bell, the list, the banner and the review in Hindi; server messages stay as data', async () => {
    await i18n.changeLanguage('hi');
    const proposal = makeVerification();
    const asking = makeNotification({
      type: 'rider_edit',
      title: 'Order changes need your approval',
      message: 'Your rider changed the items of order WD-1001: new total ₹180 (−₹50). Please approve or reject.',
      action_required: true,
      action_type: 'approve_changes',
      data: { verification_id: proposal.id, approved: null },
      time_ago: '2 minutes ago',
    });
    const assigned = makeNotification({
      type: 'rider_assigned',
      title: 'Rider Assigned',
      read: true,
      is_read: true,
      time_ago: '3 hours ago',
    });
    const unknown = makeNotification({ title: 'Diwali offer', read: true, is_read: true, time_ago: 'just now' });
    renderArea(
      () => [proposal],
      [asking, assigned, unknown],
      [
        on(contract.customerVerifications.respond, {
          success: true,
          message: 'Order changes approved! The rider has been notified and can now complete the order.',
          verification: { ...proposal, status: 'approved' },
        }),
      ],
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('ऑर्डर के 1 बदलाव पर आपकी मंज़ूरी चाहिए');
    await userEvent.click(screen.getByRole('button', { name: 'सूचनाएँ, 3 बिना पढ़ी' }));
    const list = await screen.findByRole('list', { name: 'सूचनाएँ' });
    const rows = within(list).getAllByRole('listitem');
    // The server's fixed titles read in Hindi; its messages and any other title stay as it wrote them, marked as data.
    expect(rows[0]).toHaveTextContent('ऑर्डर के बदलावों पर आपकी मंज़ूरी चाहिए');
    expect(within(rows[0]!).getByText(asking.message)).toHaveAttribute('translate', 'no');
    expect(rows[0]).toHaveTextContent('2 मिनट पहले');
    expect(rows[1]).toHaveTextContent('राइडर तय हो गया');
    expect(rows[1]).toHaveTextContent('3 घंटे पहले');
    expect(within(rows[2]!).getByText('Diwali offer')).toHaveAttribute('translate', 'no');
    expect(rows[2]).toHaveTextContent('अभी-अभी');
    // The unknown title also names its own buttons ('"Diwali offer" हटाएँ'): data, not interface words.
    expect(englishLeftIn(screen.getByRole('dialog', { name: 'सूचनाएँ' }), [unknown.title])).toEqual([]);

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'बदलाव देखें' }));
    const dialog = await screen.findByRole('dialog', { name: 'ऑर्डर के बदलाव देखें' });
    expect(dialog).toHaveTextContent('Ravi Kumar ने ऑर्डर WD-1001 के आइटम बदले हैं।');
    expect(within(dialog).getByRole('region', { name: 'जोड़े गए' })).toHaveTextContent('2 × ₹30+₹60');
    expect(within(dialog).getByText('पहले का कुल').nextSibling).toHaveTextContent('₹230');
    expect(dialog).toHaveTextContent('जवाब दें');
    expect(englishLeftIn(dialog, ['Ravi Kumar'])).toEqual([]);

    const success = vi.spyOn(toast, 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'मंज़ूर करें' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'ऑर्डर के बदलाव मंज़ूर हो गए! राइडर को बता दिया गया है, अब वह ऑर्डर पूरा कर सकता है।',
        expect.anything(),
      ),
    );
    success.mockRestore();
  });
});
