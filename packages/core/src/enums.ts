// Status and kind values shared by server and client. The database enums are built from these lists.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

// The spec's pending and paid, and the two a refund leads to (docs/decisions/0033-money.md).
export const PAYMENT_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const RIDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RiderStatus = (typeof RIDER_STATUSES)[number];

/** A booking's progress on the rider's side: assigned → accepted → picked_up → completed. */
export const RIDER_ORDER_STATUSES = ['unassigned', 'assigned', 'accepted', 'picked_up', 'completed'] as const;
export type RiderOrderStatus = (typeof RIDER_ORDER_STATUSES)[number];

export const SERVICE_UNITS = ['KG', 'PC', 'SET'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

/** Stored as home/office/other; shown as Home/Work/Other. */
export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const COUPON_TYPES = ['first_order', 'general', 'referral_reward'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const VERIFICATION_TYPES = ['price_change', 'items_change', 'quick_pickup_created'] as const;
export const VERIFICATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'cancelled'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export type VerificationPriority = (typeof VERIFICATION_PRIORITIES)[number];
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const SERVICE_LOCATION_TYPES = ['sector', 'pincode', 'keyword', 'area'] as const;
export type ServiceLocationType = (typeof SERVICE_LOCATION_TYPES)[number];

export const RIDER_DOCUMENT_KINDS = ['aadhar_image', 'selfie'] as const;
export const PHONE_CODE_PURPOSES = ['customer_login', 'rider_register', 'rider_login', 'vendor_login'] as const;
/** 'vendor': a laundry's staff member (docs/decisions/0034-garment-tags-and-vendor-staff.md). */
export const SESSION_SUBJECTS = ['customer', 'rider', 'admin', 'vendor'] as const;
export type SessionSubject = (typeof SESSION_SUBJECTS)[number];
/** Who made a step of an order's audit trail: a signed-in person, or the route planner (decision 0035). */
export const ORDER_EVENT_ACTORS = [...SESSION_SUBJECTS, 'planner'] as const;
export type OrderEventActor = (typeof ORDER_EVENT_ACTORS)[number];

export const REFERRAL_STATUSES = ['pending', 'completed'] as const;
export const QUICK_PICKUP_STATUSES = ['pending', 'scheduled', 'cancelled'] as const;
