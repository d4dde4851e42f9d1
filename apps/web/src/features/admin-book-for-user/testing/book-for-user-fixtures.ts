// Test data for Book for User: customers as the search answers them, and a booking as the server creates it.
import { builtInCatalogue, type AdminUserSearchResult, type BookingView } from '@washday/core';
import { NOT_YET_ASSIGNED } from '@/test/order-fixtures';

export const CATALOGUE = builtInCatalogue();

export function customerFixture(overrides: Partial<AdminUserSearchResult> = {}): AdminUserSearchResult {
  const id = overrides.id ?? '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  return {
    _id: id,
    id,
    name: 'Asha Verma',
    full_name: 'Asha Verma',
    phone: '9811100001',
    email: 'asha@example.in',
    user_type: 'customer',
    is_verified: true,
    created_at: '2026-03-01T10:00:00.000Z',
    bookings_count: 4,
    addresses_count: 1,
    ...overrides,
  };
}

export function createdBookingFixture(overrides: Partial<BookingView> = {}): BookingView {
  const id = '0b5f7c2e-8d41-4e3a-a1f2-6c9d8e7f6a5b';
  return {
    _id: id,
    id,
    custom_order_id: 'WD-7K3M9Q',
    customer_id: customerFixture().id,
    service: 'Laundry Service',
    service_type: 'iron',
    services: ['Regular Iron x 5'],
    scheduled_date: '2026-11-23',
    scheduled_time: '10:00',
    delivery_date: '2026-11-23',
    delivery_time: '10:00',
    provider_name: 'Washday',
    address: 'B-204, Palm Court, Sector 45, Gurugram 122003',
    address_id: null,
    coordinates: null,
    contact_phone: '9811100001',
    additional_details: null,
    special_instructions: null,
    created_by_admin: true,
    total_price: 100,
    discount_amount: 0,
    final_amount: 100,
    coupon_code: null,
    charges_breakdown: { base_price: 100, tax_amount: 0, service_fee: 0, delivery_fee: 0, handling_fee: 0, discount: 0 },
    item_prices: [
      {
        service_id: 'iron-regular',
        service_name: 'Regular Iron',
        category: 'iron',
        unit: 'PC',
        quantity: 5,
        unit_price: 20,
        total_price: 100,
      },
    ],
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    rider_status: 'unassigned',
    created_at: '2026-11-22T05:30:00.000Z',
    updated_at: '2026-11-22T05:30:00.000Z',
    cancelled_at: null,
    completed_at: null,
    ...NOT_YET_ASSIGNED,
    ...overrides,
  };
}
