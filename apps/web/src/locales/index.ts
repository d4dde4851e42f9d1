import type { TranslatedLanguage } from '@washday/core';
import type enAccount from './en/account';
import type enAddresses from './en/addresses';
import enAuth from './en/auth';
import type enBookings from './en/bookings';
import type enPlans from './en/plans';
import type enCheckout from './en/checkout';
import type enClaims from './en/claims';
import type enRecurring from './en/recurring';
import type enRatings from './en/ratings';
import type enGarments from './en/garments';
import type enArrival from './en/arrival';
import enCommon from './en/common';
import enHome from './en/home';
import type enNotices from './en/notices';
import type enRider from './en/rider';
import type enRiderNotices from './en/rider-notices';
import type enVendor from './en/vendor';

/**
 * The strings of the customer's home, by namespace (one per area of the app, so each can be written on its own).
 * English is the source; each other language is typed against it, so a missing key fails the build, and is loaded when
 * chosen. The home's English ships with the app; the other customer screens' English (`LAZY_ENGLISH`) is fetched the
 * first time a screen asks for its namespace (lib/i18n.ts), the notifications' with their bodies (locales/notices-strings.ts)
 * and the rider's with the rider area (locales/rider-strings.ts).
 */
export const english = {
  common: enCommon,
  home: enHome,
  auth: enAuth,
  // English messages are their own text (lib/i18n.ts translateMessage).
  messages: {} as Readonly<Record<string, string>>,
} as const;

/** The customer screens' English beyond the home's: checkout, addresses, My Bookings, the account (decision 0039). */
const LAZY_ENGLISH = {
  checkout: async () => (await import('./en/checkout')).default,
  addresses: async () => (await import('./en/addresses')).default,
  bookings: async () => (await import('./en/bookings')).default,
  account: async () => (await import('./en/account')).default,
} satisfies Record<string, () => Promise<object>>;
export type LazyNamespace = keyof typeof LAZY_ENGLISH;
export const LAZY_NAMESPACES = Object.keys(LAZY_ENGLISH) as LazyNamespace[];

/** A lazy namespace's English; undefined for a namespace its area adds itself (rider, vendor, claims...). */
export function loadEnglish(namespace: string): Promise<object> | undefined {
  return Object.hasOwn(LAZY_ENGLISH, namespace) ? LAZY_ENGLISH[namespace as LazyNamespace]() : undefined;
}

export type Resources = typeof english & {
  notices: typeof enNotices;
  checkout: typeof enCheckout;
  addresses: typeof enAddresses;
  bookings: typeof enBookings;
  plans: typeof enPlans;
  account: typeof enAccount;
  rider: typeof enRider;
  riderNotices: typeof enRiderNotices;
  vendor: typeof enVendor;
  claims: typeof enClaims;
  recurring: typeof enRecurring;
  ratings: typeof enRatings;
  garments: typeof enGarments;
  arrival: typeof enArrival;
};
export type Namespace = keyof Resources;
/** The namespaces loaded at start: the rest on first use (above), the rider's and the laundry's with their areas. */
export const NAMESPACES = Object.keys(english) as Namespace[];

/** The strings of a language other than English, fetched on first use (the service worker keeps them offline). */
export async function loadResources(language: Exclude<TranslatedLanguage, 'en'>): Promise<Record<Namespace, object>> {
  switch (language) {
    case 'hi':
      return (await import('./hindi')).hindi;
  }
}
