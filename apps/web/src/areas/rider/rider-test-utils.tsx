// Shared by the rider area's tests: a signed-in rider, the API answers every rider screen asks for, and the app's routes
// rendered with a toaster.
import { contract, type EndpointReply, type Rider } from '@washday/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'sonner';
import { appRoutesAt } from '@/test/render';
import { mockApi, on, type StubRoute } from '@/test/mock-api';
import type { RiderNotification } from '@/features/rider-notifications/api/rider-notification-keys';

export const SUPPORT_PHONE = '9800000001';
export const SUPPORT_WHATSAPP = '9800000002';

export { makeRider } from '@/test/rider-fixtures';

export const notificationList = (notifications: RiderNotification[]): EndpointReply<typeof contract.riderNotifications.list> => ({
  success: true,
  notifications,
  unread_count: notifications.filter((n) => !n.read).length,
});

export const unreadCount = (count: number): EndpointReply<typeof contract.riderNotifications.unreadCount> => ({
  success: true,
  unread_count: count,
  count,
});

/** A signed-in rider with no jobs and no notifications; later routes override these. */
export function mockRiderApi(rider: Rider, routes: StubRoute[] = []) {
  return mockApi([
    on(contract.riders.me, { success: true, rider }),
    on(contract.riderNotifications.list, notificationList([])),
    on(contract.riderNotifications.unreadCount, unreadCount(0)),
    on(contract.riderOrders.list, []),
    on(contract.riderRoute.route, { success: true, route: null }),
    on(contract.support.contact, { success: true, phone: SUPPORT_PHONE, whatsapp: SUPPORT_WHATSAPP }),
    on(contract.payments.riderCashInHand, { success: true, cash: { collected_today: 0, handed_over_today: 0, in_hand: 0 } }),
    ...routes,
  ]);
}

/** The whole app at `path`, with toasts; the query client is returned so a test can look into the cache. */
export function renderRider(path: string) {
  const { routes, router } = appRoutesAt(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={queryClient}>
      {routes}
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
