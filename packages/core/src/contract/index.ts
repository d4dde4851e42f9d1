import { addressesContract } from './addresses.contract.js';
import { adminAuthContract } from './admin-auth.contract.js';
import { authContract } from './auth.contract.js';
import { bookingsContract } from './bookings.contract.js';
import { catalogueContract } from './catalogue.contract.js';
import { couponsContract } from './coupons.contract.js';
import { devContract } from './dev.contract.js';
import { eventsContract } from './events.contract.js';
import { healthContract } from './health.contract.js';
import { locationsContract } from './locations.contract.js';
import { notificationsContract, riderNotificationsContract } from './notifications.contract.js';
import { adminOrdersContract, pickupPhotosContract, riderOrdersContract } from './orders.contract.js';
import { riderActivityContract } from './rider-activity.contract.js';
import { ridersContract } from './riders.contract.js';
import { sharedBookingsContract } from './shared-bookings.contract.js';
import { supportContract } from './support.contract.js';
import { customerVerificationsContract, riderOrderUpdate } from './verifications.contract.js';

export * from './define-endpoint.js';
export { successMessageSchema, codeSentSchema } from './envelopes.js';
export { bookingViewSchema, type BookingView } from './bookings.contract.js';
export { riderOrderSchema, type RiderOrder } from './orders.contract.js';
export { riderOrderUpdateBodySchema, verificationDecisionSchema } from './verifications.contract.js';
export { SHARED_BOOKING_MESSAGES } from './shared-bookings.contract.js';

/** Every endpoint of the API, by domain. Both the API's routes and the web's fetchers are built from these. */
export const contract = {
  health: healthContract,
  catalogue: catalogueContract,
  auth: authContract,
  riders: ridersContract,
  riderActivity: riderActivityContract,
  adminAuth: adminAuthContract,
  addresses: addressesContract,
  locations: locationsContract,
  coupons: couponsContract,
  bookings: bookingsContract,
  sharedBookings: sharedBookingsContract,
  riderOrders: { ...riderOrdersContract, update: riderOrderUpdate },
  pickupPhotos: pickupPhotosContract,
  adminOrders: adminOrdersContract,
  support: supportContract,
  notifications: notificationsContract,
  riderNotifications: riderNotificationsContract,
  events: eventsContract,
  customerVerifications: customerVerificationsContract,
  dev: devContract,
};
