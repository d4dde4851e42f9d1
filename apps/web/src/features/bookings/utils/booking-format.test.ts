import { describe, expect, it } from 'vitest';
import { makeBooking } from '../testing/booking-fixtures';
import {
  canCancelBooking,
  canEditBooking,
  formatDay,
  formatSlot,
  formatTime,
  orderIdOf,
  paymentLabel,
  servicesSummary,
  statusMeta,
} from './booking-format';

describe('booking status and payment labels', () => {
  it('gives each known status its label and colour, and anything else a neutral style', () => {
    expect(statusMeta('pending')).toEqual({ label: 'Pending', tone: 'amber' });
    expect(statusMeta('confirmed')).toEqual({ label: 'Confirmed', tone: 'blue' });
    expect(statusMeta('in_progress')).toEqual({ label: 'In progress', tone: 'violet' });
    expect(statusMeta('in-progress')).toEqual({ label: 'In progress', tone: 'violet' });
    expect(statusMeta('completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(statusMeta('cancelled')).toEqual({ label: 'Cancelled', tone: 'grey' });
    expect(statusMeta('on_hold')).toEqual({ label: 'On hold', tone: 'neutral' });
  });

  it("says 'Paid' only for payment_status paid", () => {
    expect(paymentLabel('paid')).toBe('Paid');
    expect(paymentLabel('pending')).toBe('Payment pending');
    expect(paymentLabel('refunded')).toBe('Payment pending');
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
    expect(formatSlot('2026-11-23', '10:00', '10:00')).toBe('Mon, 23 Nov · 10:00 AM');
    expect(formatSlot('2026-11-23', '', '18:00')).toBe('Mon, 23 Nov · 6:00 PM');
    expect(formatDay('2026-11-24')).toBe('Tue, 24 Nov');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('09:30')).toBe('9:30 AM');
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
