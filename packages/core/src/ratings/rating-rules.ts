import { z } from 'zod';

// Ratings, feedback and tips (docs/decisions/0041-ratings-and-tips.md): the rules both the API and the web use.

/** A rating may be changed for 7 days from when it was first given (the app clock says when now is). */
export const RATING_EDIT_DAYS = 7;
/** A rating at or below this (order or rider) opens a follow-up for operations. */
export const LOW_RATING_MAX = 2;
/** Quick tags, stored as codes; the screens translate them. */
export const RATING_TAGS = ['on_time', 'careful_with_clothes', 'late', 'stain_not_removed'] as const;
export type RatingTag = (typeof RATING_TAGS)[number];
/** English labels for admin screens and messages. */
export const RATING_TAG_LABELS: Record<RatingTag, string> = {
  on_time: 'On time',
  careful_with_clothes: 'Careful with clothes',
  late: 'Late',
  stain_not_removed: 'Stain not removed',
};
export const RATING_COMMENT_MAX = 500;

/** Tip chips, in rupees; 'Other' takes any whole amount between the limits. */
export const TIP_PRESETS = [20, 50, 100] as const;
export const TIP_MIN_RUPEES = 10;
export const TIP_MAX_RUPEES = 1000;

export const FOLLOW_UP_STATUSES = ['open', 'closed'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const TIP_STATUSES = ['created', 'captured', 'failed'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

export const RATING_MESSAGES = {
  notCompleted: 'You can rate an order once it has been delivered',
  editClosed: `Ratings can be changed for ${RATING_EDIT_DAYS} days after they are given; this one can no longer be changed`,
  saved: 'Thanks for your rating',
  updated: 'Your rating is updated',
  tipNoRider: 'A tip can be given once a rider is delivering your order',
  tipCancelled: 'This order was cancelled',
  tipAlready: 'You have already tipped the rider for this order',
  tipRange: `A tip is a whole amount from ₹${TIP_MIN_RUPEES} to ₹${TIP_MAX_RUPEES}`,
  tipSignature: 'The tip payment could not be verified',
  ratingNotFound: 'No such rating',
} as const;

const DAY_MS = 86_400_000;

/** When a rating given at `firstGivenAt` stops being editable. */
export function ratingEditEnds(firstGivenAt: Date): Date {
  return new Date(firstGivenAt.getTime() + RATING_EDIT_DAYS * DAY_MS);
}

/** Whether a rating first given at `firstGivenAt` may still be changed at `now` (the last instant included). */
export function ratingEditable(firstGivenAt: Date, now: Date): boolean {
  return now.getTime() <= ratingEditEnds(firstGivenAt).getTime();
}

/** A low rating (of the order or the rider) needs operations to follow it up. */
export function needsFollowUp(orderStars: number, riderStars: number | null): boolean {
  return orderStars <= LOW_RATING_MAX || (riderStars !== null && riderStars <= LOW_RATING_MAX);
}

export const starsSchema = z
  .number({ error: 'Choose from 1 to 5 stars' })
  .int({ error: 'Choose from 1 to 5 stars' })
  .min(1, { error: 'Choose from 1 to 5 stars' })
  .max(5, { error: 'Choose from 1 to 5 stars' });

export const tipAmountSchema = z
  .number({ error: RATING_MESSAGES.tipRange })
  .int({ error: RATING_MESSAGES.tipRange })
  .min(TIP_MIN_RUPEES, { error: RATING_MESSAGES.tipRange })
  .max(TIP_MAX_RUPEES, { error: RATING_MESSAGES.tipRange });

export const ratingBodySchema = z.object({
  order_stars: starsSchema,
  /** Null when the order had no rider to rate. */
  rider_stars: starsSchema.nullable(),
  tags: z
    .array(z.enum(RATING_TAGS, { error: 'Unknown tag' }))
    .max(RATING_TAGS.length)
    .refine((t) => new Set(t).size === t.length, { error: 'A tag is given once' })
    .default([]),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, { error: `Keep the comment under ${RATING_COMMENT_MAX} characters` })
    .default(''),
});
export type RatingBody = z.input<typeof ratingBodySchema>;
