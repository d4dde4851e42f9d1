import { describe, expect, it } from 'vitest';
import { formatLate, formatWindow } from './route-format';

describe('route format', () => {
  it('says lateness in minutes, and in hours and minutes from an hour on', () => {
    expect(formatLate(18)).toBe('18 min late');
    expect(formatLate(59)).toBe('59 min late');
    expect(formatLate(60)).toBe('1h 0m late');
    expect(formatLate(2721)).toBe('45h 21m late');
  });

  it('writes a slot with one am/pm when both ends share it', () => {
    expect(formatWindow({ from: '2026-11-30T04:30:00.000Z', to: '2026-11-30T05:30:00.000Z' })).toBe('10:00 – 11:00 am');
    expect(formatWindow({ from: '2026-11-30T06:00:00.000Z', to: '2026-11-30T07:00:00.000Z' })).toBe('11:30 am – 12:30 pm');
  });
});
