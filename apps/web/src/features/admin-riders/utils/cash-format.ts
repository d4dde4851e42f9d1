import { formatRupees } from '@washday/core';
import { z } from 'zod';

/** An amount as the form shows it: 120, or 99.50 when it has paise. */
export const amountText = (rupees: number) => (Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2));

const AMOUNT_INVALID = 'Enter the cash counted, in rupees (e.g. 450 or 450.50)';

/** The handover form: the cash counted (₹0 and up, rupees and paise) and an optional note; the server checks the same. */
export const handoverFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), AMOUNT_INVALID)
    .transform(Number),
  note: z
    .string()
    .trim()
    .max(300, 'Keep the note under 300 characters')
    .transform((v) => (v === '' ? undefined : v)),
});
export type HandoverFormInput = z.input<typeof handoverFormSchema>;

/** A handover's difference (amount − expected) in words and a colour with AA contrast on white. */
export function differenceText(difference: number): { text: string; className: string } {
  if (difference < 0) return { text: `${formatRupees(-difference)} short`, className: 'text-red-700' };
  if (difference > 0) return { text: `${formatRupees(difference)} over`, className: 'text-amber-800' };
  return { text: 'Matched', className: 'text-emerald-700' };
}
