import { LANGUAGE_COOKIE, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@washday/core';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LAZY_NAMESPACES, NAMESPACES, english, loadEnglish, loadResources, type Resources } from '@/locales';
import { loadDevanagariFont } from './devanagari-font';

/** The interface languages: English and Hindi (Tamil and Telugu once translated: docs/decisions/0021-languages.md). */
export const APP_LANGUAGES = TRANSLATED_LANGUAGES;
export type AppLanguage = TranslatedLanguage;

/** Numbers, dates and rupees follow the interface language, in India. */
export const INTL_LOCALES: Record<AppLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

const STORAGE_KEY = 'washday.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

function storedLanguage(): AppLanguage | undefined {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return (APP_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as AppLanguage) : undefined;
  } catch {
    return undefined;
  }
}

export function currentLanguage(): AppLanguage {
  return i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
}

const isLoaded = (language: AppLanguage) => language === 'en' || i18n.hasResourceBundle(language, 'common');

/**
 * Devanagari's font (index.css) fetched with the strings, so Hindi is never shaped before it is here: text shaped
 * against the missing face can stay as empty boxes. A device with its own font, or no font API, does not wait long.
 */
function loadScriptFont(language: AppLanguage): Promise<unknown> {
  return language === 'hi' ? loadDevanagariFont() : Promise.resolve();
}

/** Fetches a language's strings the first time it is needed; English ships with the app. */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (language === 'en' || isLoaded(language)) return;
  const [resources] = await Promise.all([loadResources(language), loadScriptFont(language)]);
  for (const [namespace, strings] of Object.entries(resources)) i18n.addResourceBundle(language, namespace, strings, true, true);
}

/**
 * Shows the interface in a language once its strings are here (one not loaded yet would show keys). A loaded language
 * switches at once, in the caller's tick, so a layout effect's switch is painted with it.
 */
export async function showLanguage(language: AppLanguage): Promise<void> {
  if (!isLoaded(language)) await loadLanguage(language);
  if (currentLanguage() !== language || !i18n.resolvedLanguage) await i18n.changeLanguage(language);
}

/** The customer screens' strings beyond the home's (checkout, addresses, My Bookings, the account), fetched once. */
export function loadCustomerStrings(): Promise<unknown> {
  return i18n.loadNamespaces(LAZY_NAMESPACES);
}

/**
 * Tells the server the device's language with every page request: it draws the home's first screen in English, so it
 * sends that only to English readers (docs/decisions/0024).
 */
function languageCookie(language: AppLanguage | undefined): void {
  if (typeof document === 'undefined') return;
  const wanted = language ?? 'en';
  const sent = document.cookie
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  // No cookie reads as English: most devices never write one.
  if ((sent ?? 'en') === wanted) return;
  document.cookie = `${LANGUAGE_COOKIE}=${wanted}; path=/; max-age=${400 * 24 * 3600}; samesite=lax`;
}

/** Switches the interface and remembers it on this device (so the next visit, and a guest, open in it). */
export async function setAppLanguage(language: AppLanguage): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage blocked: the switch still applies to this visit.
  }
  languageCookie(language);
  await showLanguage(language);
}

/**
 * A namespace not bundled (a screen other than the home's, locales/index.ts) is fetched the first time a component asks
 * for it: react-i18next's useTranslation suspends until it is here. The service worker precaches these chunks.
 */
const lazyStrings: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, namespace, callback) => {
    const strings =
      language === 'en'
        ? loadEnglish(namespace)
        : language === 'hi'
          ? loadResources('hi').then((all) => all[namespace as keyof typeof all])
          : undefined;
    if (!strings) return callback(new Error(`No strings for ${language}/${namespace}`), null);
    strings.then(
      (data) => callback(null, data as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(initReactI18next)
  .use(lazyStrings)
  .init({
    // A copy: i18next adds what it loads to the object it is given.
    resources: { en: { ...english } },
    // The bundled resources are only part of them: the backend above fetches the rest.
    partialBundledLanguages: true,
    ns: NAMESPACES,
    defaultNS: 'common',
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...APP_LANGUAGES],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

function reflectLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALES[language === 'hi' ? 'hi' : 'en'];
}
reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

/**
 * Settles once the device's remembered language can be shown: at once for English, after its strings arrive for
 * another. The app renders after it (main.tsx), so a Hindi reader never sees the English flash by.
 */
const deviceLanguage = typeof window === 'undefined' ? undefined : storedLanguage();
// A language chosen before the cookie existed is told to the server from now on.
languageCookie(deviceLanguage);
export const i18nReady: Promise<void> = showLanguage(deviceLanguage ?? 'en').catch(() => {
  // Offline before the service worker kept the strings: English until the next visit.
});

export { i18n };

/**
 * A message from core or the server (a spec message, a server refusal) in the interface language. Its English text
 * is the key: the contract fixes that wording. One not translated yet stays in English rather than disappearing.
 */
export function translateMessage(text: string): string {
  if (!text || currentLanguage() === 'en') return text;
  return i18n.t(text as never, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: text }) as string;
}
