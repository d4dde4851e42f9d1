import type { RouteObject } from 'react-router';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { serverDrawn } from '@/lib/server-drawn';
import { AppSplash, RouteErrorBoundary } from './route-states';
import { RootLayout } from './root-layout';

// Every role area is its own lazily loaded chunk: a customer on / never downloads admin or rider code.
const customerHome = async () => {
  // The contract's chunk is not needed to draw the home screen, but its first requests need it: fetch both at once.
  // A screen the server drew makes no request to be drawn: the contract then comes with the first one.
  if (!serverDrawn) void loadEndpoints().catch(() => undefined);
  return { Component: (await import('@/areas/customer/customer-app')).CustomerApp };
};
const admin = () => import('@/areas/admin');
const rider = () => import('@/areas/rider');
const riderAuthPage = async () => ({ Component: (await rider()).RiderAuthPage });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppSplash,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, lazy: customerHome },
      // Outside the admin layout: it is for an admin who cannot sign in.
      { path: 'admin/reset-password', lazy: async () => ({ Component: (await admin()).AdminPasswordResetPage }) },
      {
        path: 'admin',
        lazy: async () => ({ Component: (await admin()).AdminLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await admin()).AdminHomePage }) },
          { path: 'location-config', lazy: async () => ({ Component: (await admin()).LocationConfigPage }) },
        ],
      },
      {
        path: 'rider',
        lazy: async () => ({ Component: (await rider()).RiderLayout }),
        children: [
          // One component for the three addresses, so switching tabs keeps what was typed.
          { index: true, lazy: riderAuthPage },
          { path: 'login', lazy: riderAuthPage },
          { path: 'register', lazy: riderAuthPage },
          {
            // Signed-in routes: no rider session sends the rider to /rider/login.
            lazy: async () => ({ Component: (await rider()).RiderProtectedLayout }),
            children: [
              ...['dashboard', 'orders', 'profile'].map((path) => ({ path, lazy: async () => ({ Component: (await rider()).RiderDashboardPage }) })),
              { path: 'orders/:orderId', lazy: async () => ({ Component: (await rider()).RiderOrderPage }) },
              { path: 'notifications', lazy: async () => ({ Component: (await rider()).RiderNotificationsPage }) },
            ],
          },
        ],
      },
      // The spec: any other path shows the home screen.
      { path: '*', lazy: customerHome },
    ],
  },
];

