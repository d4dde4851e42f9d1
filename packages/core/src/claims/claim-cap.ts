import { z } from 'zod';

/** The business's compensation rule (app setting 'claims'); the default is issue 27's. */
export const claimRuleSchema = z.object({
  multiplier: z.number().positive().max(100),
  max_rupees: z.number().positive().max(1_000_000),
});
export type ClaimRule = z.infer<typeof claimRuleSchema>;
export const DEFAULT_CLAIM_RULE: ClaimRule = { multiplier: 10, max_rupees: 10_000 };

/**
 * A garment's processing charge, in paise: its line's unit price. A weight-priced line (KG) charges per kilogram, not
 * per garment; one garment is taken as one kilogram's price (a shirt or trousers weigh well under that), so the
 * customer is never short-changed by a weight that cannot be known afterwards.
 */
export function garmentChargePaise(line: { unit: string; unitPricePaise: number }): number {
  return line.unitPricePaise;
}

/**
 * The most a claim may pay, in paise: multiplier × the garment's charge, at most the rule's ceiling, and never above
 * what was paid for the order net of its refunds.
 */
export function claimCapPaise(rule: ClaimRule, chargePaise: number, paidNetPaise: number): number {
  const byRule = Math.min(Math.round(rule.multiplier * chargePaise), Math.round(rule.max_rupees * 100));
  return Math.max(0, Math.min(byRule, paidNetPaise));
}
