// The zod schemas of a booking: the checkout and edit bodies the API checks, and the booking it answers with. The
// plain limits, messages and states they use are in booking-rules.ts, which the home screen imports without zod.
import { pickupPhotoSchema } from '../riders/rider-activity.js';
import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RIDER_ORDER_STATUSES, SERVICE_UNITS } from '../enums.js';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from './pricing.js';
import { COUPON_MESSAGES } from './coupons.js';
import { SLOT_MESSAGES } from './slots.js';
import { TRIP_KINDS, TRIP_STATUSES, VENDOR_STAGES } from './lifecycle.js';
import { BOOKING_EDIT_FIELDS, BOOKING_MESSAGES, INSTRUCTIONS_MAX_LENGTH } from './booking-rules.js';

const serviceLine = z.object({
  id: z.string({ error: 'Service id is required' }).trim().min(1, 'Service id is required').max(100),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY_PER_LINE, `Quantity must be at most ${MAX_QUANTITY_PER_LINE}`),
  // Sent by the client for display; the server prices from its catalogue and ignores these.
  name: z.string().optional(),
  category: z.string().optional(),
  price: z.number().optional(),
});

const servicesList = z
  .array(serviceLine, { error: BOOKING_MESSAGES.servicesRequired })
  .min(1, BOOKING_MESSAGES.servicesRequired)
  .max(MAX_LINES_PER_ORDER, `An order can have at most ${MAX_LINES_PER_ORDER} different services`);

// Missing, not text, or blank all answer the spec's 'X is required' (customer-app.md §5 Checkout).
const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);
const isoDate = (required: string) => requiredText(required).regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');
const slotTime = (required: string) => requiredText(required).regex(/^\d{2}:\d{2}$/, 'Use the time format HH:MM');

/** Client totals the spec's checkout request carries (customer-app.md, "Checkout request"); the server prices the order. */
const ignoredTotal = z.number().optional().describe('accepted and ignored: the server computes totals');

/** The checkout request (customer-app.md §3). Client totals are accepted and ignored; this app's web sends none. */
export const createBookingBodySchema = z.object({
  services: servicesList,
  pickupDate: isoDate(SLOT_MESSAGES.pickupDateRequired),
  pickupTime: slotTime(SLOT_MESSAGES.pickupTimeRequired),
  deliveryDate: isoDate(SLOT_MESSAGES.deliveryDateRequired),
  deliveryTime: slotTime(SLOT_MESSAGES.deliveryTimeRequired),
  address_id: z.uuid({ error: BOOKING_MESSAGES.addressRequired }),
  phone: requiredText(BOOKING_MESSAGES.phoneRequired),
  instructions: z
    .string({ error: BOOKING_MESSAGES.instructionsInvalid })
    .trim()
    .max(INSTRUCTIONS_MAX_LENGTH, BOOKING_MESSAGES.instructionsInvalid)
    .optional(),
  coupon_code: z
    .string({ error: BOOKING_MESSAGES.couponCodeInvalid })
    .trim()
    .max(30, BOOKING_MESSAGES.couponCodeInvalid)
    .optional(),
  payment_method: z.enum(PAYMENT_METHODS, { error: BOOKING_MESSAGES.paymentMethodInvalid }).default('cash'),
  totalAmount: ignoredTotal,
  discount_amount: ignoredTotal,
  original_total: ignoredTotal,
  charges_breakdown: z.record(z.string(), z.unknown()).optional(),
  address: z.unknown().optional(),
});
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;

// An edit may leave a field out, but not empty it (edit dialog: 'Please fill in all required fields').
export const updateBookingBodySchema = z
  .strictObject(
    {
      pickupDate: isoDate(BOOKING_MESSAGES.editRequired).optional(),
      pickupTime: slotTime(BOOKING_MESSAGES.editRequired).optional(),
      deliveryDate: isoDate(BOOKING_MESSAGES.editRequired).optional(),
      deliveryTime: slotTime(BOOKING_MESSAGES.editRequired).optional(),
      instructions: z
        .string({ error: BOOKING_MESSAGES.instructionsInvalid })
        .trim()
        .max(INSTRUCTIONS_MAX_LENGTH, BOOKING_MESSAGES.instructionsInvalid)
        .optional(),
      services: servicesList.optional(),
      // Accepted for the contract (customer-app.md §7); the session decides who is asking.
      user_id: z.string().optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? BOOKING_MESSAGES.editUnknownFields(issue.keys) : undefined) },
  )
  .refine((body) => BOOKING_EDIT_FIELDS.some((field) => body[field] !== undefined), {
    error: BOOKING_MESSAGES.editNothingToChange,
  });

