import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes';

const router = createBrowserRouter(routes);

/** Settles once the first route's lazy code is here, so a render then draws its screen rather than the splash. */
export const routerReady: Promise<void> = new Promise((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
