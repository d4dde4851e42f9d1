import type { BookingStatus } from '@washday/core';

// Chart colours from the app's palette (index.css) and Tailwind's, so charts sit with the rest of the console.
export const CHART = {
  bookings: '#14a094',
  /** Collected revenue, the main money line. */
  revenue: '#f59e0b',
  /** Booked revenue beside it, dashed. */
  booked: '#6366f1',
  grid: '#e2e8f0',
  axis: '#64748b',
  quantity: '#0d8078',
  money: '#d97706',
} as const;

export const STATUS_COLOUR: Record<BookingStatus, string> = {
  pending: '#f59e0b',
  confirmed: '#0ea5e9',
  in_progress: '#6366f1',
  completed: '#10b981',
  cancelled: '#f43f5e',
};

export const AXIS_TICK = { fill: CHART.axis, fontSize: 12 } as const;

/**
 * The size a chart starts at before the browser measures its box. jsdom never measures (no ResizeObserver), so
 * tests draw the charts at this size too.
 */
export const chartStart = (height: number) => ({ width: 800, height });
