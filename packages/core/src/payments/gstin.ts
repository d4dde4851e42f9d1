// A GSTIN (GST identification number): its shape and checksum, checked for the business's details (the admin's form)
// and for a customer's own GSTIN in their profile (printed on their tax invoices). One schema for the customer's form
// and the server.
import { z } from 'zod';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A GSTIN's 15th character: the checksum of the first 14 (mod 36, weights 1 and 2 alternating). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  shape: 'A GSTIN is 15 characters: 2 digits, the 10-character PAN, then 3 more (like 06ABCDE1234F1Z5)',
  checksum: 'This GSTIN’s last character does not match the rest: check it for a typo',
} as const;

/** What is wrong with an (uppercased) GSTIN, or null when it is valid. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : GSTIN_MESSAGES.checksum;
}

/** Shape (state code, PAN, entity number, Z, checksum) and checksum. */
export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/**
 * A customer's optional GSTIN, as typed: trimmed and uppercased. Empty (or null) removes it; left out (undefined)
 * leaves the stored one as it is, so a client that only edits the name and email keeps it.
 */
export const customerGstinSchema = z
  .string()
  .max(40, GSTIN_MESSAGES.shape)
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const gstin = (value ?? '').trim().toUpperCase();
    if (!gstin) return null;
    const problem = gstinProblem(gstin);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return gstin;
  });
