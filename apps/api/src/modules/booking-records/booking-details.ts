import { sql } from 'drizzle-orm';
import { contract, endpointUrl, type Booking, type PickupPhoto } from '@washday/core';
import { decodeJsonRow, jsonRow, parsedJson, qualified as q } from '../../db/json-rows.js';
import {
  appSettings,
  bookingCharges,
  bookingItems,
  bookings,
  pickupPhotos,
  riders,
  trips,
  vendors,
} from '../../db/schema/index.js';
import { toBookingDto, type BookingRow } from './booking-dto.js';

// A booking's details (lines, charges, trips with their riders, vendor, pickup photos) as columns of its own row:
// a page of bookings with everything they show is one statement, whatever the page size (docs/decisions/0022).

/** Who sees a booking decides whether its handover code is shown: its customer and admins, never a rider. */
export interface DetailOptions {
  showHandoverCode: boolean;
}

const trip = sql`json_build_object('trip', ${jsonRow(trips)}, 'riderName', ${q(riders.name)}, 'riderPhone', ${q(riders.phone)})`;

/** Select these beside `bookings` (correlated on bookings.id), then give the row to `detailedBooking`. */
export const BOOKING_DETAIL_COLUMNS = {
  items: sql<unknown>`(select coalesce(json_agg(${jsonRow(bookingItems)} order by ${q(bookingItems.sortOrder)}), '[]'::json) from ${bookingItems} where ${q(bookingItems.bookingId)} = ${q(bookings.id)})`,
  charges: sql<unknown>`(select ${jsonRow(bookingCharges)} from ${bookingCharges} where ${q(bookingCharges.bookingId)} = ${q(bookings.id)})`,
  trips: sql<unknown>`(select coalesce(json_agg(${trip} order by ${q(trips.assignedAt)}), '[]'::json) from ${trips} left join ${riders} on ${q(riders.id)} = ${q(trips.riderId)} where ${q(trips.bookingId)} = ${q(bookings.id)})`,
  vendor: sql<unknown>`(select json_build_object('name', ${q(vendors.name)}, 'address', ${q(vendors.address)}) from ${vendors} where ${q(vendors.id)} = ${q(bookings.vendorId)})`,
  photos: sql<unknown>`(select coalesce(json_agg(${jsonRow(pickupPhotos)} order by ${q(pickupPhotos.createdAt)}, ${q(pickupPhotos.id)}), '[]'::json) from ${pickupPhotos} where ${q(pickupPhotos.bookingId)} = ${q(bookings.id)})`,
  // The business's GST rate, for the tax inside the total (docs/decisions/0033-money.md); null until an admin saves one.
  gstRate: sql<unknown>`(select ${q(appSettings.value)}->>'gstRatePercent' from ${appSettings} where ${q(appSettings.key)} = 'business')`,
};

export type DetailColumns = { [K in keyof typeof BOOKING_DETAIL_COLUMNS]: unknown };

const pickupPhotoUrl = (bookingId: string, photoId: string) =>
  endpointUrl(contract.pickupPhotos.file, { orderId: bookingId, photoId });

/** A pickup photo as every booking answer shows it (the file itself is behind its own route, modules/orders/pickup-photos). */
export const toPickupPhoto = (row: typeof pickupPhotos.$inferSelect): PickupPhoto => ({
  id: row.id,
  url: pickupPhotoUrl(row.bookingId, row.id),
  created_at: row.createdAt.toISOString(),
});

type JsonObject = Record<string, unknown>;
const list = (value: unknown) => (parsedJson(value) ?? []) as JsonObject[];

/** A booking as the contract shows it, from its row and its detail columns. */
export function detailedBooking(
  row: BookingRow,
  details: DetailColumns,
  options: DetailOptions,
): Booking & { pickup_photos: PickupPhoto[] } {
  const charges = parsedJson(details.charges) as JsonObject | null;
  const vendor = parsedJson(details.vendor) as { name: string; address: string } | null;
  return {
    ...toBookingDto(row, {
      items: list(details.items).map((item) => decodeJsonRow(bookingItems, item)),
      charges: charges ? decodeJsonRow(bookingCharges, charges) : undefined,
      trips: list(details.trips).map((t) => ({
        trip: decodeJsonRow(trips, t.trip as JsonObject),
        riderName: (t.riderName as string | null) ?? null,
        riderPhone: (t.riderPhone as string | null) ?? null,
      })),
      vendor: vendor ?? undefined,
      showHandoverCode: options.showHandoverCode,
      ...(details.gstRate == null ? {} : { gstRatePercent: Number(details.gstRate) }),
    }),
    // Proof at the door: everyone who may read the booking may see them (decision 0011).
    pickup_photos: list(details.photos).map((photo) => toPickupPhoto(decodeJsonRow(pickupPhotos, photo))),
  };
}
