import { describe, expect, it } from 'vitest';
import { gstIncluded, gstStateCode, includedTax, isIntraState, placeOfSupplyCode } from './gst.js';
import { documentNumber, financialYearOf, isValidDocumentNumber } from './invoice-numbers.js';
import { amountDue, changeOwed, derivePaymentStatus } from './payment-rules.js';
import { DEMO_BUSINESS_SETTINGS, businessSettingsSchema } from './business-settings.js';
import { isValidGstin } from './gstin.js';

describe('GST inside a total', () => {
  it('splits ₹840 (₹1,200 less FIRST30) intra-state into CGST and SGST to the paisa', () => {
    const split = gstIncluded(84_000, 18, true);
    expect(split).toMatchObject({ taxablePaise: 71_186, cgstPaise: 6_407, sgstPaise: 6_407, igstPaise: 0, taxPaise: 12_814 });
  });

  it('puts the whole tax in IGST inter-state', () => {
    expect(gstIncluded(84_000, 18, false)).toMatchObject({ taxablePaise: 71_186, cgstPaise: 0, sgstPaise: 0, igstPaise: 12_814 });
    // ₹100: 100 × 18/118 = 15.254… → ₹15.25
    expect(gstIncluded(10_000, 18, false)).toMatchObject({ taxablePaise: 8_475, igstPaise: 1_525 });
    // intra-state the same ₹15.25, the odd paisa to CGST
    expect(gstIncluded(10_000, 18, true)).toMatchObject({ taxablePaise: 8_475, cgstPaise: 763, sgstPaise: 762 });
  });

  it('always adds up to the total, and each tax is the rate of the taxable value within a paisa', () => {
    for (let total = 0; total <= 500_000; total += 997) {
      for (const intra of [true, false]) {
        const s = gstIncluded(total, 18, intra);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(total);
        expect(Math.abs(s.taxPaise - s.taxablePaise * 0.18)).toBeLessThanOrEqual(1);
        if (intra) expect(s.cgstPaise - s.sgstPaise).toBeGreaterThanOrEqual(0);
        if (intra) expect(s.cgstPaise - s.sgstPaise).toBeLessThanOrEqual(1);
        expect(s.taxPaise).toBe(includedTax(total, 18));
      }
    }
  });

  it('takes a zero rate and refuses nonsense', () => {
    expect(gstIncluded(5_000, 0, true)).toMatchObject({ taxablePaise: 5_000, taxPaise: 0 });
    expect(() => gstIncluded(-1, 18, true)).toThrow(RangeError);
    expect(() => gstIncluded(10.5, 18, true)).toThrow(RangeError);
    expect(() => gstIncluded(100, 18.3, true)).toThrow(RangeError);
  });

  it('knows Haryana from Delhi', () => {
    expect(gstStateCode('Haryana')).toBe('06');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(isIntraState('06', '06')).toBe(true);
    expect(isIntraState('06', '07')).toBe(false);
    expect(isIntraState('06', null)).toBe(false);
  });
});

describe('invoice numbers', () => {
  it('names the financial year in India time: 31 March 23:59 is still the old year', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYearOf(new Date('2026-11-29T10:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });

  it('writes at most 16 characters of letters, digits, - and /', () => {
    expect(documentNumber('invoice', '26-27', 123)).toBe('WD/26-27/000123');
    expect(documentNumber('creditNote', '26-27', 4)).toBe('CN/26-27/000004');
    expect(documentNumber('invoice', '26-27', 999_999)).toHaveLength(15);
    expect(() => documentNumber('invoice', '26-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('invoice', '26-27', 1_000_000)).toThrow(RangeError);
    expect(isValidDocumentNumber('WD 26')).toBe(false);
    expect(isValidDocumentNumber('WD/2026-2027/0001x')).toBe(false);
  });
});

describe('payment status', () => {
  it('is derived from what was captured and refunded', () => {
    expect(derivePaymentStatus(84_000, 0, 0)).toBe('pending');
    expect(derivePaymentStatus(84_000, 50_000, 0)).toBe('pending');
    expect(derivePaymentStatus(84_000, 84_000, 0)).toBe('paid');
    expect(derivePaymentStatus(84_000, 84_000, 10_000)).toBe('partially_refunded');
    expect(derivePaymentStatus(84_000, 84_000, 84_000)).toBe('refunded');
    expect(amountDue(84_000, 50_000)).toBe(34_000);
    expect(amountDue(84_000, 90_000)).toBe(0);
    expect(changeOwed(84_000, 100_000)).toBe(16_000);
    expect(changeOwed(84_000, 80_000)).toBe(0);
  });
});

describe('place of supply and business settings', () => {
  it('reads the state from the pincode, else from a state named in the address', () => {
    expect(placeOfSupplyCode('Flat 4, Sector 69, Gurugram, Haryana 122101')).toBe('06');
    expect(placeOfSupplyCode('12 Janpath, Connaught Place, New Delhi 110001')).toBe('07');
    expect(placeOfSupplyCode('House 3, Kapashera, Delhi')).toBe('07');
    expect(placeOfSupplyCode('Near the big tree')).toBeNull();
  });

  it('checks a GSTIN with its checksum and its state', () => {
    expect(isValidGstin(DEMO_BUSINESS_SETTINGS.gstin)).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true); // a published example
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    const parsed = businessSettingsSchema.safeParse({ ...DEMO_BUSINESS_SETTINGS, stateCode: '07' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('The GSTIN’s first two digits must be the state’s code');
    expect(businessSettingsSchema.safeParse({ ...DEMO_BUSINESS_SETTINGS, gstRatePercent: 18.3 }).success).toBe(false);
  });
});
