import { z } from 'zod';
import { userSchema } from '../auth/auth-schemas.js';
import { accountDeleteBodySchema } from '../customers/account-delete-schema.js';
import { preferencesPatchSchema, preferencesSchema } from '../customers/preferences.js';
import { addressRecordSchema } from '../locations/location-schemas.js';
import { notificationSchema } from '../notifications/notification-schemas.js';
import { customerVerificationSchema } from '../ordering/verifications.js';
import { bookingViewSchema } from './bookings.contract.js';
import { defineEndpoint } from './define-endpoint.js';
import { successMessageSchema } from './envelopes.js';

const preferencesAnswer = z.object({ success: z.literal(true), preferences: preferencesSchema });

/** The signed-in customer's preferences (customer-app.md §3 Preferences; the spec shows no path for them). */
export const preferencesContract = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/preferences',
    summary: "The signed-in customer's preferences, every field filled in (the defaults where nothing was saved)",
    tags: ['preferences'],
    responses: { 200: preferencesAnswer },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/preferences',
    summary: 'Save any of the five cards (each with any of its fields); unknown cards, fields or values are refused',
    tags: ['preferences'],
    body: preferencesPatchSchema,
    responses: { 200: preferencesAnswer.extend({ message: z.string() }) },
  }),
};

const iso = z.string();

/** Everything the service holds about one customer, as the JSON file they download. */
export const accountExportSchema = z.object({
  format: z.literal('washday-account-export'),
  version: z.literal(1),
  exportedAt: iso,
  profile: userSchema.extend({ referralCode: z.string().nullable(), signupReferralCode: z.string().nullable(), updatedAt: iso }),
  preferences: preferencesSchema,
  addresses: z.array(addressRecordSchema),
  /** With their lines, charges, trips and pickup photos. */
  bookings: z.array(bookingViewSchema),
  notifications: z.array(notificationSchema),
  couponRedemptions: z.array(
    z.object({ couponCode: z.string(), bookingId: z.string(), orderAmount: z.number(), discount: z.number(), usedAt: iso }),
  ),
  verifications: z.array(customerVerificationSchema),
  /** Referrals they made or joined through; the other party is not named. */
  referrals: z.array(
    z.object({
      role: z.enum(['referrer', 'referee']),
      code: z.string(),
      discountPercent: z.number(),
      status: z.string(),
      rewardCouponCode: z.string().nullable(),
      createdAt: iso,
      completedAt: iso.nullable(),
    }),
  ),
  quickPickups: z.array(
    z.object({
      id: z.string(),
      customerName: z.string(),
      customerPhone: z.string(),
      pickupDate: z.string(),
      pickupTime: z.string(),
      houseNumber: z.string().nullable(),
      address: z.string(),
      status: z.string(),
      bookingId: z.string().nullable(),
      createdAt: iso,
    }),
  ),
  /** Places the app detected for them (location checks). */
  detectedLocations: z.array(
    z.object({
      fullAddress: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      pincode: z.string().nullable(),
      coordinates: z.object({ lat: z.number(), lng: z.number() }),
      detectionMethod: z.string(),
      createdAt: iso,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The customer's own account under the DPDP Act (docs/decisions/0019-profile-preferences-dpdp.md); no path in the spec. */
export const accountContract = {
  export: defineEndpoint({
    method: 'GET',
    path: '/api/account/export',
    summary: 'Everything held about the signed-in customer, as a JSON download (Content-Disposition: attachment)',
    tags: ['account'],
    responses: { 200: accountExportSchema },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/account',
    summary:
      "Erase the signed-in customer's personal data and sign them out; bookings stay as anonymised records. Refused while an order is open",
    tags: ['account'],
    body: accountDeleteBodySchema,
    responses: { 200: successMessageSchema },
  }),
};
