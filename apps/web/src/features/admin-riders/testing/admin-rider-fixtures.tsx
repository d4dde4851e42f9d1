// Riders and orders as the admin rider endpoints answer them, and a render with a query client, router and toasts.
import type { ActiveRider, AdminRider, RiderJob, TrackedOrder } from '@washday/core';
import { renderWithClient } from '@/test/render-with-client';

export const SECTOR_69 = { lat: 28.3962, lng: 77.0369 };

export function makeAdminRider(overrides: Partial<AdminRider> = {}): AdminRider {
  const id = overrides._id ?? 'c0a80101-0000-4000-8000-000000000001';
  return {
    _id: id,
    name: 'Sunil Sharma',
    phone: '9810000004',
    aadharNumber: 'XXXX XXXX 0123',
    aadharImageUrl: `/api/riders/${id}/documents/aadhar_image`,
    selfieImageUrl: `/api/riders/${id}/documents/selfie`,
    status: 'pending',
    rejectionReason: null,
    isActive: false,
    location: null,
    lastLocationUpdate: null,
    createdAt: '2026-11-21T10:30:00.000Z',
    verifiedAt: null,
    verifiedBy: null,
    ...overrides,
  };
}

export function makeJob(overrides: Partial<RiderJob> = {}): RiderJob {
  return {
    bookingId: 'b0000000-0000-4000-8000-000000000001',
    custom_order_id: 'WD-7K3M9Q',
    trip: 'pickup',
    status: 'accepted',
    booking_status: 'confirmed',
    customerName: 'Meera Nair',
    address: 'B-204, Palm Court, Sector 69, Gurugram',
    coordinates: SECTOR_69,
    date: '2026-11-23',
    time: '10:00',
    ...overrides,
  };
}

/** An approved active rider last seen `minutesAgo` before now (null: never). */
export function makeActiveRider(minutesAgo: number | null, overrides: Partial<ActiveRider> = {}): ActiveRider {
  const at = minutesAgo === null ? null : new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    ...makeAdminRider({ status: 'approved', isActive: true }),
    location: minutesAgo === null ? null : SECTOR_69,
    lastLocationUpdate: at,
    freshness: minutesAgo === null || minutesAgo >= 60 ? 'old' : minutesAgo >= 15 ? 'stale' : minutesAgo >= 5 ? 'recent' : 'live',
    jobs: [],
    ...overrides,
  };
}

export function makeTrackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    bookingId: 'b0000000-0000-4000-8000-000000000009',
    custom_order_id: 'WD-4H2P8X',
    status: 'pending',
    phase: 'pickup',
    vendor_stage: null,
    customerName: 'Asha Verma',
    customerPhone: '9876543210',
    address: 'Flat 12, Tulip Orange, Sector 69, Gurugram',
    coordinates: { lat: 28.3975, lng: 77.0381 },
    scheduled_date: '2026-11-23',
    scheduled_time: '11:00',
    delivery_date: '2026-11-25',
    delivery_time: '11:00',
    trip: null,
    vendor: null,
    ...overrides,
  };
}

export const renderAdminRiders = renderWithClient;