export const itemPriceSchema = z.object({
  service_id: z.string().nullable(),
  service_name: z.string(),
  category: z.string().nullable(),
  unit: z.enum(SERVICE_UNITS),
  quantity: z.number(),
  unit_price: z.number(),
  total_price: z.number(),
  /** An admin's custom line: its price was set by the admin, not taken from the catalogue. */
  price_set_by_admin: z.boolean().optional(),
});

/** One trip of an order: the rider's job of carrying it to the vendor (pickup) or back (delivery). */
export const tripSchema = z.object({
  kind: z.enum(TRIP_KINDS),
  rider_id: z.string().nullable(),
  rider_name: z.string().nullable(),
  status: z.enum(TRIP_STATUSES),
  assigned_at: z.string(),
  accepted_at: z.string().nullable(),
  picked_up_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  items_collected: z.number().nullable(),
});

/** The server booking shape (customer-app.md §3); amounts in rupees. */
export const bookingSchema = z.object({
  _id: z.string(),
  id: z.string(),
  custom_order_id: z.string(),
  customer_id: z.string(),
  service: z.string(),
  service_type: z.string(),
  services: z.array(z.string()),
  scheduled_date: z.string(),
  scheduled_time: z.string(),
  delivery_date: z.string(),
  delivery_time: z.string(),
  provider_name: z.string(),
  address: z.string(),
  address_id: z.string().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  contact_phone: z.string(),
  additional_details: z.string().nullable(),
  special_instructions: z.string().nullable(),
  /** Booked by an admin on the customer's behalf (admin-and-backend.md §3). */
  created_by_admin: z.boolean().optional(),
  total_price: z.number(),
  discount_amount: z.number(),
  final_amount: z.number(),
  coupon_code: z.string().nullable(),
  charges_breakdown: z.object({
    base_price: z.number(),
    tax_amount: z.number(),
    service_fee: z.number(),
    delivery_fee: z.number(),
    handling_fee: z.number(),
    discount: z.number(),
  }),
  item_prices: z.array(itemPriceSchema),
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  rider_status: z.enum(RIDER_ORDER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  cancelled_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  // The order's life (docs/decisions/0008-order-lifecycle.md): derived from its trips and vendor stage.
  rider_id: z.string().nullable(),
  riderStatus: z.enum(RIDER_ORDER_STATUSES),
  assignedRider: z.object({ _id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  assignedAt: z.string().nullable(),
  assignedVendor: z.string().nullable(),
  assignedVendorDetails: z.object({ name: z.string(), address: z.string() }).nullable(),
  itemsCollected: z.boolean(),
  items_collected_count: z.number().nullable(),
  /** Proof at the door: photos the pickup rider attached (customer, admins and the order's riders see them). */
  pickup_photos: z.array(pickupPhotoSchema).optional(),
  vendor_stage: z.enum(VENDOR_STAGES).nullable(),
  trips: z.array(tripSchema),
  /** The 4-digit code the customer gives the delivery rider; null for anyone else. */
  handover_code: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const couponValidateBodySchema = z.object({
  couponCode: z.string({ error: COUPON_MESSAGES.required }).max(30, COUPON_MESSAGES.codeTooLong),
  userId: z.string().optional(),
  orderAmount: z
    .number({ error: COUPON_MESSAGES.amountInvalid })
    .nonnegative(COUPON_MESSAGES.amountInvalid)
    .max(10_000_000, COUPON_MESSAGES.amountInvalid),
});

export const appliedCouponSchema = z.object({
  code: z.string(),
  discount: z.number(),
  maxDiscount: z.number(),
  description: z.string(),
  type: z.string(),
  discountAmount: z.number(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;
