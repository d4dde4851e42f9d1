import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ADDRESS_TYPES,
  BOOKING_STATUSES,
  COUPON_TYPES,
  NOTIFICATION_PRIORITIES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PHONE_CODE_PURPOSES,
  QUICK_PICKUP_STATUSES,
  REFERRAL_STATUSES,
  RIDER_DOCUMENT_KINDS,
  RIDER_ORDER_STATUSES,
  RIDER_STATUSES,
  SERVICE_LOCATION_TYPES,
  SERVICE_UNITS,
  SESSION_SUBJECTS,
  ORDER_EVENT_ACTORS,
  TRIP_KINDS,
  TRIP_STATUSES,
  VERIFICATION_PRIORITIES,
  VERIFICATION_STATUSES,
  VERIFICATION_TYPES,
  VENDOR_STAGES,
} from '@washday/core';

export const bookingStatusEnum = pgEnum('booking_status', BOOKING_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const riderStatusEnum = pgEnum('rider_status', RIDER_STATUSES);
export const riderOrderStatusEnum = pgEnum('rider_order_status', RIDER_ORDER_STATUSES);
export const serviceUnitEnum = pgEnum('service_unit', SERVICE_UNITS);
export const addressTypeEnum = pgEnum('address_type', ADDRESS_TYPES);
export const couponTypeEnum = pgEnum('coupon_type', COUPON_TYPES);
export const notificationPriorityEnum = pgEnum('notification_priority', NOTIFICATION_PRIORITIES);
export const verificationTypeEnum = pgEnum('verification_type', VERIFICATION_TYPES);
export const verificationPriorityEnum = pgEnum('verification_priority', VERIFICATION_PRIORITIES);
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES);
export const serviceLocationTypeEnum = pgEnum('service_location_type', SERVICE_LOCATION_TYPES);
export const riderDocumentKindEnum = pgEnum('rider_document_kind', RIDER_DOCUMENT_KINDS);
export const phoneCodePurposeEnum = pgEnum('phone_code_purpose', PHONE_CODE_PURPOSES);
export const sessionSubjectEnum = pgEnum('session_subject', SESSION_SUBJECTS);
export const referralStatusEnum = pgEnum('referral_status', REFERRAL_STATUSES);
export const quickPickupStatusEnum = pgEnum('quick_pickup_status', QUICK_PICKUP_STATUSES);
export const recipientTypeEnum = pgEnum('recipient_type', SESSION_SUBJECTS);
export const orderEventActorEnum = pgEnum('order_event_actor', ORDER_EVENT_ACTORS);
export const tripKindEnum = pgEnum('trip_kind', TRIP_KINDS);
export const tripStatusEnum = pgEnum('trip_status', TRIP_STATUSES);
export const vendorStageEnum = pgEnum('vendor_stage', VENDOR_STAGES);
