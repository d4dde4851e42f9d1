// The order-lifecycle fields of a booking no rider or vendor has touched yet, shared by the features' booking fixtures.
import { QUICK_PICKUP_SERVICE, QUICK_PICKUP_SERVICE_TYPE, type Booking } from '@washday/core';

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

/** A quick pickup as the server answers it before the rider lists the items (rider-portal.md §4.5): no lines, nothing to pay. */
export const AWAITING_ITEMS = {
  service: QUICK_PICKUP_SERVICE,
  service_type: QUICK_PICKUP_SERVICE_TYPE,
  services: [],
  item_prices: [],
  total_price: 0,
  final_amount: 0,
} satisfies Partial<Booking>;
