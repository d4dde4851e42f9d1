import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { makeRiderOrder } from '../testing/rider-order-fixtures';
import { formatDifference, formatSlot, formatVendorDistance, orderLoadError, orderTypeLabel } from './order-edit-format';

/** The screens' English wording (tests render in English). */
const t = i18n.getFixedT('en', 'rider');

describe('order page wording', () => {
  it('formats slots, differences and vendor distances', () => {
    expect(formatSlot('2030-03-12', '10:00', 'en-IN')).toBe('Tue, 12 Mar · 10:00 AM');
    expect(formatSlot('2030-03-12', '14:30', 'en-IN')).toBe('Tue, 12 Mar · 2:30 PM');
    expect(formatDifference(120, 'en-IN')).toBe('+₹120');
    expect(formatDifference(-40, 'en-IN')).toBe('−₹40');
    expect(formatDifference(0, 'en-IN')).toBe('₹0');
    expect(formatVendorDistance(0.85, { t, locale: 'en-IN' })).toBe('850 m');
    // One decimal for riders, as the spec shows them.
    expect(formatVendorDistance(3.4217, { t, locale: 'en-IN' })).toBe('3.4 km');
    expect(formatVendorDistance(null, { t, locale: 'en-IN' })).toBe('Distance not known');
  });

  it('calls an order a quick pickup by the flag, the type, the service, or an express order without items (§4.5)', () => {
    expect(orderTypeLabel(makeRiderOrder(), t)).toBe('Regular Order');
    expect(orderTypeLabel(makeRiderOrder({ isQuickPickup: true }), t)).toBe('Quick Pickup');
    expect(orderTypeLabel(makeRiderOrder({ type: 'Quick Pickup' }), t)).toBe('Quick Pickup');
    expect(orderTypeLabel(makeRiderOrder({ service: 'Quick Pickup' }), t)).toBe('Quick Pickup');
    expect(orderTypeLabel(makeRiderOrder({ service_type: 'express', items: [] }), t)).toBe('Quick Pickup');
  });

  it('says why the order did not load; a 404 is not this rider’s order', () => {
    expect(orderLoadError(new ApiError('Booking not found', 404), t)).toEqual({
      notFound: true,
      message: 'Order not found, or it is not assigned to you.',
    });
    expect(orderLoadError(new ApiError('boom', 502), t)).toEqual({ notFound: false, message: 'Server error: 502' });
    expect(orderLoadError(new ApiError('t', 0, { code: 'TIMEOUT' }), t).message).toBe(
      'Request timed out - please check your connection',
    );
    expect(orderLoadError(new ApiError('n', 0, { code: 'NETWORK_ERROR' }), t).message).toBe('Unable to connect to server');
  });
});
