import { useEffect, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';
import { loadedToasts, loadToasts, onToastsLoaded } from '@/lib/toast';
import { whenIdle } from '@/lib/when-idle';

/** sonner's Toaster once sonner is here: fetched when the page is idle, or sooner by the first toast (lib/toast.ts). */
export function Toaster(props: ToasterProps) {
  const sonner = useSyncExternalStore(onToastsLoaded, loadedToasts, () => undefined);
  useEffect(() => (sonner ? undefined : whenIdle(() => void loadToasts().catch(() => undefined))), [sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
