import type { FastifyInstance } from 'fastify';
import type { CopyQueue } from '../modules/notifications/notify.service.js';
import { normalizeAddress } from '@washday/core';
import {
  addresses,
  bookingCharges,
  bookingItems,
  bookings,
  customerVerifications,
  notifications,
  riderDocuments,
  trips,
} from '../db/schema/index.js';
import { newCustomOrderId } from '../lib/order-id.js';
import { JPEG_BYTES } from './identity-fixtures.js';

let sequence = 0;

/**
 * A pending booking of one Regular Iron line (₹20), written straight to the database so tests can
 * give it any customer and assigned rider. The test clock starts on 2026-11-22.
 */
export async function insertBooking(app: FastifyInstance, customerId: string, riderId: string | null = null) {
  const [booking] = await app.database.db
    .insert(bookings)
    .values({
      customOrderId: newCustomOrderId(),
      customerId,
      serviceType: 'iron',
      scheduledDate: '2026-11-23',
      scheduledTime: '10:00',
      deliveryDate: '2026-11-24',
      deliveryTime: '10:00',
      address: 'B-204, Palm Court, Sector 45, Gurugram, Haryana 122003',
      contactPhone: '919876543210',
      subtotalPaise: 2000,
      finalPaise: 2000,
      riderId,
      riderStatus: riderId ? 'assigned' : 'unassigned',
    })
    .returning();
  await app.database.db.insert(bookingItems).values({
    bookingId: booking!.id,
    serviceId: 'iron-regular',
    serviceName: 'Regular Iron',
    categoryId: 'iron',
    unit: 'PC',
    quantity: 1,
    unitPricePaise: 2000,
    totalPricePaise: 2000,
  });
  await app.database.db.insert(bookingCharges).values({ bookingId: booking!.id, basePricePaise: 2000 });
  // The assigned rider is the rider of its pickup trip (docs/decisions/0008-order-lifecycle.md).
  if (riderId)
    await app.database.db
      .insert(trips)
      .values({ bookingId: booking!.id, kind: 'pickup', riderId, assignedAt: new Date('2026-11-22T05:30:00Z') });
  return booking!;
}

/** A serviceable address body (Sector 45, Gurugram); each call gives a different flat so none is a duplicate. */
export function addressBody() {
  sequence += 1;
  return {
    flat_no: `Flat ${sequence}, Palm Court`,
    area: 'Sector 45',
    city: 'Gurugram',
    pincode: '122003',
    coordinates: { lat: 28.442, lng: 77.066 },
    address_type: 'home' as const,
    contact_person: 'Asha Verma',
    contact_phone: '98765 43210',
  };
}

/** A saved address of this customer, written straight to the database. */
export async function insertAddress(app: FastifyInstance, userId: string) {
  const body = addressBody();
  const fullAddress = `${body.flat_no}, ${body.area}, ${body.city}, Haryana ${body.pincode}`;
  const [row] = await app.database.db
    .insert(addresses)
    .values({
      userId,
      title: 'Home',
      fullAddress,
      normalizedAddress: normalizeAddress(fullAddress),
      flatNo: body.flat_no,
      area: body.area,
      city: body.city,
      state: 'Haryana',
      pincode: body.pincode,
      lat: body.coordinates.lat,
      lng: body.coordinates.lng,
      addressType: 'home',
      contactPerson: body.contact_person,
      contactPhone: '919876543210',
    })
    .returning();
  return row!;
}

/** Stores a selfie for a rider as registration would. */
export async function insertRiderSelfie(app: FastifyInstance, riderId: string) {
  const saved = await app.documents.save(riderId, 'selfie', JPEG_BYTES);
  await app.database.db.insert(riderDocuments).values({ riderId, kind: 'selfie', ...saved });
}

/** An unread notification for a customer or a rider, written straight to the database. */
export async function insertNotification(
  app: FastifyInstance,
  owner: { userId: string } | { riderId: string },
  title = 'Booking confirmed',
) {
  const [row] = await app.database.db
    .insert(notifications)
    .values({
      recipientType: 'userId' in owner ? 'customer' : 'rider',
      ...owner,
      type: 'booking_confirmed',
      title,
      message: `${title}.`,
      createdAt: app.clock.now(),
    })
    .returning();
  return row!;
}

/** A pending verification of customer's booking (one Regular Iron → two), with the approval notification that names it. */
export async function insertVerification(app: FastifyInstance, userId: string) {
  const booking = await insertBooking(app, userId);
  const line = {
    serviceId: 'iron-regular',
    name: 'Regular Iron',
    category: 'iron',
    unit: 'PC',
    quantity: 1,
    unitPricePaise: 2000,
    totalPricePaise: 2000,
  };
  const now = app.clock.now();
  const [verification] = await app.database.db
    .insert(customerVerifications)
    .values({
      bookingId: booking.id,
      userId,
      type: 'price_change',
      originalItems: [line],
      updatedItems: [{ ...line, quantity: 2, totalPricePaise: 4000 }],
      originalTotalPaise: 2000,
      updatedTotalPaise: 4000,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    })
    .returning();
  const [notification] = await app.database.db
    .insert(notifications)
    .values({
      recipientType: 'customer',
      userId,
      type: 'rider_edit',
      title: 'Order changes need your approval',
      message: 'Please approve.',
      actionRequired: true,
      actionType: 'approve_changes',
      data: { verification_id: verification!.id },
      createdAt: now,
    })
    .returning();
  return { verification: verification!, notification: notification! };
}

/** A job queue that writes nothing: notices stored with it keep their copies queued with no job (a test runs them). */
export const queueWritingNothing: CopyQueue = { send: async () => null, sendMany: async () => {} };
