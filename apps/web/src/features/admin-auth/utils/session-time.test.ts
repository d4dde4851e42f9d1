import { describe, expect, it } from 'vitest';
import { formatSessionTime, formatTimeRemaining } from './session-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('formatTimeRemaining', () => {
  it.each([
    [8 * HOUR, '8h 0m remaining'],
    [8 * HOUR - 30_000, '7h 59m remaining'],
    [7 * HOUR + 59 * MINUTE + 59_000, '7h 59m remaining'],
    [61 * MINUTE, '1h 1m remaining'],
    [59 * MINUTE, '0h 59m remaining'],
    [30_000, '0h 0m remaining'],
    [-5 * MINUTE, '0h 0m remaining'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(formatTimeRemaining(ms)).toBe(text);
  });
});

describe('formatSessionTime', () => {
  it('reads in India time whatever the machine zone', () => {
    // 03:30 UTC is 9:00 in Asia/Kolkata.
    expect(formatSessionTime('2025-05-12T03:30:00.000Z')).toMatch(/^12 May 2025, 9:00\s?am$/i);
  });
});
