import { z } from 'zod';

/** Claims (docs/decisions/0034): a garment reported damaged or missing after delivery, decided once by operations. */
export const CLAIM_KINDS = ['damaged', 'missing'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
/** open → rejected | compensated; one decision only. */
export const CLAIM_STATUSES = ['open', 'rejected', 'compensated'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_PAYOUTS = ['refund', 'coupon'] as const;
export type ClaimPayout = (typeof CLAIM_PAYOUTS)[number];

export const CLAIM_DESCRIPTION_MIN = 10;
export const CLAIM_DESCRIPTION_MAX = 1000;
export const CLAIM_PHOTO_LIMIT = 5;
export const CLAIM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the claim endpoints answer; the customer's screens have these in Hindi too (CLAIM_MESSAGES_HI). */
export const CLAIM_MESSAGES = {
  kind: 'Choose damaged or missing',
  descriptionShort: `Describe the problem in at least ${CLAIM_DESCRIPTION_MIN} characters`,
  descriptionLong: `Keep the description under ${CLAIM_DESCRIPTION_MAX} characters`,
  garmentRequired: 'Choose the garment',
  garmentNotOnOrder: 'That garment is not on this order',
  garmentClaimOpen: 'This garment already has an open claim',
  notDelivered: 'A problem can be reported once the order has been delivered',
  windowClosed: 'Problems can be reported within 7 days of delivery. This order was delivered more than 7 days ago.',
  received: 'We have your report and will look into it',
  notFound: 'Claim not found',
  photoLimit: `At most ${CLAIM_PHOTO_LIMIT} photos`,
  photoMissing: 'Attach a photo',
  photoTooLarge: 'Photos must be under 5MB',
  photoWrongType: 'Photos must be JPEG, PNG or WebP',
  photoNotNow: 'Photos can be added while the claim is open',
  alreadyDecided: (status: string) => `This claim has already been ${status}`,
  reasonRequired: 'Give the reason for rejecting the claim',
  amountInvalid: 'Enter an amount above ₹0',
  aboveCap: (cap: string) => `The compensation can be at most ${cap} for this garment`,
  abovePaid: (paid: string) => `The compensation cannot be more than the ${paid} paid for this order`,
  rejected: 'Claim rejected',
  compensated: (amount: string, payout: ClaimPayout) =>
    payout === 'refund' ? `${amount} refunded for the claim` : `A coupon worth ${amount} sent for the claim`,
} as const;

export const CLAIM_MESSAGES_HI: Record<
  'kind' | 'descriptionShort' | 'descriptionLong' | 'garmentRequired' | 'windowClosed' | 'notDelivered',
  string
> = {
  kind: 'ख़राब या गुम चुनें',
  descriptionShort: `समस्या कम से कम ${CLAIM_DESCRIPTION_MIN} अक्षरों में बताएँ`,
  descriptionLong: `विवरण ${CLAIM_DESCRIPTION_MAX} अक्षरों से कम रखें`,
  garmentRequired: 'कपड़ा चुनें',
  windowClosed: 'डिलीवरी के 7 दिनों के भीतर ही समस्या बताई जा सकती है। यह ऑर्डर 7 दिन से पहले डिलीवर हुआ था।',
  notDelivered: 'ऑर्डर डिलीवर होने के बाद ही समस्या बताई जा सकती है',
};

/** Which garment: a tag code of the order when it has tags, else one of its booking lines. */
export const claimGarmentSchema = z.union([
  z.object({ tag_code: z.string().trim().min(1, CLAIM_MESSAGES.garmentRequired).max(20) }),
  z.object({ line_id: z.uuid(CLAIM_MESSAGES.garmentRequired) }),
]);

export const claimBodySchema = z.object({
  kind: z.enum(CLAIM_KINDS, { error: CLAIM_MESSAGES.kind }),
  description: z
    .string({ error: CLAIM_MESSAGES.descriptionShort })
    .trim()
    .min(CLAIM_DESCRIPTION_MIN, CLAIM_MESSAGES.descriptionShort)
    .max(CLAIM_DESCRIPTION_MAX, CLAIM_MESSAGES.descriptionLong),
  garment: claimGarmentSchema,
});
export type ClaimBody = z.infer<typeof claimBodySchema>;

export const claimDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('reject'),
    reason: z.string({ error: CLAIM_MESSAGES.reasonRequired }).trim().min(3, CLAIM_MESSAGES.reasonRequired).max(500),
  }),
  z.object({
    decision: z.literal('compensate'),
    amount: z.number({ error: CLAIM_MESSAGES.amountInvalid }).positive(CLAIM_MESSAGES.amountInvalid).max(1_000_000),
    payout: z.enum(CLAIM_PAYOUTS, { error: 'Pay as a refund or a coupon' }),
    note: z.string().trim().max(500).optional(),
  }),
]);
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

export const claimViewSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  kind: z.enum(CLAIM_KINDS),
  status: z.enum(CLAIM_STATUSES),
  description: z.string(),
  garment: z.object({ tag_code: z.string().nullable(), line_id: z.string().nullable(), service_name: z.string() }),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  /** The most the rule allows for this garment today, in rupees. */
  cap: z.number(),
  decision: z
    .object({
      payout: z.enum(CLAIM_PAYOUTS).nullable(),
      amount: z.number().nullable(),
      reason: z.string().nullable(),
      coupon_code: z.string().nullable(),
      decided_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;
