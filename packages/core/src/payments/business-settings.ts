// The business's details printed on every tax invoice, edited by an admin (docs/decisions/0033-money.md). One schema
// for the admin's form, the server's check and the stored value.
import { z } from 'zod';
import { DEFAULT_GST_RATE_PERCENT, GST_STATE_CODES, LAUNDRY_SAC } from './gst.js';
import { gstinCheckCharacter, isValidGstin } from './gstin.js';

export const BUSINESS_SETTINGS_MESSAGES = {
  legalName: 'Enter the business’s legal name',
  address: 'Enter the business’s address',
  gstin: 'Enter a valid 15-character GSTIN',
  gstinState: 'The GSTIN’s first two digits must be the state’s code',
  stateCode: 'Choose the state the business is registered in',
  rate: 'The GST rate must be between 0% and 28%, in steps of 0.5%',
  sac: 'The SAC is 6 digits',
  upi: 'Enter a UPI ID like business@bank',
} as const;

const stateCodes = Object.values(GST_STATE_CODES);

export const businessSettingsSchema = z
  .object({
    legalName: z.string().trim().min(2, BUSINESS_SETTINGS_MESSAGES.legalName).max(120),
    address: z.string().trim().min(10, BUSINESS_SETTINGS_MESSAGES.address).max(300),
    gstin: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(isValidGstin, BUSINESS_SETTINGS_MESSAGES.gstin),
    stateCode: z.string().refine((v) => stateCodes.includes(v), BUSINESS_SETTINGS_MESSAGES.stateCode),
    gstRatePercent: z
      .number()
      .min(0, BUSINESS_SETTINGS_MESSAGES.rate)
      .max(28, BUSINESS_SETTINGS_MESSAGES.rate)
      .refine((v) => Number.isInteger(v * 2), BUSINESS_SETTINGS_MESSAGES.rate),
    sac: z.string().regex(/^\d{6}$/, BUSINESS_SETTINGS_MESSAGES.sac),
    /** Where UPI payments at the door go (the local provider's QR encodes it). */
    upiVpa: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/, BUSINESS_SETTINGS_MESSAGES.upi),
  })
  .refine((s) => s.gstin.slice(0, 2) === s.stateCode, { path: ['gstin'], message: BUSINESS_SETTINGS_MESSAGES.gstinState });
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** The settings as the server answers with them (already checked when saved). */
export const businessSettingsViewSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  gstin: z.string(),
  stateCode: z.string(),
  gstRatePercent: z.number(),
  sac: z.string(),
  upiVpa: z.string(),
});

/** The demo's supplier: fictional, and its name says so. A real deployment's admin replaces it before going live. */
export const DEMO_BUSINESS_SETTINGS: BusinessSettings = {
  legalName: 'Washday Demo Laundry Pvt Ltd (fictional)',
  address: 'Plot 12, Sector 44, Gurugram, Haryana 122003',
  gstin: `06AABCW1234F1Z${gstinCheckCharacter('06AABCW1234F1Z')}`,
  stateCode: '06',
  gstRatePercent: DEFAULT_GST_RATE_PERCENT,
  sac: LAUNDRY_SAC,
  upiVpa: 'washday.demo@upi',
};
