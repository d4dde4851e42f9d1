import type { TranslatedLanguage } from '@washday/core';
import enAccount from './en/account';
import enAddresses from './en/addresses';
import enAuth from './en/auth';
import enBookings from './en/bookings';
import enCheckout from './en/checkout';
import type enClaims from './en/claims';
import type enGarments from './en/garments';
import type enArrival from './en/arrival';
import enCommon from './en/common';
import enHome from './en/home';
import enNotices from './en/notices';
import type enRider from './en/rider';
import type enRiderNotices from './en/rider-notices';
import type enVendor from './en/vendor';

/**
 * Every string of the customer screens, by namespace (one per area of the app, so each can be written on its own).
 * English is the source and ships with the app; each other language is typed against it, so a missing key fails the
 * build, and is loaded when chosen. The rider screens' English ships with the rider area (locales/rider-strings.ts).
 */
export const english = {
  common: enCommon,
  home: enHome,
  checkout: enCheckout,
  addresses: enAddresses,
  bookings: enBookings,
  account: enAccount,
  auth: enAuth,
  notices: enNotices,
  // English messages are their own text (lib/i18n.ts translateMessage).
  messages: {} as Readonly<Record<string, string>>,
} as const;

export type Resources = typeof english & {
  rider: typeof enRider;
  riderNotices: typeof enRiderNotices;
  vendor: typeof enVendor;
  claims: typeof enClaims;
  garments: typeof enGarments;
  arrival: typeof enArrival;
};
export type Namespace = keyof Resources;
/** The namespaces loaded at start: the rider's two are added by the rider area, the laundry's by the vendor area. */
export const NAMESPACES = Object.keys(english) as Namespace[];

/** The strings of a language other than English, fetched on first use (the service worker keeps them offline). */
export async function loadResources(language: Exclude<TranslatedLanguage, 'en'>): Promise<Record<Namespace, object>> {
  switch (language) {
    case 'hi':
      return (await import('./hindi')).hindi;
  }
}
