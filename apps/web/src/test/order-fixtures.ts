// The order-lifecycle fields of a booking no rider or vendor has touched yet, shared by the features' booking fixtures.
import type { Booking } from '@washday/core';

export const NOT_YET_ASSIGNED = {
  rider_id: null,
  riderStatus: 'unassigned',
  assignedRider: null,
  assignedAt: null,
  assignedVendor: null,
  assignedVendorDetails: null,
  itemsCollected: false,
  items_collected_count: null,
  vendor_stage: null,
  trips: [],
  handover_code: '4821',
} satisfies Partial<Booking>;
