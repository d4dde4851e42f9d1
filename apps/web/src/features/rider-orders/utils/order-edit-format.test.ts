import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { makeRiderOrder } from '../testing/rider-order-fixtures';
import { formatDifference, formatSlot, formatVendorDistance, orderLoadError, orderTypeLabel } from './order-edit-format';

describe('order page wording', () => {
  it('formats slots, differences and vendor distances', () => {
    expect(formatSlot('2030-03-12', '10:00')).toBe('Tue, 12 Mar · 10:00 AM');
    expect(formatSlot('2030-03-12', '14:30')).toBe('Tue, 12 Mar · 2:30 PM');
    expect(formatDifference(120)).toBe('+₹120');
    expect(formatDifference(-40)).toBe('−₹40');
    expect(formatDifference(0)).toBe('₹0');
    expect(formatVendorDistance(0.85)).toBe('850 m');
    expect(formatVendorDistance(3.4217)).toBe('3.42 km');
    expect(formatVendorDistance(null)).toBe('Distance not known');
  });

  it('calls an order a quick pickup by the flag, the type, the service, or an express order without items (§4.5)', () => {
    expect(orderTypeLabel(makeRiderOrder())).toBe('Regular Order');
    expect(orderTypeLabel(makeRiderOrder({ isQuickPickup: true }))).toBe('Quick Pickup');
    expect(orderTypeLabel(makeRiderOrder({ type: 'Quick Pickup' }))).toBe('Quick Pickup');
    expect(orderTypeLabel(makeRiderOrder({ service: 'Quick Pickup' }))).toBe('Quick Pickup');
    expect(orderTypeLabel(makeRiderOrder({ service_type: 'express', items: [] }))).toBe('Quick Pickup');
  });

  it('says why the order did not load; a 404 is not this rider’s order', () => {
    expect(orderLoadError(new ApiError('Booking not found', 404))).toEqual({ notFound: true, message: 'Order not found, or it is not assigned to you.' });
    expect(orderLoadError(new ApiError('boom', 502))).toEqual({ notFound: false, message: 'Server error: 502' });
    expect(orderLoadError(new ApiError('t', 0, { code: 'TIMEOUT' })).message).toBe('Request timed out - please check your connection');
    expect(orderLoadError(new ApiError('n', 0, { code: 'NETWORK_ERROR' })).message).toBe('Unable to connect to server');
  });
});
