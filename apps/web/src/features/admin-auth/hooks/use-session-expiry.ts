import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from '@/lib/session-keys';
import type { AdminSession } from '../api/get-admin-session';
import { logoutAdmin } from '../api/logout-admin';

/** Setting a timer longer than this overflows to "now" in browsers. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * When the 8-hour session runs out the admin is signed out at once, without waiting for the next check.
 * The server is told too, so a browser clock running ahead cannot make the session blink back on the next check.
 */
export function useAdminSessionExpiry(session: AdminSession | null | undefined): void {
  const queryClient = useQueryClient();
  const expiresAt = session?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const end = () => {
      queryClient.setQueryData(sessionQueryKey('admin'), null);
      void logoutAdmin().catch(() => undefined);
    };
    const wait = new Date(expiresAt).getTime() - Date.now();
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(end, Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [expiresAt, queryClient]);
}
