import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, customerGstinSchema, gstinCheckCharacter } from './gstin.js';

const valid = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;

describe("a customer's GSTIN", () => {
  it('trims and uppercases what was typed', () => {
    expect(customerGstinSchema.parse(`  ${valid.toLowerCase()} `)).toBe(valid);
  });

  it('reads empty or null as removing it, and left out as leaving it', () => {
    expect(customerGstinSchema.parse('  ')).toBeNull();
    expect(customerGstinSchema.parse(null)).toBeNull();
    expect(customerGstinSchema.parse(undefined)).toBeUndefined();
  });

  it('says which is wrong: the shape or the check character', () => {
    const issue = (value: string) => customerGstinSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue('27AAPFU0939F1')).toBe(GSTIN_MESSAGES.shape);
    expect(issue('27AAPFU0939F1X5')).toBe(GSTIN_MESSAGES.shape);
    const typo = `${valid.slice(0, 14)}${valid[14] === 'A' ? 'B' : 'A'}`;
    expect(issue(typo)).toBe(GSTIN_MESSAGES.checksum);
  });
});
