import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './rupees-in-words.js';

describe('amounts in words, as Indian invoices write them', () => {
  it('groups in thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(886)).toBe('Eight Hundred Eighty-Six');
    expect(numberInWords(1240)).toBe('One Thousand Two Hundred Forty');
    expect(numberInWords(125_040)).toBe('One Lakh Twenty-Five Thousand Forty');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(9_99_99_99_999)).toBe(
      'Nine Hundred Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
  });

  it('says rupees and paise', () => {
    expect(rupeesInWords(2000)).toBe('Rupees Twenty Only');
    expect(rupeesInWords(88_650)).toBe('Rupees Eight Hundred Eighty-Six and Fifty Paise Only');
    expect(rupeesInWords(1695)).toBe('Rupees Sixteen and Ninety-Five Paise Only');
    expect(rupeesInWords(50)).toBe('Fifty Paise Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
    expect(() => rupeesInWords(12.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
  });
});
