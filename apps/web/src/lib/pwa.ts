/// <reference types="vite-plugin-pwa/react" />
// The line above types 'virtual:pwa-register/react' (vite-plugin-pwa builds it; tests mock it).

/** rider-portal.md §9: the install prompt shows 3 s after the browser's event, or 5 s on iOS (no event there). */
export const INSTALL_PROMPT_DELAY_MS = 3_000;
export const IOS_INSTALL_PROMPT_DELAY_MS = 5_000;
/** rider-portal.md §9: update check every 10 minutes; the update reloads 0.5 s after the skip-waiting message. */
export const UPDATE_CHECK_INTERVAL_MS = 10 * 60_000;
export const UPDATE_RELOAD_DELAY_MS = 500;

/** Chromium's install event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Why the install prompt must not show again: the rider dismissed it, or went through the browser's prompt. */
export type InstallPromptRecord = 'dismissed' | 'prompted' | 'installed';

/** One record per installable area, so installing the rider app does not silence the customer's prompt. */
export const installPromptStorageKey = (app: string) => `washday.install-prompt.${app}`;

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readInstallPromptRecord(key: string): InstallPromptRecord | undefined {
  const value = safeStorage()?.getItem(key);
  return value === 'dismissed' || value === 'prompted' || value === 'installed' ? value : undefined;
}

export function writeInstallPromptRecord(key: string, record: InstallPromptRecord): void {
  try {
    safeStorage()?.setItem(key, record);
  } catch {
    // Storage full or blocked (private mode): the prompt may show again next time, nothing worse.
  }
}

/** Already running as an installed app: the standalone display mode, or iOS's home-screen flag. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) return true;
  return (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * iOS Safari, where "Add to Home Screen" is the only way to install. Other iOS browsers (Chrome, Firefox, Edge)
 * name themselves in the user agent; iPadOS reports a Mac with touch.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** The service worker's cache of the signed-in customer's own answers (vite.config.ts names it the same). */
export const CUSTOMER_OFFLINE_CACHE = 'washday-customer';

/** Drops the customer's offline copies (profile, bookings): at sign-out, or when someone else signs in here. */
export async function forgetCustomerOfflineData(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(CUSTOMER_OFFLINE_CACHE);
  } catch {
    // Cache Storage blocked (private mode): there is nothing stored to forget.
  }
}
