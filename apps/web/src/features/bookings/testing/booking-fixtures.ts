// Test data for the bookings screens: server-shaped bookings and list pages.
import type { contract, EndpointReply } from '@washday/core';
import type { CustomerBooking } from '../api/booking-keys';
import { NOT_YET_ASSIGNED } from '@/test/order-fixtures';

let sequence = 0;

export function makeBooking(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    custom_order_id: `WD-TEST${sequence}`,
    customer_id: 'user-1',
    service: 'Home Service',
    service_type: 'womens-dry-clean',
    services: ['Saree x 2', 'Blouse x 1'],
    scheduled_date: '2026-11-24',
    scheduled_time: '17:00',
    delivery_date: '2026-11-26',
    delivery_time: '18:00',
    provider_name: 'Washday',
    address: 'Flat 1204, Tower B, Sector 69, Gurugram, Haryana 122018',
    address_id: null,
    coordinates: null,
    contact_phone: '9876543210',
    additional_details: null,
    special_instructions: null,
    total_price: 570,
    discount_amount: 0,
    final_amount: 570,
    coupon_code: null,
    charges_breakdown: { base_price: 570, tax_amount: 0, service_fee: 0, delivery_fee: 0, handling_fee: 0, discount: 0 },
    item_prices: [
      {
        service_id: 'dc-women-saree',
        service_name: 'Saree',
        category: 'womens-dry-clean',
        unit: 'PC',
        quantity: 2,
        unit_price: 240,
        total_price: 480,
      },
      {
        service_id: 'dc-women-blouse',
        service_name: 'Blouse',
        category: 'womens-dry-clean',
        unit: 'PC',
        quantity: 1,
        unit_price: 90,
        total_price: 90,
      },
    ],
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    rider_status: 'unassigned',
    created_at: '2026-11-21T09:00:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
    cancelled_at: null,
    completed_at: null,
    ...NOT_YET_ASSIGNED,
    ...overrides,
  };
}

export function listPage(
  bookings: CustomerBooking[],
  { page = 1, limit = 10, total = bookings.length, hasMore = false } = {},
): EndpointReply<typeof contract.bookings.listForCustomer> {
  return { success: true, bookings, pagination: { page, limit, total, hasMore } };
}
