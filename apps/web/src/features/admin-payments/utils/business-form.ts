import { GST_STATE_CODES, businessSettingsSchema, type BusinessSettings } from '@washday/core';
import { z } from 'zod';

/** The business details as the form holds them: text, the rate too, as typed. */
export interface BusinessFormInput {
  legalName: string;
  address: string;
  gstin: string;
  stateCode: string;
  gstRatePercent: string;
  sac: string;
  upiVpa: string;
}

/** A rate that is not a number is given as −1, so core's schema refuses it with its own message. */
const rateOf = (text: string) => {
  const rate = Number(text.trim().replace(/%$/, ''));
  return text.trim() === '' || !Number.isFinite(rate) ? -1 : rate;
};

/** Core's businessSettingsSchema (its checks and messages, the GSTIN's state among them) behind the form's text. */
export const businessFormSchema: z.ZodType<BusinessSettings, BusinessFormInput> = z
  .object({
    legalName: z.string(),
    address: z.string(),
    gstin: z.string(),
    stateCode: z.string(),
    gstRatePercent: z.string().transform(rateOf),
    sac: z.string().trim(),
    upiVpa: z.string(),
  })
  .pipe(businessSettingsSchema);

export function businessFormDefaults(settings: BusinessSettings): BusinessFormInput {
  return { ...settings, gstRatePercent: String(settings.gstRatePercent) };
}

/** The GST states for the select, by code: 'Haryana (06)'. */
export const GST_STATES = Object.entries(GST_STATE_CODES)
  .map(([name, code]) => ({ code, label: `${name} (${code})` }))
  .sort((a, b) => a.code.localeCompare(b.code));

export const BUSINESS_FIELDS = [
  'legalName',
  'address',
  'gstin',
  'stateCode',
  'gstRatePercent',
  'sac',
  'upiVpa',
] as const satisfies readonly (keyof BusinessFormInput)[];
