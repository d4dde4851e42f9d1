import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeFailure, formatAgo, formatEta, formatKm, formatPhone, formatSlot } from './dispatch-format';

describe('dispatch formats', () => {
  it("shows an estimate as 'N mins' under an hour, else 'Xh Ym'", () => {
    expect(formatEta(30)).toBe('30 mins');
    expect(formatEta(59)).toBe('59 mins');
    expect(formatEta(60)).toBe('1h 0m');
    expect(formatEta(68)).toBe('1h 8m');
    expect(formatEta(135)).toBe('2h 15m');
  });

  it('shows a distance under 1 km in metres, else km with two decimals, and a dash when unknown', () => {
    expect(formatKm(0.44)).toBe('440 m');
    expect(formatKm(0.999)).toBe('999 m');
    expect(formatKm(1)).toBe('1 km');
    expect(formatKm(6.27)).toBe('6.27 km');
    expect(formatKm(null)).toBe('—');
  });

  it('shows a slot in Asia/Kolkata with a 12-hour time', () => {
    expect(formatSlot('2026-11-23', '16:00')).toEqual({ day: 'Mon, 23 Nov', time: '4:00 PM' });
    expect(formatSlot('2026-11-24', '09:00')).toEqual({ day: 'Tue, 24 Nov', time: '9:00 AM' });
  });

  it('shows mobiles and stored landlines readably', () => {
    expect(formatPhone('919810000002')).toBe('+91 98100 00002');
    expect(formatPhone('911244000101')).toBe('+91 124 4000101');
    expect(formatPhone('12345')).toBe('12345');
  });

  it("says how old a rider's position is", () => {
    const now = new Date('2026-11-22T06:00:00Z');
    expect(formatAgo(null, now)).toBe('No position yet');
    expect(formatAgo('2026-11-22T05:59:40Z', now)).toBe('just now');
    expect(formatAgo('2026-11-22T05:48:00Z', now)).toBe('12 min ago');
    expect(formatAgo('2026-11-22T03:00:00Z', now)).toBe('3 h ago');
  });

  it("tells a refusal by the server's words and a lost connection by the spec's network message", () => {
    expect(describeFailure(new ApiError('The pickup of this order is already assigned', 409), 'Failed to assign order')).toEqual({
      title: 'Failed to assign order',
      detail: 'The pickup of this order is already assigned',
    });
    expect(
      describeFailure(new ApiError('Network error: Failed to fetch', 0, { code: 'NETWORK_ERROR' }), 'Failed to assign order'),
    ).toEqual({
      title: 'Network error. Please try again.',
      detail: null,
    });
    expect(describeFailure(new ApiError('Something went wrong', 500), 'Failed to assign vendor')).toEqual({
      title: 'Failed to assign vendor',
      detail: null,
    });
  });
});
