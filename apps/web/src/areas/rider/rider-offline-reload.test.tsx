import { contract, type EndpointReply, type RiderOrder } from '@washday/core';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRiderNotification } from '@/features/rider-notifications/testing/rider-notification-fixtures';
import { makeRiderOrder } from '@/features/rider-orders/testing/rider-order-fixtures';
import { FakeGeolocation, installGeolocation } from '@/test/fake-geolocation';
import { mockApi, networkDown, on, signedOut, type StubAnswer } from '@/test/mock-api';
import { readRiderSavedCopy, RIDER_SAVED_COPY_KEY, writeRiderSavedCopy } from './rider-saved-copy';
import { makeRider, notificationList, renderRider, SUPPORT_PHONE, SUPPORT_WHATSAPP, unreadCount } from './rider-test-utils';

// The phone's clock (only Date is faked: the screens' own timers run as usual). 10:00 in India.
const NOW = Date.parse('2030-03-12T04:30:00.000Z');
const SAVED_AT = NOW - 20 * 60_000;
/** When the server gave the saved jobs (9:35): the screens say this time. */
const JOBS_AT = SAVED_AT - 5 * 60_000;
const RIDER = makeRider({ isActive: true });

let browserOnline: boolean;
let serverReachable: boolean;

/** The rider API behind a connection the test turns on and off: without one every call fails as fetch does. */
function mockConnectedApi(answers: { me: () => StubAnswer<typeof contract.riders.me>; jobs: () => RiderOrder[] }) {
  const reachable =
    <T,>(answer: () => T) =>
    () =>
      serverReachable ? answer() : networkDown();
  return mockApi([
    on(contract.riders.me, reachable(answers.me)),
    on(contract.riderOrders.list, reachable(answers.jobs)),
    on(
      contract.riderNotifications.list,
      reachable(() => notificationList([])),
    ),
    on(
      contract.riderNotifications.unreadCount,
      reachable(() => unreadCount(0)),
    ),
    on(
      contract.support.contact,
      reachable((): EndpointReply<typeof contract.support.contact> => ({
        success: true,
        phone: SUPPORT_PHONE,
        whatsapp: SUPPORT_WHATSAPP,
      })),
    ),
    on(
      contract.auth.logout,
      reachable(() => ({ success: true, message: 'Logged out successfully' })),
    ),
  ]);
}

/** What the phone kept from the last time the dashboard was open online. */
function saveCopy(jobs: RiderOrder[]) {
  writeRiderSavedCopy({
    savedAt: SAVED_AT,
    rider: RIDER,
    orders: { data: jobs, updatedAt: JOBS_AT },
    notifications: { data: notificationList([makeRiderNotification()]), updatedAt: SAVED_AT },
    unreadCount: { data: 1, updatedAt: SAVED_AT },
  });
}

/** The signal returns: the browser says so, and the server answers again. */
function reconnect() {
  serverReachable = true;
  act(() => {
    browserOnline = true;
    window.dispatchEvent(new Event('online'));
  });
}

const jobCard = (job: RiderOrder) => screen.findByRole('article', { name: `Order ${job.custom_order_id}` });

