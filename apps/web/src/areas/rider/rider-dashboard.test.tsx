import { contract, LOCATION_STALE_AFTER_MS, RIDER_WATCH_OPTIONS } from '@washday/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRiderNotification } from '@/features/rider-notifications/testing/rider-notification-fixtures';
import { FakeEventSource } from '@/test/fake-event-source';
import { FakeGeolocation, installGeolocation, makePosition } from '@/test/fake-geolocation';
import { FakeWakeLock, installWakeLock, resetPageVisibility, setPageVisibility } from '@/test/fake-wake-lock';
import { fail, on } from '@/test/mock-api';
import { labelsNotInName } from '@/test/label-in-name';
import {
  makeRider,
  mockRiderApi,
  notificationList,
  renderRider,
  SUPPORT_PHONE,
  SUPPORT_WHATSAPP,
  unreadCount,
} from './rider-test-utils';

let geolocation: FakeGeolocation;
let wakeLock: FakeWakeLock;

beforeAll(async () => {
  await import('@/areas/rider');
});

beforeEach(() => {
  geolocation = new FakeGeolocation();
  wakeLock = new FakeWakeLock();
  const undoGeolocation = installGeolocation(geolocation);
  const undoWakeLock = installWakeLock(wakeLock);
  return () => {
    undoGeolocation();
    undoWakeLock();
    resetPageVisibility();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.dismiss();
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const activeSwitch = () => screen.getByRole('switch', { name: 'Active status' });

const locationAnswer = { success: true as const, message: 'Location updated', lastLocationUpdate: '2026-11-22T06:00:00.000Z' };

describe('rider dashboard: account states', () => {
  it('pending: the banner with next steps and support, and a switch that cannot be turned on', async () => {
    const api = mockRiderApi(makeRider({ status: 'pending' }));
    renderRider('/rider/dashboard');

    const banner = await screen.findByRole('region', { name: 'Account Pending Approval' });
    expect(within(banner).getByText(/Next steps/i)).toBeInTheDocument();
    expect(within(banner).getByText('Once approved you can go active and receive orders.')).toBeInTheDocument();
    expect(await within(banner).findByRole('link', { name: 'Call support' })).toHaveAttribute('href', `tel:+91${SUPPORT_PHONE}`);

    expect(activeSwitch()).toBeDisabled();
    expect(activeSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(activeSwitch()).toHaveAccessibleDescription(/Only approved riders can go active/);
    expect(screen.getByTestId('rider-activity')).toHaveTextContent('Inactive');
    expect(screen.getByRole('heading', { name: 'Assigned Orders' })).toBeInTheDocument();
    expect(api.calls(contract.riderActivity.toggleStatus)).toHaveLength(0);
  });

  it('rejected: the reason, or the fallback, and a way to resubmit', async () => {
    mockRiderApi(makeRider({ status: 'rejected', rejectionReason: 'Aadhar photo unreadable' }));
    renderRider('/rider/dashboard');
    const banner = await screen.findByRole('region', { name: 'Account Rejected' });
    expect(banner).toHaveTextContent('Reason: Aadhar photo unreadable');
    const resubmit = await within(banner).findByRole('link', { name: 'Resubmit on WhatsApp' });
    expect(resubmit.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/91${SUPPORT_WHATSAPP}\\?text=.*resubmit`));
    expect(activeSwitch()).toBeDisabled();
  });

  it('rejected without a reason says to contact admin', async () => {
    mockRiderApi(makeRider({ status: 'rejected', rejectionReason: null }));
    renderRider('/rider/dashboard');
    expect(await screen.findByRole('region', { name: 'Account Rejected' })).toHaveTextContent(
      'Please contact admin for more details.',
    );
  });

  it('approved and inactive: no banner, the switch off and ready, the profile and the orders section', async () => {
    mockRiderApi(makeRider());
    renderRider('/rider/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Account/ })).not.toBeInTheDocument();
    expect(activeSwitch()).toBeEnabled();
    expect(activeSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Go active to share your location and receive orders.')).toBeInTheDocument();
    expect(screen.queryByText('Location tracking active')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('XXXX XXXX 0123')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assigned Orders' })).toBeInTheDocument();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(wakeLock.request).not.toHaveBeenCalled();
  });
});

describe('rider dashboard: connection', () => {
  it('shows Connection Issues when a rider call fails, and Retry asks again', async () => {
    const user = userEvent.setup();
    let ordersFail = true;
    const api = mockRiderApi(makeRider(), [
      on(contract.riderOrders.list, () => (ordersFail ? fail(500, 'Internal server error') : [])),
    ]);
    renderRider('/rider/dashboard');

    const title = await screen.findByText('Connection Issues');
    const banner = title.closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent('Unable to connect to server. Please try again later.');
    ordersFail = false;
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Connection Issues')).not.toBeInTheDocument());
    expect(api.calls(contract.riderOrders.list).length).toBeGreaterThanOrEqual(2);
  });

  it("says You're offline while the browser has no connection", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockRiderApi(makeRider());
    renderRider('/rider/dashboard');
    expect(await screen.findByText("You're offline")).toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });
});

describe('rider dashboard: going active and sharing location', () => {
  it('asks for a position, goes active with it, shares each fix while active and stops at once when inactive', async () => {
    const user = userEvent.setup();
    const rider = { current: makeRider() };
    let releaseInactive!: () => void;
    const inactiveAnswered = new Promise<void>((resolve) => (releaseInactive = resolve));
    const api = mockRiderApi(rider.current, [
      on(contract.riderActivity.toggleStatus, async ({ body }) => {
        if (!body.isActive) await inactiveAnswered;
        rider.current = { ...rider.current, isActive: body.isActive };
        return { success: true, message: 'ok', rider: rider.current };
      }),
      on(contract.riderActivity.location, locationAnswer),
    ]);
    geolocation.nextReading = makePosition(28.4595, 77.0266);
    renderRider('/rider/dashboard');

    await user.click(await screen.findByRole('switch', { name: 'Active status' }));
    expect(await screen.findByText('You are now active')).toBeInTheDocument();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), RIDER_WATCH_OPTIONS);
    expect(api.calls(contract.riderActivity.toggleStatus)[0]?.body).toEqual({
      isActive: true,
      location: { lat: 28.4595, lng: 77.0266 },
    });
    expect(activeSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('rider-activity')).toHaveTextContent('Active');
    expect(screen.getByText('Location tracking active')).toBeInTheDocument();

    // The watch and the wake lock start with the active status.
    await waitFor(() => expect(geolocation.watching).toBe(1));
    expect(geolocation.watchPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), RIDER_WATCH_OPTIONS);
    await waitFor(() => expect(wakeLock.held).toBe(1));
    expect(wakeLock.request).toHaveBeenCalledWith('screen');
    expect(await screen.findByText("Screen stays on while you're active")).toBeInTheDocument();

    const takenAt = Date.now() - 5_000;
    act(() => geolocation.emit(makePosition(28.46, 77.03, { timestamp: takenAt, accuracy: 9 })));
    await waitFor(() => expect(api.calls(contract.riderActivity.location)).toHaveLength(1));
    expect(api.calls(contract.riderActivity.location)[0]?.body).toEqual({
      location: { lat: 28.46, lng: 77.03 },
      timestamp: new Date(takenAt).toISOString(),
      accuracy: 9,
    });
    expect(await screen.findByText(/last sent/)).toBeInTheDocument();

    // Going inactive stops the watch and the wake lock before the server has even answered.
    await user.click(activeSwitch());
    expect(activeSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(geolocation.watching).toBe(0);
    expect(wakeLock.held).toBe(0);
    expect(screen.queryByText('Location tracking active')).not.toBeInTheDocument();
    releaseInactive();
    expect(await screen.findByText('You are now inactive')).toBeInTheDocument();
    expect(api.calls(contract.riderActivity.toggleStatus)[1]?.body).toEqual({ isActive: false });
    act(() => geolocation.emit(makePosition(28.47, 77.04)));
    expect(api.calls(contract.riderActivity.location)).toHaveLength(1);
  });

  it('stays inactive without a position', async () => {
    const user = userEvent.setup();
    const api = mockRiderApi(makeRider());
    geolocation.nextReading = 1;
    renderRider('/rider/dashboard');

    await user.click(await screen.findByRole('switch', { name: 'Active status' }));
    expect(await screen.findByText('Location access is required to go active')).toBeInTheDocument();
    expect(activeSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(api.calls(contract.riderActivity.toggleStatus)).toHaveLength(0);
    expect(geolocation.watching).toBe(0);
  });

  it('stays inactive where the browser has no geolocation', async () => {
    const user = userEvent.setup();
    installGeolocation(undefined);
    const api = mockRiderApi(makeRider());
    renderRider('/rider/dashboard');
    await user.click(await screen.findByRole('switch', { name: 'Active status' }));
    expect(await screen.findByText('Location access is required to go active')).toBeInTheDocument();
    expect(api.calls(contract.riderActivity.toggleStatus)).toHaveLength(0);
  });

  it("shows the server's refusal, or 'Failed to update status'", async () => {
    const user = userEvent.setup();
    let answer = fail(403, 'Only approved riders can go active', { error: 'RIDER_NOT_APPROVED' });
    mockRiderApi(makeRider(), [on(contract.riderActivity.toggleStatus, () => answer)]);
    renderRider('/rider/dashboard');

    await user.click(await screen.findByRole('switch', { name: 'Active status' }));
    expect(await screen.findByText('Only approved riders can go active')).toBeInTheDocument();
    expect(activeSwitch()).toHaveAttribute('aria-checked', 'false');

    answer = fail(500, 'Internal server error');
    await waitFor(() => expect(activeSwitch()).toBeEnabled());
    await user.click(activeSwitch());
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
    expect(geolocation.watching).toBe(0);
  });

  it('an active rider shares from the start; a failing watch and a hidden page are said plainly', async () => {
    const api = mockRiderApi(makeRider({ isActive: true }), [on(contract.riderActivity.location, locationAnswer)]);
    renderRider('/rider/dashboard');

    expect(await screen.findByText('Location tracking active')).toBeInTheDocument();
    await waitFor(() => expect(geolocation.watching).toBe(1));

    act(() => geolocation.fail(1));
    expect(await screen.findByText('Location access required for active status')).toBeInTheDocument();
    expect(screen.queryByText('Location tracking active')).not.toBeInTheDocument();

    act(() => geolocation.emit(makePosition(28.46, 77.03)));
    expect(await screen.findByText('Location tracking active')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(contract.riderActivity.location)).toHaveLength(1));

    // The screen slept: the browser paused the watch, so the rider is told to keep the screen open.
    act(() => setPageVisibility('hidden'));
    expect(await screen.findByText('Location tracking paused: keep this screen open')).toBeInTheDocument();
    expect(screen.queryByText('Location tracking active')).not.toBeInTheDocument();
  });

  it('calls the location stale after two minutes without a fix sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockRiderApi(makeRider({ isActive: true }), [on(contract.riderActivity.location, locationAnswer)]);
    renderRider('/rider/dashboard');
    expect(await screen.findByText('Location tracking active')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_STALE_AFTER_MS));
    expect(screen.getByText('Location tracking paused: keep this screen open')).toBeInTheDocument();
  });

  it('keeps sharing on the other rider pages, and says there too when it is paused', async () => {
    const api = mockRiderApi(makeRider({ isActive: true }), [on(contract.riderActivity.location, locationAnswer)]);
    renderRider('/rider/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(geolocation.watching).toBe(1));
    act(() => geolocation.emit(makePosition(28.46, 77.03)));
    await waitFor(() => expect(api.calls(contract.riderActivity.location)).toHaveLength(1));
    act(() => geolocation.fail(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location access required for active status');
  });

  it('logging out stops sharing and clears every rider query', async () => {
    const user = userEvent.setup();
    mockRiderApi(makeRider({ isActive: true }), [
      on(contract.auth.logout, { success: true, message: 'Logged out successfully' }),
      on(contract.riderNotifications.list, notificationList([makeRiderNotification()])),
    ]);
    const { router, queryClient } = renderRider('/rider/dashboard');
    await waitFor(() => expect(geolocation.watching).toBe(1));
    await screen.findByText('New Order Assigned');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['rider'] }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/login'));
    expect(geolocation.watching).toBe(0);
    expect(wakeLock.held).toBe(0);
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['rider'] })).toHaveLength(0));
  });
});

describe('rider dashboard: notifications', () => {
  it('the compact panel: unread count, first 3, how many more, Unread Only', async () => {
    const user = userEvent.setup();
    const notifications = [
      makeRiderNotification({ title: 'First job', data: { booking_id: '0f5a2b7c-1d3e-4f5a-8b9c-0d1e2f3a4b5c' } }),
      makeRiderNotification({ title: 'Second job', read: true, is_read: true }),
      makeRiderNotification({ title: 'Third job' }),
      makeRiderNotification({ title: 'Fourth job', read: true, is_read: true }),
      makeRiderNotification({ title: 'Fifth job' }),
    ];
    mockRiderApi(makeRider(), [on(contract.riderNotifications.list, notificationList(notifications))]);
    renderRider('/rider/dashboard');

    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Latest notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('First job');
    expect(rows[0]).toHaveAttribute('data-unread', 'true');
    expect(rows[1]).toHaveTextContent('Second job');
    expect(rows[1]).not.toHaveAttribute('data-unread');
    expect(rows[2]).toHaveTextContent('Third job');
    // The short list leaves the data and the links to the full page.
    expect(within(list).queryByRole('link', { name: 'Open order' })).not.toBeInTheDocument();
    expect(within(panel).getByTestId('compact-unread-count')).toHaveTextContent('3');
    expect(within(panel).getByRole('link', { name: '+2 more notifications' })).toHaveAttribute('href', '/rider/notifications');

    await user.click(within(panel).getByRole('button', { name: 'Unread Only' }));
    expect(within(panel).getByRole('button', { name: 'Unread Only' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).queryByText(/more notification/)).not.toBeInTheDocument();
    expect(within(panel).queryByText('Second job')).not.toBeInTheDocument();
  });

  it('the header badge shows 9+ above 9 (the link is named as it shows), and nothing while the notifications page is open', async () => {
    const user = userEvent.setup();
    mockRiderApi(makeRider(), [on(contract.riderNotifications.unreadCount, unreadCount(12))]);
    const { router } = renderRider('/rider/dashboard');

    const links = await screen.findAllByRole('link', { name: 'Notifications, 9+ unread' });
    expect(links.length).toBeGreaterThan(0);
    // The logo link is named by what it shows (WCAG 2.5.3), and so is every other link of the frame.
    expect(screen.getByRole('link', { name: 'Washday Rider Portal' })).toHaveAttribute('href', '/rider/dashboard');
    expect(labelsNotInName(document.body, 'link')).toEqual([]);
    for (const link of links) expect(within(link).getByTestId('rider-unread-badge')).toHaveTextContent('9+');

    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/notifications'));
    // The badge leaves every nav link (header and bottom bar) once the page is open.
    await waitFor(() => expect(screen.queryAllByTestId('rider-unread-badge')).toHaveLength(0));
    expect(screen.getAllByRole('link', { name: 'Notifications' })[0]).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    expect(await screen.findAllByTestId('rider-unread-badge')).not.toHaveLength(0);
  });

  it('shows a single-digit count as it is', async () => {
    mockRiderApi(makeRider(), [on(contract.riderNotifications.unreadCount, unreadCount(4))]);
    renderRider('/rider/dashboard');
    const [link] = await screen.findAllByRole('link', { name: 'Notifications, 4 unread' });
    expect(within(link!).getByTestId('rider-unread-badge')).toHaveTextContent('4');
  });

  it('live events refresh notifications and jobs, and a new notification pops up', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const api = mockRiderApi(makeRider());
    renderRider('/rider/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/events?as=rider');
    act(() => source.onopen?.());
    // Opening reads the jobs again: an assignment made before the stream opened was never sent.
    await waitFor(() => expect(api.calls(contract.riderOrders.list)).toHaveLength(2));
    const lists = api.calls(contract.riderNotifications.list).length;

    const notification = makeRiderNotification({
      title: 'Customer approved the changes',
      message: 'Order WD-1042: save the order now.',
    });
    act(() => source.emit('notification', notification));
    expect(await screen.findByText('Customer approved the changes')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(contract.riderOrders.list)).toHaveLength(3));
    expect(api.calls(contract.riderNotifications.list).length).toBeGreaterThan(lists);

    act(() => source.emit('booking.updated', { booking_id: 'b1', status: 'cancelled' }));
    await waitFor(() => expect(api.calls(contract.riderOrders.list)).toHaveLength(4));
  });
});
