// Server-shaped answers for the dispatch screens' tests.
import type { BookingView, DispatchRider, DispatchTrip, DispatchVendor, EndpointReply, contract } from '@washday/core';
import { NOT_YET_ASSIGNED } from '@/test/order-fixtures';

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeTrip(overrides: Partial<DispatchTrip> = {}): DispatchTrip {
  sequence += 1;
  return {
    orderId: uuid(sequence),
    custom_order_id: `WD-DSP${String(sequence).padStart(3, '0')}`,
    trip: 'pickup',
    slot: { date: '2026-11-23', time: '10:00' },
    pickup: { date: '2026-11-23', time: '10:00', status: null, rider: null },
    delivery: { date: '2026-11-24', time: '18:00', status: null, rider: null },
    status: 'pending',
    customer: { name: 'Priya Sharma', phone: '9810000001' },
    address: 'Flat 1204, Tower B, Tulip Orange, Sector 69, Gurugram, Haryana 122018',
    coordinates: { lat: 28.3961, lng: 77.0372 },
    items_summary: '3 × Wash & Iron',
    item_count: 3,
    items_collected: null,
    final_amount: 297,
    type: 'Regular',
    isQuickPickup: false,
    vendor: null,
    vendor_stage: null,
    created_at: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

type TripsReply = EndpointReply<typeof contract.dispatch.trips>;
export function tripsPage(
  trips: DispatchTrip[],
  {
    page = 1,
    limit = 25,
    total = trips.length,
    counts = { waiting: trips.length, assigned: 0, in_hand: 0 },
  }: { page?: number; limit?: number; total?: number; counts?: TripsReply['counts'] } = {},
): TripsReply {
  return { success: true, trips, pagination: { page, limit, total, hasMore: page * limit < total }, counts };
}

export function makeCandidate(overrides: Partial<DispatchRider> = {}): DispatchRider {
  sequence += 1;
  return {
    id: uuid(500 + sequence),
    name: `Rider ${sequence}`,
    phone: '919810000002',
    location: { lat: 28.4, lng: 77.04 },
    lastLocationUpdate: '2026-11-22T05:28:00.000Z',
    freshness: 'live',
    distance_km: 1.5,
    open_trips: 0,
    isCurrent: false,
    ...overrides,
  };
}

type RidersReply = EndpointReply<typeof contract.dispatch.riders>;
export function ridersAnswer(trip: DispatchTrip, riders: DispatchRider[], over: Partial<RidersReply['trip']> = {}): RidersReply {
  return {
    success: true,
    trip: {
      orderId: trip.orderId,
      custom_order_id: trip.custom_order_id,
      kind: trip.trip,
      status: null,
      rider: null,
      origin: trip.coordinates,
      origin_label: 'Customer address',
      ...over,
    },
    riders,
  };
}

export function makeVendor(overrides: Partial<DispatchVendor> = {}): DispatchVendor {
  return {
    id: 'vendor-sector-14',
    name: 'Sparkle Dry Cleaners',
    address: 'Shop 12, Main Market, Sector 14, Gurugram, Haryana 122001',
    coordinates: { lat: 28.4722, lng: 77.0434 },
    services: ['laundry', 'iron'],
    contactPhone: '911244000101',
    rating: 4.5,
    distance: 8.5,
    estimatedTime: 81,
    isCurrent: false,
    ...overrides,
  };
}

type VendorsReply = EndpointReply<typeof contract.dispatch.vendors>;
export function vendorsAnswer(
  trip: DispatchTrip,
  vendors: DispatchVendor[],
  over: Partial<VendorsReply['order']> = {},
  excluded: VendorsReply['excluded'] = [],
): VendorsReply {
  return {
    success: true,
    order: {
      orderId: trip.orderId,
      custom_order_id: trip.custom_order_id,
      coordinates: trip.coordinates,
      vendorId: null,
      vendor_stage: null,
      isQuickPickup: trip.isQuickPickup,
      needs: [{ id: 'laundry', name: 'Laundry' }],
      ...over,
    },
    vendors,
    excluded,
  };
}

/** The booking an admin move answers with. */
export function bookingOf(trip: DispatchTrip, overrides: Partial<BookingView> = {}): BookingView {
  return {
    _id: trip.orderId,
    id: trip.orderId,
    custom_order_id: trip.custom_order_id,
    customer_id: 'user-1',
    service: 'Home Service',
    service_type: 'laundry',
    services: [trip.items_summary],
    scheduled_date: trip.pickup.date,
    scheduled_time: trip.pickup.time,
    delivery_date: trip.delivery.date,
    delivery_time: trip.delivery.time,
    provider_name: 'Washday',
    address: trip.address,
    address_id: null,
    coordinates: trip.coordinates,
    contact_phone: trip.customer.phone,
    additional_details: null,
    special_instructions: null,
    total_price: trip.final_amount,
    discount_amount: 0,
    final_amount: trip.final_amount,
    coupon_code: null,
    charges_breakdown: {
      base_price: trip.final_amount,
      tax_amount: 0,
      service_fee: 0,
      delivery_fee: 0,
      handling_fee: 0,
      discount: 0,
    },
    item_prices: [],
    status: trip.status,
    payment_status: 'pending',
    payment_method: 'cash',
    rider_status: 'unassigned',
    created_at: trip.created_at,
    updated_at: trip.created_at,
    cancelled_at: null,
    completed_at: null,
    ...NOT_YET_ASSIGNED,
    ...overrides,
  };
}
