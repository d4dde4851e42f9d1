import hiAccount from './hi/account';
import hiAddresses from './hi/addresses';
import hiAuth from './hi/auth';
import hiBookings from './hi/bookings';
import hiPlans from './hi/plans';
import hiCheckout from './hi/checkout';
import hiClaims from './hi/claims';
import hiRecurring from './hi/recurring';
import hiMessagesRecurring from './hi/messages-recurring';
import hiRatings from './hi/ratings';
import hiCommon from './hi/common';
import hiGarments from './hi/garments';
import hiArrival from './hi/arrival';
import hiHome from './hi/home';
import hiNotices from './hi/notices';
import hiRider from './hi/rider';
import hiRiderNotices from './hi/rider-notices';
import hiVendor from './hi/vendor';
import hiMessagesCommon from './hi/messages-common';
import hiMessagesHome from './hi/messages-home';
import hiMessagesCheckout from './hi/messages-checkout';
import hiMessagesAddresses from './hi/messages-addresses';
import hiMessagesBookings from './hi/messages-bookings';
import hiMessagesAccount from './hi/messages-account';
import hiMessagesAuth from './hi/messages-auth';
import hiMessagesRider from './hi/messages-rider';
import hiMessagesVendor from './hi/messages-vendor';
import hiMessagesRatings from './hi/messages-ratings';

/**
 * Every Hindi string, loaded only when Hindi is chosen (lib/i18n.ts loadLanguage): an English reader never downloads
 * it. Each namespace is typed against the English, so a missing key fails the typecheck.
 */
export const hindi = {
  common: hiCommon,
  home: hiHome,
  checkout: hiCheckout,
  addresses: hiAddresses,
  bookings: hiBookings,
  plans: hiPlans,
  account: hiAccount,
  auth: hiAuth,
  notices: hiNotices,
  rider: hiRider,
  riderNotices: hiRiderNotices,
  vendor: hiVendor,
  claims: hiClaims,
  recurring: hiRecurring,
  ratings: hiRatings,
  garments: hiGarments,
  arrival: hiArrival,
  messages: {
    ...hiMessagesCommon,
    ...hiMessagesHome,
    ...hiMessagesCheckout,
    ...hiMessagesAddresses,
    ...hiMessagesBookings,
    ...hiMessagesAccount,
    ...hiMessagesAuth,
    ...hiMessagesRider,
    ...hiMessagesVendor,
    ...hiMessagesRecurring,
    ...hiMessagesRatings,
  } as Readonly<Record<string, string>>,
} as const;
