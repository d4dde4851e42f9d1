import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type BeforeInstallPromptEvent,
  INSTALL_PROMPT_DELAY_MS,
  IOS_INSTALL_PROMPT_DELAY_MS,
  installPromptStorageKey,
  isIosSafari,
  isStandalone,
  readInstallPromptRecord,
  writeInstallPromptRecord,
} from '@/lib/pwa';

/** 'prompt': the browser can install (Install button); 'ios': Safari, where only the share sheet can. */
export type InstallPromptMode = 'prompt' | 'ios';

export interface InstallPrompt {
  /** What to offer now, or null while nothing should show. */
  mode: InstallPromptMode | null;
  /** Opens the browser's own install prompt and records that it was shown. */
  install: () => Promise<void>;
  /** Hides the banner for good. */
  dismiss: () => void;
}

/**
 * rider-portal.md §9: offer installing 3 s after the browser's beforeinstallprompt event, or 5 s after opening on
 * iOS Safari, unless this app was prompted, dismissed or installed before, or already runs installed.
 * `app` names the installable area ('rider'), so each keeps its own record.
 */
export function useInstallPrompt(app: string): InstallPrompt {
  const storageKey = installPromptStorageKey(app);
  const [mode, setMode] = useState<InstallPromptMode | null>(null);
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (readInstallPromptRecord(storageKey) || isStandalone()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showAfter = (next: InstallPromptMode, delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => setMode(next), delay);
    };

    const onBeforeInstallPrompt = (event: Event) => {
      // Keep the event for our own button instead of the browser's mini-infobar.
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
      showAfter('prompt', INSTALL_PROMPT_DELAY_MS);
    };
    const onInstalled = () => {
      clearTimeout(timer);
      deferred.current = null;
      writeInstallPromptRecord(storageKey, 'installed');
      setMode(null);
    };

    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onInstalled);
    if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) showAfter('ios', IOS_INSTALL_PROMPT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [storageKey]);

  const install = useCallback(async () => {
    const event = deferred.current;
    // The browser's prompt can be used once only.
    deferred.current = null;
    setMode(null);
    if (!event) return;
    writeInstallPromptRecord(storageKey, 'prompted');
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      writeInstallPromptRecord(storageKey, outcome === 'accepted' ? 'installed' : 'dismissed');
    } catch {
      // The browser refused to show its prompt; 'prompted' stays recorded so we do not nag.
    }
  }, [storageKey]);

  const dismiss = useCallback(() => {
    writeInstallPromptRecord(storageKey, 'dismissed');
    setMode(null);
  }, [storageKey]);

  return { mode, install, dismiss };
}
