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
  /** Their recurring pickups (decision 0040), each with the occurrences that were moved, skipped, booked or missed. */
  recurringPickups: z.array(
    z.object({
      id: z.string(),
      frequency: z.string(),
      weekday: z.number().nullable(),
      dayOfMonth: z.number().nullable(),
      pickupTime: z.string(),
      addressId: z.string().nullable(),
      services: z.array(z.object({ service_id: z.string(), quantity: z.number() })),
      notes: z.string().nullable(),
      startsOn: z.string(),
      status: z.string(),
      pausedReason: z.string().nullable(),
      fromBookingId: z.string().nullable(),
      createdAt: iso,
      updatedAt: iso,
      occurrences: z.array(
        z.object({
          ruleDate: z.string(),
          pickupDate: z.string(),
          pickupTime: z.string(),
          status: z.string(),
          bookingId: z.string().nullable(),
          movedFromTime: z.string().nullable(),
          remindedAt: iso.nullable(),
          createdAt: iso,
        }),
      ),
    }),
  ),
  /** The replies they sent to our messages (a WhatsApp SKIP) and what we answered. */
  inboundMessages: z.array(
    z.object({
      channel: z.string(),
      text: z.string().nullable(),
      outcome: z.string(),
      reply: z.string().nullable(),
      createdAt: iso,
    }),
  ),
  /** Their laundry plan subscriptions, each with its monthly cycles (amounts in rupees) and what each order drew. */
  planSubscriptions: z.array(
    z.object({
      id: z.string(),
      planName: z.string(),
      status: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      periodStart: iso.nullable(),
      periodEnd: iso.nullable(),
      cancelledAt: iso.nullable(),
      createdAt: iso,
      cycles: z.array(
        z.object({
          seq: z.number(),
          status: z.string(),
          price: z.number(),
          periodStart: iso.nullable(),
          periodEnd: iso.nullable(),
          allowance: z.object({ kg: z.number(), pieces: z.number(), pickups: z.number().nullable() }),
          used: z.object({ kg: z.number(), pieces: z.number(), pickups: z.number() }),
          paidAt: iso.nullable(),
          paymentReference: z.string().nullable(),
          refunded: z.number(),
          refundedAt: iso.nullable(),
          usages: z.array(
            z.object({
              bookingId: z.string(),
              kg: z.number(),
              pieces: z.number(),
              pickups: z.number(),
              covered: z.number(),
              returnedAt: iso.nullable(),
            }),
          ),
        }),
      ),
    }),
  ),
  /** The ratings they gave (the rider named as the customer saw them; operations' follow-up notes are not theirs). */
  ratings: z.array(
    z.object({
      bookingId: z.string(),
      orderStars: z.number(),
      riderStars: z.number().nullable(),
      riderName: z.string().nullable(),
      tags: z.array(z.string()),
      comment: z.string(),
      createdAt: iso,
      updatedAt: iso,
    }),
  ),
  /** The tips they gave riders (amounts in rupees). */
  tips: z.array(
    z.object({
      bookingId: z.string(),
      riderName: z.string().nullable(),
      amount: z.number(),
      status: z.string(),
      createdAt: iso,
      capturedAt: iso.nullable(),
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
