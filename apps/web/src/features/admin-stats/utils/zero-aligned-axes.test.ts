import { describe, expect, it } from 'vitest';
import { zeroAlignedAxes } from './zero-aligned-axes';

describe('zeroAlignedAxes', () => {
  it('leaves the chart its own scales while no money is below zero', () => {
    expect(zeroAlignedAxes([1, 2], [0, 480])).toBeNull();
    expect(zeroAlignedAxes([], [])).toBeNull();
  });

  it('puts both zeros at the same height when a day refunded more than it collected', () => {
    const axes = zeroAlignedAxes([1, 0, 2, 1], [0, 480, 0, -80])!;
    // ₹200 steps from −₹200 to ₹600: zero one step up of four.
    expect(axes.money).toEqual({ domain: [-200, 600], ticks: [-200, 0, 200, 400, 600] });
    // Bookings in whole steps, the same one step below zero, labelled from 0.
    expect(axes.counts).toEqual({ domain: [-1, 3], ticks: [0, 1, 2, 3] });
    const zeroAt = (d: [number, number]) => -d[0] / (d[1] - d[0]);
    expect(zeroAt(axes.counts.domain)).toBe(zeroAt(axes.money.domain));
  });

  it('keeps a step above zero when every day is negative, and whole bookings on a busy chart', () => {
    const axes = zeroAlignedAxes([40, 12], [-30, -5])!;
    expect(axes.money).toEqual({ domain: [-30, 10], ticks: [-30, -20, -10, 0, 10] });
    expect(axes.counts).toEqual({ domain: [-120, 40], ticks: [0, 40] });
  });
});
