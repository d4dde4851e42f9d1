// Test data for the rider's job screens: a signed-in rider and server-shaped jobs (riderOrderSchema).
import type { Rider, RiderOrder } from '@washday/core';
import { makeRider as makeAnyRider } from '@/test/rider-fixtures';

/** The signed-in rider of the job screens: on duty. */
export const makeRider = (overrides: Partial<Rider> = {}): Rider => makeAnyRider({ isActive: true, ...overrides });

let sequence = 0;

export function makeRiderOrder(overrides: Partial<RiderOrder> = {}): RiderOrder {
  sequence += 1;
  const id = overrides._id ?? `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    bookingId: id,
    custom_order_id: `WD-R${String(sequence).padStart(4, '0')}`,
    customerName: 'Kavya Nair',
    customerPhone: '919876543210',
    customer_id: 'user-1',
    address: 'Tower B, Sector 69, Gurugram, Haryana 122018',
    address_details: { flatNo: '1204', landmark: 'Tulip Chowk' },
    coordinates: { lat: 28.396, lng: 77.037 },
    pickupDate: '2030-03-12',
    pickupTime: '10:00',
    scheduled_date: '2030-03-12',
    scheduled_time: '10:00',
    delivery_date: '2030-03-14',
    delivery_time: '18:00',
    tripType: 'pickup',
    type: 'Regular',
    isQuickPickup: false,
    service: 'Home Service',
    service_type: 'laundry',
    services: ['Laundry + Fold x 2'],
    riderStatus: 'assigned',
    assignedAt: '2030-03-11T09:00:00.000Z',
    status: 'confirmed',
    payment_status: 'pending',
    items: [],
    item_prices: [],
    charges_breakdown: { base_price: 240, tax_amount: 0, service_fee: 0, delivery_fee: 0, handling_fee: 0, discount: 0 },
    total_price: 240,
    discount_amount: 0,
    final_amount: 240,
    specialInstructions: null,
    additional_details: null,
    provider_name: 'Washday',
    itemsCollected: null,
    vendor_stage: null,
    assignedVendor: null,
    assignedVendorDetails: null,
    verification: null,
    pickup_photos: [],
    created_at: '2030-03-10T09:00:00.000Z',
    updated_at: '2030-03-11T09:00:00.000Z',
    ...overrides,
  };
}

/** A pickup photo as the server lists it (served privately at this address). */
export function makePhoto(orderId: string, n: number) {
  const id = `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
  return { id, url: `/api/bookings/${orderId}/photos/${id}`, created_at: '2030-03-12T05:00:00.000Z' };
}
