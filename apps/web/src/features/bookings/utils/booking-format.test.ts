import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/booking-fixtures';
import {
  canCancelBooking,
  canEditBooking,
  formatDay,
  formatSlot,
  formatTime,
  orderIdOf,
  paymentMethodKey,
  paymentState,
  servicesSummary,
  statusMeta,
} from './booking-format';

describe('booking status and payment labels', () => {
  it("names each known status (status.* keys) with its colour, and keeps the server's words for anything else", () => {
    expect(statusMeta('pending')).toEqual({ status: 'pending', fallback: '', tone: 'amber' });
    expect(statusMeta('confirmed')).toEqual({ status: 'confirmed', fallback: '', tone: 'blue' });
    expect(statusMeta('in_progress')).toEqual({ status: 'in_progress', fallback: '', tone: 'violet' });
    expect(statusMeta('in-progress')).toEqual({ status: 'in_progress', fallback: '', tone: 'violet' });
    expect(statusMeta('completed')).toEqual({ status: 'completed', fallback: '', tone: 'green' });
    expect(statusMeta('cancelled')).toEqual({ status: 'cancelled', fallback: '', tone: 'grey' });
    expect(statusMeta('on_hold')).toEqual({ status: null, fallback: 'On hold', tone: 'neutral' });
    expect(statusMeta('constructor')).toEqual({ status: null, fallback: 'Constructor', tone: 'neutral' });
  });

  it('knows the four payment statuses, reads anything else as pending, and cash unless paid online', () => {
    expect(paymentState('paid')).toBe('paid');
    expect(paymentState('pending')).toBe('pending');
    expect(paymentState('partially_refunded')).toBe('partially_refunded');
    expect(paymentState('refunded')).toBe('refunded');
    expect(paymentState('chargeback')).toBe('pending');
    expect(paymentState('constructor')).toBe('pending');
    expect(paymentMethodKey('online')).toBe('online');
    expect(paymentMethodKey('cash')).toBe('cash');
  });

  it('offers Edit only while pending or confirmed, and Cancel only before the pickup is collected', () => {
    const can = (status: string) => [canEditBooking({ status }), canCancelBooking({ status, id: 'b1' })];
    expect(can('pending')).toEqual([true, true]);
    expect(can('confirmed')).toEqual([true, true]);
    expect(can('in_progress')).toEqual([false, false]);
    expect(can('completed')).toEqual([false, false]);
    expect(can('cancelled')).toEqual([false, false]);
    expect(canCancelBooking({ status: 'pending', id: '' })).toBe(false);
  });
});

describe('booking formatting', () => {
  it("formats slots the en-IN way: 'Mon, 23 Nov · 10:00 AM'", () => {
    expect(formatSlot('2026-11-23', '10:00', '10:00', 'en-IN')).toBe('Mon, 23 Nov · 10:00 AM');
    expect(formatSlot('2026-11-23', '', '18:00', 'en-IN')).toBe('Mon, 23 Nov · 6:00 PM');
    expect(formatDay('2026-11-24', 'en-IN')).toBe('Tue, 24 Nov');
    expect(formatTime('12:00', 'en-IN')).toBe('12:00 PM');
    expect(formatTime('09:30', 'en-IN')).toBe('9:30 AM');
  });

  it('formats them the hi-IN way in Hindi', () => {
    expect(formatSlot('2026-11-23', '17:00', '10:00', 'hi-IN')).toBe('सोम, 23 नव॰ · शाम 5:00');
    expect(formatTime('09:30', 'hi-IN')).toBe('सुबह 9:30');
  });

  it("falls back to 'CC' + the id's last 6 characters when there is no order id", () => {
    expect(orderIdOf(makeBooking({ custom_order_id: 'WD-7K3M9Q' }))).toBe('WD-7K3M9Q');
    expect(orderIdOf(makeBooking({ custom_order_id: '', id: 'abcdef-12ab9f' }))).toBe('CC12AB9F');
  });

  it('summarises the services with their quantities', () => {
    expect(servicesSummary(makeBooking())).toBe('Saree × 2, Blouse × 1');
    expect(servicesSummary(makeBooking({ item_prices: [], services: ['Laundry + Fold x 4'] }))).toBe('Laundry + Fold × 4');
  });
});
