import { addressesContract } from './addresses.contract.js';
import { adminAuthContract } from './admin-auth.contract.js';
import { bookForUserContract } from './admin-book-for-user.contract.js';
import { adminCouponsContract } from './admin-coupons.contract.js';
import { adminPlacesContract } from './admin-places.contract.js';
import { adminBookingsContract } from './admin-bookings.contract.js';
import { adminCatalogueContract } from './admin-catalogue.contract.js';
import { adminStatsContract } from './admin-stats.contract.js';
import { adminRidersContract } from './admin-riders.contract.js';
import { adminVendorsContract } from './admin-vendors.contract.js';
import { adminVendorStaffContract, vendorPortalContract } from './vendor-staff.contract.js';
import { authContract } from './auth.contract.js';
import { bookingsContract } from './bookings.contract.js';
import { catalogueContract } from './catalogue.contract.js';
import { couponsContract } from './coupons.contract.js';
import { devContract } from './dev.contract.js';
import { dispatchContract } from './dispatch.contract.js';
import { eventsContract } from './events.contract.js';
import { adminTagSheetsContract, riderTagsContract } from './garments.contract.js';
import { healthContract } from './health.contract.js';
import { locationsContract } from './locations.contract.js';
import { notificationsContract, riderNotificationsContract } from './notifications.contract.js';
import { accountContract, preferencesContract } from './preferences.contract.js';
import { adminOrdersContract, pickupPhotosContract, riderOrdersContract } from './orders.contract.js';
import { riderActivityContract } from './rider-activity.contract.js';
import { ridersContract } from './riders.contract.js';
import { referralsContract } from './referrals.contract.js';
import { quickPickupContract } from './quick-pickup.contract.js';
import { recurringPickupsContract } from './recurring-pickups.contract.js';
import { adminRecurringContract } from './admin-recurring.contract.js';
import { pushContract } from './push.contract.js';
import { paymentsContract } from './payments.contract.js';
import { adminPlansContract, plansContract } from './plans.contract.js';
import { adminRatingsContract, ratingsContract, riderFeedbackContract, tipsContract } from './ratings.contract.js';
import { sharedBookingsContract } from './shared-bookings.contract.js';
import { supportContract } from './support.contract.js';
import { adminClaimsContract, claimsContract } from './claims.contract.js';
import {
  customerGarmentsContract,
  riderDoorScansContract,
  vendorInspectionsContract,
  vendorScansContract,
} from './garment-trail.contract.js';
import { customerVerificationsContract, riderOrderUpdate } from './verifications.contract.js';
import { adminRoutePlanContract, customerArrivalContract, riderRouteContract } from './route-plan.contract.js';

export * from './define-endpoint.js';
export * from './offline-reads.js';
export * from './admin-book-for-user.contract.js';
export * from './admin-coupons.contract.js';
export * from './admin-places.contract.js';
export * from './admin-bookings.contract.js';
export * from './admin-vendors.contract.js';
export * from './vendor-staff.contract.js';
export * from './admin-catalogue.contract.js';
export * from './admin-stats.contract.js';
export * from './admin-recurring.contract.js';
export { accountExportSchema, type AccountExport } from './preferences.contract.js';
export * from './quick-pickup.contract.js';
export * from './recurring-pickups.contract.js';
export * from './payments.contract.js';
export * from './plans.contract.js';
export * from './ratings.contract.js';
export * from './garments.contract.js';
export * from './claims.contract.js';
export * from './garment-trail.contract.js';
export * from './referrals.contract.js';
export * from './route-plan.contract.js';
export * from './health.contract.js';
export {
  ADMIN_RIDER_MESSAGES,
  RIDER_DECISIONS,
  TRACKING_ORDER_LIMIT,
  TRACKING_PHASES,
  activeRiderSchema,
  adminRiderSchema,
  riderJobSchema,
  riderVerifyBodySchema,
  trackedOrderSchema,
  type ActiveRider,
  type AdminRider,
  type RiderDecision,
  type RiderJob,
  type RiderVerifyBody,
  type TrackedOrder,
  type TrackingPhase,
} from './admin-riders.contract.js';
export { successMessageSchema, codeSentSchema } from './envelopes.js';
export { bookingViewSchema, type BookingView } from './bookings.contract.js';
export { riderOrderSchema, type RiderOrder } from './orders.contract.js';
export { riderOrderUpdateBodySchema, verificationDecisionSchema } from './verifications.contract.js';
export { SHARED_BOOKING_MESSAGES, pendingBookingSchema, type PendingBooking } from './shared-bookings.contract.js';
export {
  DISPATCH_ORDER_TYPES,
  DISPATCH_PAGE_SIZE,
  DISPATCH_QUEUES,
  type DispatchQueue,
  type DispatchRider,
  type DispatchTrip,
  type DispatchVendor,
} from './dispatch.contract.js';

/** Every endpoint of the API, by domain. Both the API's routes and the web's fetchers are built from these. */
export const contract = {
  health: healthContract,
  catalogue: catalogueContract,
  auth: authContract,
  riders: ridersContract,
  riderActivity: riderActivityContract,
  adminAuth: adminAuthContract,
  adminBookForUser: bookForUserContract,
  adminCoupons: adminCouponsContract,
  adminPlaces: adminPlacesContract,
  adminStats: adminStatsContract,
  adminRiders: adminRidersContract,
  addresses: addressesContract,
  locations: locationsContract,
  coupons: couponsContract,
  bookings: bookingsContract,
  sharedBookings: sharedBookingsContract,
  riderOrders: { ...riderOrdersContract, update: riderOrderUpdate },
  pickupPhotos: pickupPhotosContract,
  adminOrders: adminOrdersContract,
  adminBookings: adminBookingsContract,
  adminVendors: adminVendorsContract,
  adminVendorStaff: adminVendorStaffContract,
  vendor: vendorPortalContract,
  adminCatalogue: adminCatalogueContract,
  dispatch: dispatchContract,
  routePlan: adminRoutePlanContract,
  riderRoute: riderRouteContract,
  customerArrival: customerArrivalContract,
  support: supportContract,
  notifications: notificationsContract,
  preferences: preferencesContract,
  account: accountContract,
  riderNotifications: riderNotificationsContract,
  events: eventsContract,
  customerVerifications: customerVerificationsContract,
  quickPickup: quickPickupContract,
  recurringPickups: recurringPickupsContract,
  adminRecurring: adminRecurringContract,
  referrals: referralsContract,
  push: pushContract,
  payments: paymentsContract,
  plans: plansContract,
  adminPlans: adminPlansContract,
  ratings: ratingsContract,
  tips: tipsContract,
  riderFeedback: riderFeedbackContract,
  adminRatings: adminRatingsContract,
  claims: claimsContract,
  adminClaims: adminClaimsContract,
  adminTagSheets: adminTagSheetsContract,
  riderTags: riderTagsContract,
  vendorScans: vendorScansContract,
  vendorInspections: vendorInspectionsContract,
  riderDoorScans: riderDoorScansContract,
  customerGarments: customerGarmentsContract,
  dev: devContract,
};
