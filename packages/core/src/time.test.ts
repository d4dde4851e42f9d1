import { describe, expect, it } from 'vitest';
import { addDaysToDate, businessDate } from './time.js';

describe('business time (Asia/Kolkata)', () => {
  it('uses the Indian calendar date whatever the machine zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(businessDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(businessDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(businessDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('adds days across month and year ends', () => {
    expect(addDaysToDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
