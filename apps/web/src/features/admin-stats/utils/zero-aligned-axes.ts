// Two value axes on one chart (bookings on the left, rupees on the right) with their zeros on the same line. Only
// needed when money goes below zero (a day that refunded more than it collected): otherwise both start at 0.

export interface AxisScale {
  domain: [number, number];
  ticks: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

/**
 * Scales for whole counts (`counts`, never negative) and money (`money`, possibly negative) that put both zeros at the
 * same height: the money axis in about `intervals` nice steps, the count axis in as many whole steps, with only its
 * non-negative ticks labelled. Null when no money is below zero (the chart's own scales then do).
 */
export function zeroAlignedAxes(
  counts: number[],
  money: number[],
  intervals = 4,
): { counts: AxisScale; money: AxisScale } | null {
  const low = Math.min(0, ...money);
  if (low >= 0) return null;
  const high = Math.max(0, ...money);
  const step = niceStep((high - low) / intervals);
  const below = Math.ceil(-low / step);
  // At least one step above zero, so the count axis has room.
  const above = Math.max(1, Math.ceil(high / step));
  const countStep = Math.max(1, Math.ceil(Math.max(0, ...counts) / above));
  const range = (from: number, to: number, by: number) => Array.from({ length: to - from + 1 }, (_, i) => (from + i) * by);
  return {
    money: { domain: [-below * step, above * step], ticks: range(-below, above, step) },
    counts: { domain: [-below * countStep, above * countStep], ticks: range(0, above, countStep) },
  };
}
