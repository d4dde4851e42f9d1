import { describe, expect, it } from 'vitest';
import { maskAadhaarNumber } from './aadhaar.js';

describe('maskAadhaarNumber', () => {
  it('shows only the last four digits, whether given digits or an already masked number', () => {
    expect(maskAadhaarNumber('234567890123')).toBe('XXXX XXXX 0123');
    expect(maskAadhaarNumber('2345 6789 0123')).toBe('XXXX XXXX 0123');
    expect(maskAadhaarNumber('XXXX XXXX 0123')).toBe('XXXX XXXX 0123');
    expect(maskAadhaarNumber('12')).toBe('XXXX XXXX XXXX');
  });
});
