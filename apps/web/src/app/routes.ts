import type { RouteObject } from 'react-router';
import { AppSplash, RouteErrorBoundary } from './route-states';
import { RootLayout } from './root-layout';

// Every role area is its own lazily loaded chunk: a customer on / never downloads admin or rider code.
const customerHome = async () => ({ Component: (await import('@/areas/customer/home-page')).HomePage });
const admin = () => import('@/areas/admin');
const rider = () => import('@/areas/rider');

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: AppSplash,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, lazy: customerHome },
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
          { index: true, lazy: async () => ({ Component: (await rider()).RiderWelcomePage }) },
          { path: 'login', lazy: async () => ({ Component: (await rider()).RiderLoginPage }) },
          { path: 'register', lazy: async () => ({ Component: (await rider()).RiderRegisterPage }) },
          ...['dashboard', 'orders', 'profile'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await rider()).RiderDashboardPage }),
          })),
          { path: 'orders/:orderId', lazy: async () => ({ Component: (await rider()).RiderOrderPage }) },
          { path: 'notifications', lazy: async () => ({ Component: (await rider()).RiderNotificationsPage }) },
        ],
      },
      // The spec: any other path shows the home screen.
      { path: '*', lazy: customerHome },
    ],
  },
];

