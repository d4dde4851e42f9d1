import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeRiderNotification, PICKUP_DETAILS } from '../testing/rider-notification-fixtures';
import { formatUnreadBadge, notificationDetails, notificationOrderId, notificationType } from './notification-details';

/** The screens' English wording (tests render in English). */
const t = i18n.getFixedT('en', 'rider');

describe('rider notification details', () => {
  it('lists only the data the notification carries, with the cost in rupees', () => {
    const full = makeRiderNotification({
      data: { booking_id: 'b1', ...PICKUP_DETAILS },
    });
    expect(notificationDetails(full, t, 'en-IN')).toEqual([
      { label: 'Order', value: 'WD-1042' },
      { label: 'Customer', value: 'Asha Verma' },
      { label: 'Address', value: 'Flat 12, DLF Phase 2, Gurugram' },
      { label: 'Pickup time', value: '2026-11-23 at 9 AM - 11 AM' },
      { label: 'Estimated cost', value: '₹1,240' },
    ]);
    const delivery = makeRiderNotification({
      data: { trip: 'delivery', pickup_time: '2026-11-25 at 5 PM - 7 PM', customer_name: ' ' },
    });
    expect(notificationDetails(delivery, t, 'en-IN')).toEqual([{ label: 'Delivery time', value: '2026-11-25 at 5 PM - 7 PM' }]);
    expect(notificationDetails(makeRiderNotification({ data: null }), t, 'en-IN')).toEqual([]);
  });

  it('names the order to open, except one taken off the rider', () => {
    expect(notificationOrderId(makeRiderNotification({ data: { booking_id: 'b1' } }))).toBe('b1');
    expect(notificationOrderId(makeRiderNotification({ data: null, related_order: { bookingId: 'b2', status: null } }))).toBe(
      'b2',
    );
    expect(notificationOrderId(makeRiderNotification({ type: 'order_cancelled', data: { booking_id: 'b1' } }))).toBeNull();
    expect(notificationOrderId(makeRiderNotification({ data: null }))).toBeNull();
  });

  it('falls back to other for a type the spec does not name', () => {
    expect(notificationType(makeRiderNotification({ type: 'order_updated' }))).toBe('order_updated');
    expect(notificationType(makeRiderNotification({ type: 'promo' }))).toBe('other');
  });

  it('caps the badge at 9+', () => {
    expect(formatUnreadBadge(0)).toBe('0');
    expect(formatUnreadBadge(9)).toBe('9');
    expect(formatUnreadBadge(10)).toBe('9+');
  });
});
