import { DEMO_BUSINESS_SETTINGS } from '@washday/core';
import { describe, expect, it } from 'vitest';
import { placeOfSupply, withFlat } from './invoices.js';

describe('the customer’s address on the invoice', () => {
  it('prints a saved address’s flat once: its full line already holds it', () => {
    expect(withFlat('Flat 9, Tower C', 'Flat 9, Tower C, Sector 69, Gurugram, Haryana 122018')).toBe(
      'Flat 9, Tower C, Sector 69, Gurugram, Haryana 122018',
    );
    expect(withFlat('flat 9 tower c', 'Flat 9, Tower C, Sector 69, Gurugram, Haryana 122018')).toBe(
      'Flat 9, Tower C, Sector 69, Gurugram, Haryana 122018',
    );
  });

  it('adds the flat when the address line lacks it, and leaves an address without a flat alone', () => {
    expect(withFlat('C-1203', 'Sector 69, Gurugram, Haryana 122018')).toBe('C-1203, Sector 69, Gurugram, Haryana 122018');
    expect(withFlat(null, 'Sector 69, Gurugram')).toBe('Sector 69, Gurugram');
    expect(withFlat('  ', 'Sector 69, Gurugram')).toBe('Sector 69, Gurugram');
  });

  it('takes the place of supply from the address’s state', () => {
    expect(placeOfSupply('12 Janpath, New Delhi, Delhi 110001', DEMO_BUSINESS_SETTINGS).code).toBe('07');
    expect(placeOfSupply('Flat 9, Sector 69, Gurugram, Haryana 122018', DEMO_BUSINESS_SETTINGS).code).toBe('06');
  });
});
