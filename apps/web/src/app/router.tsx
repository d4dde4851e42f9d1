import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';

/**
 * React Router's declarative mode: the app loads no data through the router (TanStack Query does), so the data
 * router's 15 kB of the first load bought nothing (docs/decisions/0030-declarative-router.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
