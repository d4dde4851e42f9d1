// A booking's limits, messages and changeable states: plain values the home screen needs without the schemas that
// check a booking (booking-schemas.ts builds those from these), so the first load downloads no zod.

/** The longest special instructions a booking keeps. */
export const INSTRUCTIONS_MAX_LENGTH = 500;

/** What a customer may change on a booking (PUT /api/bookings/:id); anything else is refused, not ignored. */
export const BOOKING_EDIT_FIELDS = [
  'pickupDate',
  'pickupTime',
  'deliveryDate',
  'deliveryTime',
  'instructions',
  'services',
] as const;
const editFields = (last: 'and' | 'or') => `${BOOKING_EDIT_FIELDS.slice(0, -1).join(', ')} ${last} ${BOOKING_EDIT_FIELDS.at(-1)}`;

export const BOOKING_MESSAGES = {
  addressRequired: 'Pickup address is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
  totalInvalid: 'Invalid total price - must be greater than 0',
  duplicate: 'Booking is already being processed. Please wait.',
  created: 'Booking created successfully',
  notFound: 'Booking not found',
  cannotCancel: 'This booking can no longer be cancelled',
  cannotEdit: 'This booking can no longer be changed',
  /** A pickup whose rider has set off, or has collected the items, keeps its time (the customer's reschedule). */
  pickupUnderway: 'This pickup can no longer be moved: the rider is on the way or has collected the items',
  cancelled: 'Booking cancelled successfully',
  updated: 'Booking updated successfully',
  editRequired: 'Please fill in all required fields',
  editNothingToChange: `Nothing to change: send at least one of ${editFields('or')}`,
  editUnknownFields: (keys: readonly string[]) =>
    `Unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => `'${k}'`).join(', ')}: a booking edit accepts ${editFields('and')}`,
  servicesRequired: 'Please add at least one service',
  instructionsInvalid: `Instructions must be text of at most ${INSTRUCTIONS_MAX_LENGTH} characters`,
  couponCodeInvalid: 'Coupon code must be text of at most 30 characters',
  paymentMethodInvalid: 'Payment method must be cash or online',
  serviceUnavailable: 'Service not available in your area.',
  onlinePaymentUnavailable: 'Online payment is not available yet. Please choose cash.',
  /** The customer's open bookings (pending, confirmed, in progress) are at the business's limit. */
  tooManyOpen: (max: number) =>
    `You already have ${max} open bookings. Please wait for one to finish or cancel one before booking again.`,
  /** The same limit, as the admin booking for the customer reads it. */
  customerHasTooManyOpen: (max: number) =>
    `This customer already has ${max} open bookings. Wait for one to finish or cancel one before booking for them again.`,
  /** Bookings placed faster than a person books (per account, checkout and quick pickup together). */
  tooManyPlaced: 'You are placing bookings too quickly. Please wait a few minutes and try again.',
} as const;

/** Booking states a customer may still change or cancel. */
export const EDITABLE_STATUSES = ['pending', 'confirmed'] as const;
/** Before the pickup is collected (in_progress); after that only an admin cancels, with a reason. */
export const CANCELLABLE_STATUSES = ['pending', 'confirmed'] as const;
