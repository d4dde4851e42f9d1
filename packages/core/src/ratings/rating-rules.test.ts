import { describe, expect, it } from 'vitest';
import {
  RATING_TAGS,
  TIP_MAX_RUPEES,
  TIP_MIN_RUPEES,
  needsFollowUp,
  ratingBodySchema,
  ratingEditEnds,
  ratingEditable,
  tipAmountSchema,
} from './rating-rules.js';

describe('rating rules', () => {
  const given = new Date('2026-11-22T10:00:00Z');

  it('keeps a rating editable for exactly 7 days', () => {
    expect(ratingEditEnds(given).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(ratingEditable(given, new Date('2026-11-29T10:00:00Z'))).toBe(true);
    expect(ratingEditable(given, new Date('2026-11-29T10:00:00.001Z'))).toBe(false);
  });

  it('opens a follow-up at 2 stars or fewer, for the order or the rider', () => {
    expect(needsFollowUp(2, 5)).toBe(true);
    expect(needsFollowUp(5, 1)).toBe(true);
    expect(needsFollowUp(3, 3)).toBe(false);
    expect(needsFollowUp(3, null)).toBe(false);
  });

  it('takes known tag codes once, stars 1 to 5, a trimmed comment', () => {
    expect(ratingBodySchema.parse({ order_stars: 4, rider_stars: null }).tags).toEqual([]);
    expect(ratingBodySchema.safeParse({ order_stars: 6, rider_stars: 5 }).success).toBe(false);
    expect(ratingBodySchema.safeParse({ order_stars: 4, rider_stars: 5, tags: ['rude'] }).success).toBe(false);
    expect(ratingBodySchema.safeParse({ order_stars: 4, rider_stars: 5, tags: ['late', 'late'] }).success).toBe(false);
    expect(ratingBodySchema.parse({ order_stars: 4, rider_stars: 5, tags: [...RATING_TAGS], comment: ' ok ' }).comment).toBe(
      'ok',
    );
  });

  it('limits a tip to whole rupees within the limits', () => {
    expect(tipAmountSchema.safeParse(TIP_MIN_RUPEES).success).toBe(true);
    expect(tipAmountSchema.safeParse(TIP_MAX_RUPEES).success).toBe(true);
    expect(tipAmountSchema.safeParse(TIP_MIN_RUPEES - 1).success).toBe(false);
    expect(tipAmountSchema.safeParse(TIP_MAX_RUPEES + 1).success).toBe(false);
    expect(tipAmountSchema.safeParse(20.5).success).toBe(false);
  });
});
