import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const EN = { locale: 'en-IN', justNow: 'Just now' };
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [60_000, '1 minute ago'],
    [45 * 60_000, '45 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 3_600_000 + 59 * 60_000, '23 hours ago'],
    [24 * 3_600_000, '1 day ago'],
    [3 * 24 * 3_600_000, '3 days ago'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(relativeTime(ago(ms), NOW, EN)).toBe(expected);
  });

  it('reads a time slightly ahead of the phone clock as just now', () => {
    expect(relativeTime(ago(-30_000), NOW, EN)).toBe('Just now');
  });
});
