import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIM_RULE, claimCapPaise } from './claim-cap.js';
import { claimBodySchema, CLAIM_MESSAGES } from './claim-schema.js';
import { claimWindowOpen } from './claim-window.js';

describe('claim rules', () => {
  const delivered = new Date('2026-11-20T10:00:00Z');
  it('keeps the window open for 7 days from the delivery, to the millisecond', () => {
    expect(claimWindowOpen(delivered, new Date('2026-11-27T10:00:00Z'))).toBe(true);
    expect(claimWindowOpen(delivered, new Date('2026-11-27T10:00:00.001Z'))).toBe(false);
    expect(claimWindowOpen(null, delivered)).toBe(false);
  });
  it('caps at 10 × the charge, ₹10,000 at most, never above what was paid', () => {
    expect(claimCapPaise(DEFAULT_CLAIM_RULE, 5_000, 1_000_000)).toBe(50_000);
    expect(claimCapPaise(DEFAULT_CLAIM_RULE, 500_000, 10_000_000)).toBe(1_000_000);
    expect(claimCapPaise(DEFAULT_CLAIM_RULE, 5_000, 2_000)).toBe(2_000);
  });
  it('asks for a description of 10 to 1000 characters', () => {
    const short = claimBodySchema.safeParse({ kind: 'damaged', description: 'torn', garment: { tag_code: 'WD-7K3F-02' } });
    expect(short.error?.issues[0]?.message).toBe(CLAIM_MESSAGES.descriptionShort);
  });
});
