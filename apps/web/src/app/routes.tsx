import { isValidElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { serverDrawn } from '@/lib/server-drawn';
import { lazyScreen, type LazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';

// Every role area is its own lazily loaded chunk: a customer on / never downloads admin or rider code.
const CustomerHome = lazyScreen(async () => {
  // The contract's chunk is not needed to draw the home screen, but its first requests need it: fetch both at once.
  // A screen the server drew makes no request to be drawn: the contract then comes with the first one.
  if (!serverDrawn) void loadEndpoints().catch(() => undefined);
  return (await import('@/areas/customer/customer-app')).CustomerApp;
});
const admin = () => import('@/areas/admin');
const rider = () => import('@/areas/rider');
const AdminPasswordReset = lazyScreen(async () => (await admin()).AdminPasswordResetPage);
const AdminLayout = lazyScreen(async () => (await admin()).AdminLayout);
const AdminHome = lazyScreen(async () => (await admin()).AdminHomePage);
const LocationConfig = lazyScreen(async () => (await admin()).LocationConfigPage);
// One screen for the three addresses, so switching tabs keeps what was typed.
const RiderAuth = lazyScreen(async () => (await rider()).RiderAuthPage);
const RiderLayout = lazyScreen(async () => (await rider()).RiderLayout);
const RiderProtectedLayout = lazyScreen(async () => (await rider()).RiderProtectedLayout);
const RiderDashboard = lazyScreen(async () => (await rider()).RiderDashboardPage);
const RiderOrder = lazyScreen(async () => (await rider()).RiderOrderPage);
const RiderNotifications = lazyScreen(async () => (await rider()).RiderNotificationsPage);
// The laundry staff's area routes within itself: one entry here keeps the customer's first load as it was.
const VendorArea = lazyScreen(async () => (await import('@/areas/vendor')).VendorArea);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <CustomerHome /> },
      // Outside the admin layout: it is for an admin who cannot sign in.
      { path: 'admin/reset-password', element: <AdminPasswordReset /> },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHome /> },
          { path: 'location-config', element: <LocationConfig /> },
        ],
      },
      {
        path: 'rider',
        element: <RiderLayout />,
        children: [
          { index: true, element: <RiderAuth /> },
          { path: 'login', element: <RiderAuth /> },
          { path: 'register', element: <RiderAuth /> },
          {
            // Signed-in routes: no rider session sends the rider to /rider/login.
            element: <RiderProtectedLayout />,
            children: [
              ...['dashboard', 'orders', 'profile'].map((path) => ({ path, element: <RiderDashboard /> })),
              { path: 'orders/:orderId', element: <RiderOrder /> },
              { path: 'notifications', element: <RiderNotifications /> },
            ],
          },
        ],
      },
      { path: 'vendor/*', element: <VendorArea /> },
      // The spec: any other path shows the home screen.
      { path: '*', element: <CustomerHome /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Fetches the code of every screen `pathname` shows, so the app's first render draws them rather than the splash. */
export async function preloadScreens(pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    isValidElement(route.element) ? route.element.type : undefined,
  );
  await Promise.all(
    screens.map((screen) => (typeof screen === 'function' && 'preload' in screen ? (screen as LazyScreen).preload() : undefined)),
  );
}
