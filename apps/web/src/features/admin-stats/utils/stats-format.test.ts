import { describe, expect, it } from 'vitest';
import { describeChange, formatHours, formatMoneyShort, formatRange, formatTimeAgo } from './stats-format';

describe('stats formats', () => {
  it('says the change against last week, or that there is none to compare with', () => {
    expect(describeChange({ this_week: 45, last_week: 40, percent: 12.5 })).toEqual({ direction: 'up', text: '+12.5%' });
    expect(describeChange({ this_week: 2, last_week: 3, percent: -33.3 })).toEqual({ direction: 'down', text: '−33.3%' });
    expect(describeChange({ this_week: 5, last_week: 5, percent: 0 })).toEqual({ direction: 'flat', text: '0%' });
    expect(describeChange({ this_week: 5, last_week: 0, percent: null })).toEqual({ direction: 'none', text: '—' });
  });

  it('shortens money for chart axes, below zero too (a day that refunded more than it collected)', () => {
    expect(formatMoneyShort(450)).toBe('₹450');
    expect(formatMoneyShort(12_400)).toBe('₹12.4K');
    expect(formatMoneyShort(340_000)).toBe('₹3.4L');
    expect(formatMoneyShort(-50)).toBe('−₹50');
    expect(formatMoneyShort(-1500)).toBe('−₹1.5K');
  });

  it('writes hours as operations speak of them', () => {
    expect(formatHours(39.4)).toBe('39.4 h');
    expect(formatHours(50)).toBe('2 d 2 h');
    expect(formatHours(72)).toBe('3 d');
    expect(formatHours(null)).toBe('—');
  });

  it('writes ranges and how long ago', () => {
    expect(formatRange('2026-11-16', '2026-11-22')).toBe('16 Nov – 22 Nov 2026');
    expect(formatRange('2026-11-22', '2026-11-22')).toBe('22 Nov 2026');
    const now = new Date('2026-11-22T05:30:00Z');
    expect(formatTimeAgo(new Date('2026-11-22T05:29:40Z'), now)).toBe('just now');
    expect(formatTimeAgo(new Date('2026-11-22T05:18:00Z'), now)).toBe('12 min ago');
    expect(formatTimeAgo(new Date('2026-11-22T02:00:00Z'), now)).toBe('3 h ago');
    expect(formatTimeAgo(new Date('2026-11-20T10:30:00Z'), now)).toBe('20 Nov, 4:00 pm');
  });
});
