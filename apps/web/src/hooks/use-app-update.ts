import { useCallback, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_RELOAD_DELAY_MS } from '@/lib/pwa';

export interface AppUpdate {
  /** A new service worker is installed and waiting. */
  available: boolean;
  /** Tells the waiting worker to take over, then reloads 0.5 s later. */
  update: () => void;
  /** Hides the offer until the next visit. */
  dismiss: () => void;
}

async function checkForUpdate(registration: ServiceWorkerRegistration): Promise<void> {
  // Offline, or a check already under way: the next interval tries again.
  if (!navigator.onLine || registration.installing) return;
  try {
    await registration.update();
  } catch {
    // Server unreachable or sw.js failed to load; not the rider's concern.
  }
}

/**
 * Registers the site's service worker (sw.js, built by vite-plugin-pwa with registerType 'prompt') and follows
 * rider-portal.md §9: look for a new version every 10 minutes; the update action sends the skip-waiting message
 * and reloads after 0.5 s.
 */
export function useAppUpdate(): AppUpdate {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | undefined>();
  const {
    needRefresh: [available, setAvailable],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registered) => setRegistration(registered),
    // Ours is the reload 0.5 s after the message; the library's own would come earlier, and one caused by another
    // tab's update would drop what this tab has not saved.
    onNeedReload: () => {},
  });

  useEffect(() => {
    if (!registration) return;
    const interval = setInterval(() => void checkForUpdate(registration), UPDATE_CHECK_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [registration]);

  const update = useCallback(() => {
    void updateServiceWorker();
    setTimeout(() => window.location.reload(), UPDATE_RELOAD_DELAY_MS);
  }, [updateServiceWorker]);

  const dismiss = useCallback(() => setAvailable(false), [setAvailable]);

  return { available, update, dismiss };
}