beforeAll(async () => {
  await import('@/areas/rider');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  browserOnline = false;
  serverReachable = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => browserOnline);
  // As the app's query client starts on a page opened offline (app/query-client.ts).
  onlineManager.setOnline(false);
  const undoGeolocation = installGeolocation(new FakeGeolocation());
  return () => {
    undoGeolocation();
    onlineManager.setOnline(true);
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.dismiss();
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a rider page reloaded without a connection', () => {
  it('shows the saved dashboard read-only and marked offline, then goes live when the signal returns', async () => {
    const job = makeRiderOrder({ customerName: 'Kavya Nair' });
    const newJob = makeRiderOrder({ customerName: 'Meera Iyer' });
    saveCopy([job]);
    const api = mockConnectedApi({ me: () => ({ success: true, rider: RIDER }), jobs: () => [job, newJob] });
    renderRider('/rider/dashboard');

    const card = await jobCard(job);
    expect(card).toHaveTextContent('Kavya Nair');
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText("You're offline")).toBeInTheDocument();
    expect(screen.getByText(/Showing your jobs as of 9:35\sam\./i)).toBeInTheDocument();
    // Nothing is sent on the saved copy's word: the trip action and the switch wait for the connection.
    const accept = screen.getByRole('button', { name: 'Accept & Navigate' });
    expect(accept).toBeDisabled();
    expect(accept).toHaveAccessibleDescription("You can do this once you're back online.");
    expect(screen.getByRole('switch', { name: 'Active status' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active status' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('New Order Assigned')).toBeInTheDocument();
    // Showing the copy does not save over it.
    expect(readRiderSavedCopy()?.savedAt).toBe(SAVED_AT);

    const checksOffline = api.calls(contract.riders.me).length;
    reconnect();

    // The session is checked for real, and the dashboard is live again: the server's jobs, actions back.
    expect(await jobCard(newJob)).toHaveTextContent('Meera Iyer');
    expect(api.calls(contract.riders.me).length).toBeGreaterThan(checksOffline);
    expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Accept & Navigate' })[0]).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Active status' })).toBeEnabled();
    await waitFor(() => expect(readRiderSavedCopy()?.orders?.data).toHaveLength(2));
  });

  it('opens the order page of a saved job from the copy', async () => {
    const job = makeRiderOrder({ customerName: 'Kavya Nair', riderStatus: 'accepted' });
    saveCopy([job]);
    mockConnectedApi({ me: () => ({ success: true, rider: RIDER }), jobs: () => [job] });
    renderRider(`/rider/orders/${job._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(job.custom_order_id) })).toBeInTheDocument();
    expect(screen.getAllByText('Kavya Nair')[0]).toBeInTheDocument();
    expect(screen.getByText("You're offline")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start & Navigate' })).toBeDisabled();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
  });

  it('signs out when the server has ended the session meanwhile, and forgets the copy', async () => {
    const job = makeRiderOrder();
    saveCopy([job]);
    mockConnectedApi({ me: signedOut, jobs: () => [job] });
    const { router, queryClient } = renderRider('/rider/dashboard');
    await jobCard(job);

    reconnect();

    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/login'));
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(RIDER_SAVED_COPY_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['rider'] })).toHaveLength(0);
  });

  it('shows the copy as out of reach when the browser says online but the server does not answer', async () => {
    browserOnline = true;
    onlineManager.setOnline(true);
    const job = makeRiderOrder();
    saveCopy([job]);
    mockConnectedApi({ me: () => ({ success: true, rider: RIDER }), jobs: () => [job] });
    renderRider('/rider/dashboard');

    await jobCard(job);
    expect(screen.getByText("Can't reach Washday")).toBeInTheDocument();
    expect(screen.queryByText('Connection Issues')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept & Navigate' })).toBeDisabled();
  });

  it('without a saved copy (or an expired one) still says the session cannot be checked', async () => {
    saveCopy([makeRiderOrder()]);
    vi.setSystemTime(SAVED_AT + 12 * 3_600_000);
    mockConnectedApi({ me: () => ({ success: true, rider: RIDER }), jobs: () => [] });
    renderRider('/rider/dashboard');

    expect(await screen.findByText('Connection Issues')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('the saved copy', () => {
  it('is what the server last said while signed in, and logging out forgets it', async () => {
    const user = userEvent.setup();
    browserOnline = true;
    serverReachable = true;
    onlineManager.setOnline(true);
    const job = makeRiderOrder();
    mockConnectedApi({ me: () => ({ success: true, rider: RIDER }), jobs: () => [job] });
    const { router } = renderRider('/rider/dashboard');

    await jobCard(job);
    await waitFor(() => expect(readRiderSavedCopy()).toMatchObject({ savedAt: NOW, rider: RIDER, orders: { data: [job] } }));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rider/login'));
    expect(localStorage.getItem(RIDER_SAVED_COPY_KEY)).toBeNull();
  });
});
