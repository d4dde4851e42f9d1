import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppSplash, RouteErrorBoundary } from './route-states';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * Every screen: the splash while its code downloads, the error screen if it fails to load or render. Later
 * navigations are transitions (React Router's), so the screen on show stays until the next one is ready.
 */
export function RootLayout() {
  const location = useLocation();
  useScrollRestoration();
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<AppSplash />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
