import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The customer app is one page (`/`) with internal screens (customer-app.md §2). The screen lives in
 * `?view=` so the phone's Back button and a reload keep the customer where they were.
 */
export const CUSTOMER_VIEWS = ['home', 'checkout', 'bookings', 'confirmed', 'plans', 'recurring'] as const;
export type CustomerView = (typeof CUSTOMER_VIEWS)[number];

export function useCustomerView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view: CustomerView = (CUSTOMER_VIEWS as readonly string[]).includes(raw ?? '') ? (raw as CustomerView) : 'home';

  /** Opens a screen; `extra` adds query values such as the confirmed booking's id. */
  const go = useCallback(
    (next: CustomerView, extra: Record<string, string> = {}, options: { replace?: boolean } = {}) => {
      const search = new URLSearchParams();
      if (next !== 'home') search.set('view', next);
      for (const [key, value] of Object.entries(extra)) search.set(key, value);
      // It opens at the top (app/use-scroll-restoration.ts), and Back returns to where this screen was scrolled.
      setParams(search, { replace: options.replace ?? false });
    },
    [setParams],
  );

  return { view, params, go };
}
