import { DEFAULT_GST_RATE_PERCENT, includedTax, paiseToRupees, type Booking } from '@washday/core';
import type { bookingCharges, bookingItems, bookings, trips } from '../../db/schema/index.js';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type BookingChargesRow = typeof bookingCharges.$inferSelect;
export type TripRow = typeof trips.$inferSelect;

export interface BookingDetails {
  items: readonly BookingItemRow[];
  charges: BookingChargesRow | undefined;
  /** The order's trips (oldest first) with their riders' names and phones. */
  trips: ReadonlyArray<{ trip: TripRow; riderName: string | null; riderPhone: string | null }>;
  vendor: { name: string; address: string } | undefined;
  showHandoverCode: boolean;
  /** The business's GST rate (the law's 18% until an admin saves another). */
  gstRatePercent?: number;
}

export function toBookingDto(
  row: BookingRow,
  { items, charges, trips, vendor, showHandoverCode, gstRatePercent = DEFAULT_GST_RATE_PERCENT }: BookingDetails,
): Booking {
  const r = paiseToRupees;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  // The current trip is the latest one; the booking's rider fields mirror it.
  const current = trips.at(-1);
  const pickup = trips.find((t) => t.trip.kind === 'pickup');
  return {
    _id: row.id,
    id: row.id,
    custom_order_id: row.customOrderId,
    customer_id: row.customerId,
    service: row.service,
    service_type: row.serviceType,
    services: items.map((i) => `${i.serviceName} x ${i.quantity}`),
    scheduled_date: row.scheduledDate,
    scheduled_time: row.scheduledTime,
    delivery_date: row.deliveryDate,
    delivery_time: row.deliveryTime,
    provider_name: row.providerName,
    address: row.address,
    address_id: row.addressId,
    coordinates: row.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null,
    contact_phone: row.contactPhone,
    additional_details: row.additionalDetails,
    special_instructions: row.specialInstructions,
    ...(row.createdByAdminId ? { created_by_admin: true } : {}),
    total_price: r(row.subtotalPaise),
    discount_amount: r(row.discountPaise),
    final_amount: r(row.finalPaise),
    coupon_code: row.couponCode,
    charges_breakdown: {
      base_price: r(charges?.basePricePaise ?? row.subtotalPaise),
      // The GST inside the total (prices include it): docs/decisions/0033-money.md.
      tax_amount: r(includedTax(row.finalPaise, gstRatePercent)),
      service_fee: r(charges?.serviceFeePaise ?? 0),
      delivery_fee: r(charges?.deliveryFeePaise ?? 0),
      handling_fee: r(charges?.handlingFeePaise ?? 0),
      discount: r(charges?.discountPaise ?? row.discountPaise),
    },
    item_prices: items.map((i) => ({
      service_id: i.serviceId,
      service_name: i.serviceName,
      category: i.categoryId,
      unit: i.unit,
      quantity: i.quantity,
      unit_price: r(i.unitPricePaise),
      total_price: r(i.totalPricePaise),
      // Only on an admin's custom line, so catalogue lines read as before.
      ...(i.priceSetByAdmin ? { price_set_by_admin: true } : {}),
    })),
    status: row.status,
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    rider_status: row.riderStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    rider_id: row.riderId,
    riderStatus: row.riderStatus,
    assignedRider:
      current?.trip.riderId && current.riderName
        ? { _id: current.trip.riderId, name: current.riderName, phone: current.riderPhone ?? '' }
        : null,
    assignedAt: iso(row.assignedAt),
    assignedVendor: row.vendorId,
    assignedVendorDetails: vendor ? { name: vendor.name, address: vendor.address } : null,
    itemsCollected: row.itemsCollected,
    items_collected_count: pickup?.trip.itemsCollected ?? null,
    vendor_stage: row.vendorStage,
    trips: trips.map(({ trip, riderName }) => ({
      kind: trip.kind,
      rider_id: trip.riderId,
      rider_name: riderName,
      status: trip.status,
      assigned_at: trip.assignedAt.toISOString(),
      accepted_at: iso(trip.acceptedAt),
      picked_up_at: iso(trip.pickedUpAt),
      completed_at: iso(trip.completedAt),
      items_collected: trip.itemsCollected,
    })),
    handover_code: showHandoverCode ? row.handoverCode : null,
  };
}
