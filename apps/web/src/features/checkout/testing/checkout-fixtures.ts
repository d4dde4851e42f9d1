// Test data for the ordering flow (used by the checkout feature's tests and the customer area's).
import { contract, type AddressRecord, type Booking } from '@washday/core';
import { fail, on, type StubRoute } from '@/test/mock-api';
import { NOT_YET_ASSIGNED } from '@/test/order-fixtures';

export function addressFixture(overrides: Partial<AddressRecord> = {}): AddressRecord {
  const id = overrides.id ?? '7d3c1f8e-2a4b-4c6d-9e8f-0a1b2c3d4e5f';
  return {
    _id: id,
    id,
    title: 'Home',
    full_address: 'Flat 1203, Tower 4, Sector 69, Gurugram, Haryana 122018',
    flat_no: 'Flat 1203, Tower 4',
    street: null,
    area: 'Sector 69',
    landmark: null,
    city: 'Gurugram',
    state: 'Haryana',
    pincode: '122018',
    coordinates: { lat: 28.396, lng: 77.037 },
    address_type: 'home',
    contact_person: 'Asha Verma',
    contact_phone: '9876543210',
    is_default: true,
    status: 'active',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  const id = overrides.id ?? '0b5f7c2e-8d41-4e3a-a1f2-6c9d8e7f6a5b';
  return {
    _id: id,
    id,
    custom_order_id: 'WD260310-0001',
    customer_id: 'user-1',
    service: 'Home Service',
    service_type: 'laundry',
    services: ['Laundry + Fold x 2'],
    scheduled_date: '2026-03-11',
    scheduled_time: '10:00',
    delivery_date: '2026-03-12',
    delivery_time: '10:00',
    provider_name: 'Washday',
    address: 'Flat 1203, Tower 4, Sector 69, Gurugram, Haryana 122018',
    address_id: '7d3c1f8e-2a4b-4c6d-9e8f-0a1b2c3d4e5f',
    coordinates: null,
    contact_phone: '9876543210',
    additional_details: null,
    special_instructions: null,
    total_price: 140,
    discount_amount: 0,
    final_amount: 140,
    coupon_code: null,
    charges_breakdown: { base_price: 140, tax_amount: 0, service_fee: 0, delivery_fee: 0, handling_fee: 0, discount: 0 },
    item_prices: [
      {
        service_id: 'laundry-fold',
        service_name: 'Laundry + Fold',
        category: 'laundry',
        unit: 'KG',
        quantity: 2,
        unit_price: 70,
        total_price: 140,
      },
    ],
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    rider_status: 'unassigned',
    created_at: '2026-03-10T03:30:00.000Z',
    updated_at: '2026-03-10T03:30:00.000Z',
    cancelled_at: null,
    completed_at: null,
    ...NOT_YET_ASSIGNED,
    ...overrides,
  };
}

/** The server's answer to NEW20 (20% off, up to ₹200) on an order of `orderAmount` rupees. */
export function new20Applied(orderAmount: number, description = '20% off any order') {
  return {
    success: true as const,
    message: 'Coupon NEW20 applied!',
    coupon: {
      code: 'NEW20',
      discount: 20,
      maxDiscount: 200,
      description,
      type: 'general' as const,
      discountAmount: orderAmount * 0.2,
    },
  };
}

/** The coupon check of a server that knows NEW20 alone and refuses any other code with `refusal`. */
export function onlyNew20(refusal: string): StubRoute {
  return on(contract.coupons.validate, ({ body: { couponCode, orderAmount } }) =>
    couponCode === 'NEW20' ? new20Applied(orderAmount) : fail(400, `Invalid coupon code: ${couponCode}`, { error: refusal }),
  );
}
