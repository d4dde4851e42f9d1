import { BOOKING_STATUSES, type AdminBooking, type BookingStatus, type EndpointReply, type contract } from '@washday/core';
import { NOT_YET_ASSIGNED } from '@/test/order-fixtures';

let sequence = 0;

/** A pending booking of one Regular Iron (₹20) for Asha Verma, as the admin list answers it; override any field. */
export function makeAdminBooking(over: Partial<AdminBooking> = {}): AdminBooking {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    custom_order_id: `WD-${String(sequence).padStart(6, '2').replace(/[01]/g, '3')}`,
    customer_id: '11111111-1111-4111-8111-111111111111',
    service: 'Home Service',
    service_type: 'iron',
    services: ['Regular Iron x 1'],
    scheduled_date: '2026-11-23',
    scheduled_time: '10:00',
    delivery_date: '2026-11-24',
    delivery_time: '18:00',
    provider_name: 'Washday',
    address: 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003',
    address_id: null,
    coordinates: null,
    contact_phone: '9876543210',
    additional_details: null,
    special_instructions: null,
    total_price: 20,
    discount_amount: 0,
    final_amount: 20,
    coupon_code: null,
    charges_breakdown: { base_price: 20, tax_amount: 0, service_fee: 0, delivery_fee: 0, handling_fee: 0, discount: 0 },
    item_prices: [
      {
        service_id: 'iron-regular',
        service_name: 'Regular Iron',
        category: 'iron',
        unit: 'PC',
        quantity: 1,
        unit_price: 20,
        total_price: 20,
      },
    ],
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    rider_status: 'unassigned',
    created_at: '2026-11-22T04:30:00.000Z',
    updated_at: '2026-11-22T04:30:00.000Z',
    cancelled_at: null,
    completed_at: null,
    ...NOT_YET_ASSIGNED,
    pickup_photos: [],
    customer: { _id: '11111111-1111-4111-8111-111111111111', name: 'Asha Verma', phone: '919876543210' },
    customerName: 'Asha Verma',
    customerPhone: '9876543210',
    name: 'Asha Verma',
    phone: '9876543210',
    address_details: { flatNo: null, landmark: null },
    type: 'Regular',
    ...over,
  };
}

type Page = EndpointReply<typeof contract.adminBookings.list>;

/** A page of the list: its bookings, the total, and counts per status (all in 'pending' unless given). */
export function bookingsPage(
  bookings: AdminBooking[],
  {
    page = 1,
    limit = 10,
    total = bookings.length,
    counts,
  }: { page?: number; limit?: number; total?: number; counts?: Partial<Record<BookingStatus, number>> } = {},
): Page {
  const status_counts = Object.fromEntries(
    BOOKING_STATUSES.map((s) => [s, counts?.[s] ?? (s === 'pending' && !counts ? total : 0)]),
  ) as Record<BookingStatus, number>;
  return { success: true, bookings, pagination: { page, limit, total, pages: Math.ceil(total / limit) }, status_counts };
}

/** An order well into its life: collected by Ravi (5 items, two photos), at Sparkle Laundry, processing. */
export function bookingAtVendor(over: Partial<AdminBooking> = {}): AdminBooking {
  return makeAdminBooking({
    status: 'in_progress',
    riderStatus: 'completed',
    rider_status: 'completed',
    itemsCollected: true,
    items_collected_count: 5,
    assignedRider: { _id: 'r-1', name: 'Ravi Kumar', phone: '919810000002' },
    assignedVendor: 'vendor-sector-14',
    assignedVendorDetails: { name: 'Sparkle Laundry', address: 'Sector 14, Gurugram' },
    vendor_stage: 'processing',
    trips: [
      {
        kind: 'pickup',
        rider_id: 'r-1',
        rider_name: 'Ravi Kumar',
        status: 'completed',
        assigned_at: '2026-11-22T05:00:00.000Z',
        accepted_at: '2026-11-22T05:10:00.000Z',
        picked_up_at: '2026-11-22T06:00:00.000Z',
        completed_at: '2026-11-22T06:40:00.000Z',
        items_collected: 5,
      },
    ],
    pickup_photos: [
      { id: 'p-1', url: '/api/bookings/b/photos/p-1', created_at: '2026-11-22T06:01:00.000Z' },
      { id: 'p-2', url: '/api/bookings/b/photos/p-2', created_at: '2026-11-22T06:02:00.000Z' },
    ],
    item_prices: [
      {
        service_id: 'iron-regular',
        service_name: 'Regular Iron',
        category: 'iron',
        unit: 'PC',
        quantity: 3,
        unit_price: 20,
        total_price: 60,
      },
      {
        service_id: null,
        service_name: 'Curtain wash',
        category: null,
        unit: 'SET',
        quantity: 1,
        unit_price: 150,
        total_price: 150,
        price_set_by_admin: true,
      },
    ],
    total_price: 210,
    discount_amount: 10,
    final_amount: 200,
    coupon_code: 'FIRST30',
    charges_breakdown: { base_price: 210, tax_amount: 0, service_fee: 0, delivery_fee: 0, handling_fee: 0, discount: 10 },
    ...over,
  });
}
