// GST on a laundry's bill (docs/decisions/0033-money.md). Prices include GST, as the customer sees them: the
// invoice backs the taxable value out of the total. All in integer paise; the split always adds up to the total.
import type { Paise } from '../money.js';
import { canonicalState, pincodeStates } from '../locations/place-consistency.js';

/** GST state codes of the states and union territories (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state code of a canonical state name ('Haryana' → '06'), or null. */
export function gstStateCode(state: string | null | undefined): string | null {
  return state ? (GST_STATE_CODES[state] ?? null) : null;
}

/** SAC 999712: dry cleaning services (including laundry and pressing). */
export const LAUNDRY_SAC = '999712';
/** The GST rate on laundry and dry cleaning, percent. */
export const DEFAULT_GST_RATE_PERCENT = 18;

export interface GstSplit {
  /** What the customer pays: the bill's total, tax included. */
  totalPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** cgst + sgst + igst. */
  taxPaise: Paise;
  /** Both halves at rate/2 (intra-state), or IGST at the full rate. */
  intraState: boolean;
  ratePercent: number;
}

/**
 * The tax inside a total: round(total × rate / (100 + rate)), the same whichever the place of supply, so the booking's
 * tax_amount never depends on it. Intra-state it is split into CGST and SGST, the odd paisa (if any) going to CGST.
 * The taxable value is what remains, so taxable + tax = total exactly. Rates are whole or half percents, computed in
 * integers (no float decides a paisa).
 */
export function gstIncluded(totalPaise: Paise, ratePercent: number, intraState: boolean): GstSplit {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Not an amount in paise: ${totalPaise}`);
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100 || !Number.isInteger(ratePercent * 2))
    throw new RangeError(`Not a GST rate: ${ratePercent}`);
  const rateHalves = Math.round(ratePercent * 2); // in half percents
  // Half up, for non-negative integers.
  const tax = Math.floor((2 * totalPaise * rateHalves + (200 + rateHalves)) / (2 * (200 + rateHalves)));
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  return {
    totalPaise,
    taxablePaise: totalPaise - tax,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: intraState ? 0 : tax,
    taxPaise: tax,
    intraState,
    ratePercent,
  };
}

/** The tax inside a booking's total (its charges_breakdown.tax_amount). */
export function includedTax(totalPaise: Paise, ratePercent: number): Paise {
  return gstIncluded(totalPaise, ratePercent, false).taxPaise;
}

/** Intra-state when the place of supply is the supplier's state (both GST state codes known and equal). */
export function isIntraState(supplierStateCode: string, placeOfSupplyCode: string | null): boolean {
  return placeOfSupplyCode === supplierStateCode;
}

/**
 * The state code of the place of supply from an address as written: its pincode's state when the pincode names one,
 * else a state named in it; null when it names neither (the decision record says how that is read).
 */
export function placeOfSupplyCode(address: string): string | null {
  const pincodes = address.match(/\b\d{3}\s?\d{3}\b/g) ?? [];
  const last = pincodes.at(-1)?.replace(/\s/g, '');
  const byPincode = last ? pincodeStates(last) : [];
  if (byPincode.length === 1) return gstStateCode(byPincode[0]);
  for (const part of address.split(/[,\n]/).reverse()) {
    const state = canonicalState(part.replace(/\d+/g, '').trim());
    if (state && (byPincode.length === 0 || byPincode.includes(state))) return gstStateCode(state);
  }
  return null;
}
