// Book for User (admin-and-backend.md §5 'Admin booking creation', §7 POST /admin/bookings and user search): the
// endpoints and the rules both the admin form and the server apply, so the form refuses what the server would.
import { z } from 'zod';
import { SERVICE_UNITS, type ServiceUnit } from '../enums.js';
import { addressRecordSchema } from '../locations/location-schemas.js';
import { rupeesToPaise } from '../money.js';
import { INSTRUCTIONS_MAX_LENGTH } from '../ordering/booking-rules.js';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE, type OrderLine } from '../ordering/pricing.js';
import { isIsoDate, istMoment, slotLabel, type FieldError } from '../ordering/slots.js';
import { addDaysToDate, businessDate } from '../time.js';
import { bookingViewSchema } from './bookings.contract.js';
import { defineEndpoint } from './define-endpoint.js';

/** The user search runs from this many characters (admin-and-backend.md §5, §9). */
export const USER_SEARCH_MIN_LENGTH = 3;
export const USER_SEARCH_LIMIT = 20;
/** Admin slots run 09:00 to 18:00 hourly (§5). */
export const BOOK_FOR_USER_FIRST_HOUR = 9;
export const BOOK_FOR_USER_LAST_HOUR = 18;
/** Beyond the spec: a pickup more than this far ahead, or a delivery this long after it, is a typo, not a plan. */
export const BOOK_FOR_USER_PICKUP_MAX_DAYS = 60;
export const BOOK_FOR_USER_DELIVERY_MAX_DAYS = 30;
/** The most a custom line's unit price may be, in rupees. */
export const BOOK_FOR_USER_CUSTOM_PRICE_MAX = 100_000;
/** The spec's default service name when none is given (§9). */
export const BOOK_FOR_USER_DEFAULT_SERVICE = 'Laundry Service';

export const BOOK_FOR_USER_MESSAGES = {
  // The four checks of §5, in this order.
  userRequired: 'Please select a user first',
  servicesRequired: 'Please add at least one service',
  scheduleRequired: 'Please select pickup date and time',
  addressRequired: 'Please enter the pickup address',
  // Everything after them.
  searchTooShort: `Type at least ${USER_SEARCH_MIN_LENGTH} characters to search`,
  customerNotFound: 'Customer not found',
  nameRequired: "Please enter the new customer's name",
  phoneInvalid: 'Please enter a valid 10-digit mobile number',
  slotInvalid: 'Choose an hourly time from 9:00 AM to 6:00 PM',
  dateInvalid: 'Use the date format YYYY-MM-DD',
  pickupPast: 'Pickup date cannot be before today',
  pickupTooFar: `Pickup date must be within the next ${BOOK_FOR_USER_PICKUP_MAX_DAYS} days`,
  deliveryBeforePickup: 'Delivery date cannot be before the pickup date',
  deliveryTimeBeforePickup: 'Delivery time cannot be before the pickup time',
  deliveryTooFar: `Delivery must be within ${BOOK_FOR_USER_DELIVERY_MAX_DAYS} days of the pickup`,
  customNameRequired: 'Enter a name for the custom service',
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_QUANTITY_PER_LINE}`,
  priceInvalid: 'Price must be above 0',
  priceTooHigh: `Price can be at most ₹${BOOK_FOR_USER_CUSTOM_PRICE_MAX.toLocaleString('en-IN')}`,
  discountInvalid: 'Discount must be a number of rupees, 0 or more',
  addressNotSaved: "This is not one of the customer's saved addresses",
  created: 'Booking created successfully',
} as const;

export interface BookForUserSlot {
  /** 'HH:00', what the API takes and stores. */
  value: string;
  /** '9:00 AM', what the form shows. */
  label: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 09:00 … 18:00, shown in 12-hour format. */
export const BOOK_FOR_USER_SLOTS: readonly BookForUserSlot[] = Array.from(
  { length: BOOK_FOR_USER_LAST_HOUR - BOOK_FOR_USER_FIRST_HOUR + 1 },
  (_, i) => {
    const hour = BOOK_FOR_USER_FIRST_HOUR + i;
    return { value: `${pad(hour)}:00`, label: slotLabel(hour) };
  },
);

export const isBookForUserSlot = (time: string | null | undefined): boolean =>
  BOOK_FOR_USER_SLOTS.some((slot) => slot.value === time);

const blank = (value: string | null | undefined) => !value || !value.trim();

/** What the four ordered checks look at. A user is chosen by an account or by a phone number (a new customer). */
export interface BookForUserDraft {
  customerId?: string | null | undefined;
  phone?: string | null | undefined;
  lineCount: number;
  pickupDate?: string | null | undefined;
  pickupTime?: string | null | undefined;
  address?: string | null | undefined;
  addressId?: string | null | undefined;
}

/** The first of the spec's four checks that fails, in the spec's order, or null (the form and the server both ask this). */
export function firstBookForUserProblem(draft: BookForUserDraft): FieldError | null {
  if (blank(draft.customerId) && blank(draft.phone))
    return { field: 'customer_id', message: BOOK_FOR_USER_MESSAGES.userRequired };
  if (draft.lineCount === 0) return { field: 'services', message: BOOK_FOR_USER_MESSAGES.servicesRequired };
  if (blank(draft.pickupDate)) return { field: 'scheduled_date', message: BOOK_FOR_USER_MESSAGES.scheduleRequired };
  if (blank(draft.pickupTime)) return { field: 'scheduled_time', message: BOOK_FOR_USER_MESSAGES.scheduleRequired };
  if (blank(draft.address) && blank(draft.addressId))
    return { field: 'address', message: BOOK_FOR_USER_MESSAGES.addressRequired };
  return null;
}

export interface BookForUserSchedule {
  pickupDate: string;
  pickupTime: string;
  deliveryDate?: string | null | undefined;
  deliveryTime?: string | null | undefined;
}

/** A blank delivery date or time is the pickup's (§5). */
export function bookForUserDeliveryDefaults(
  schedule: BookForUserSchedule,
): Required<{ [K in keyof BookForUserSchedule]: string }> {
  return {
    pickupDate: schedule.pickupDate.trim(),
    pickupTime: schedule.pickupTime.trim(),
    deliveryDate: schedule.deliveryDate?.trim() || schedule.pickupDate.trim(),
    deliveryTime: schedule.deliveryTime?.trim() || schedule.pickupTime.trim(),
  };
}

/**
 * The schedule rules of §5 at `now`: hourly slots 09:00-18:00, pickup not before today in India, delivery (blanks
 * defaulted to the pickup's) not before the pickup. Null when the schedule may be booked.
 */
export function bookForUserScheduleProblem(schedule: BookForUserSchedule, now: Date): FieldError | null {
  const s = bookForUserDeliveryDefaults(schedule);
  const today = businessDate(now);
  if (!isIsoDate(s.pickupDate)) return { field: 'scheduled_date', message: BOOK_FOR_USER_MESSAGES.dateInvalid };
  if (s.pickupDate < today) return { field: 'scheduled_date', message: BOOK_FOR_USER_MESSAGES.pickupPast };
  if (s.pickupDate > addDaysToDate(today, BOOK_FOR_USER_PICKUP_MAX_DAYS))
    return { field: 'scheduled_date', message: BOOK_FOR_USER_MESSAGES.pickupTooFar };
  if (!isBookForUserSlot(s.pickupTime)) return { field: 'scheduled_time', message: BOOK_FOR_USER_MESSAGES.slotInvalid };
  if (!isIsoDate(s.deliveryDate)) return { field: 'delivery_date', message: BOOK_FOR_USER_MESSAGES.dateInvalid };
  if (!isBookForUserSlot(s.deliveryTime)) return { field: 'delivery_time', message: BOOK_FOR_USER_MESSAGES.slotInvalid };
  if (s.deliveryDate < s.pickupDate) return { field: 'delivery_date', message: BOOK_FOR_USER_MESSAGES.deliveryBeforePickup };
  if (istMoment(s.deliveryDate, s.deliveryTime) < istMoment(s.pickupDate, s.pickupTime)) {
    return { field: 'delivery_time', message: BOOK_FOR_USER_MESSAGES.deliveryTimeBeforePickup };
  }
  if (s.deliveryDate > addDaysToDate(s.pickupDate, BOOK_FOR_USER_DELIVERY_MAX_DAYS))
    return { field: 'delivery_date', message: BOOK_FOR_USER_MESSAGES.deliveryTooFar };
  return null;
}

export interface BookForUserCustomLine {
  name?: string | null | undefined;
  quantity: number;
  /** Rupees per unit. */
  price?: number | null | undefined;
}

/** A custom line needs a name, a quantity above 0 and a price above 0 (§5); null when it may be added. */
export function bookForUserCustomLineProblem(line: BookForUserCustomLine): FieldError | null {
  if (blank(line.name)) return { field: 'name', message: BOOK_FOR_USER_MESSAGES.customNameRequired };
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY_PER_LINE)
    return { field: 'quantity', message: BOOK_FOR_USER_MESSAGES.quantityInvalid };
  if (typeof line.price !== 'number' || !Number.isFinite(line.price) || line.price <= 0)
    return { field: 'price', message: BOOK_FOR_USER_MESSAGES.priceInvalid };
  if (line.price > BOOK_FOR_USER_CUSTOM_PRICE_MAX) return { field: 'price', message: BOOK_FOR_USER_MESSAGES.priceTooHigh };
  return null;
}

/** An order line with who set its price: the catalogue, or the admin (a custom line). */
export type BookForUserOrderLine = OrderLine & { priceSetByAdmin: boolean };

/** A checked custom line as core's pricing reads it: the admin's price, no catalogue service. */
export function bookForUserCustomOrderLine(line: {
  name: string;
  quantity: number;
  price: number;
  unit?: ServiceUnit | null | undefined;
}): BookForUserOrderLine {
  const unitPricePaise = rupeesToPaise(line.price);
  return {
    serviceId: '',
    name: line.name.trim(),
    category: '',
    unit: line.unit ?? 'PC',
    quantity: line.quantity,
    unitPricePaise,
    totalPricePaise: unitPricePaise * line.quantity,
    priceSetByAdmin: true,
  };
}

// ---- The wire ----

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).nullish();

/**
 * One line: a catalogue service (`id`; the server prices it and ignores name and price) or a custom line (no `id`:
 * name, quantity, price, unit; the one client price the server accepts).
 */
export const bookForUserLineSchema = z.object({
  id: optionalText(100, 'Service id must be text'),
  name: optionalText(100, 'Service name can be at most 100 characters'),
  quantity: z.number({ error: 'Quantity must be a number' }),
  price: z.number({ error: 'Price must be a number' }).nullish(),
  unit: z.enum(SERVICE_UNITS, { error: `Unit must be one of ${SERVICE_UNITS.join(', ')}` }).nullish(),
  category: z.string().nullish(),
});
export type BookForUserLine = z.input<typeof bookForUserLineSchema>;

/**
 * The spec's body (§7). The four checks of §5 are the server's, in order, so these fields are optional here;
 * total_price and final_amount are accepted and ignored (the server computes them); created_by_admin is the session's.
 */
export const bookForUserBodySchema = z.object({
  customer_id: optionalText(64, 'Invalid customer id'),
  name: optionalText(100, 'Name can be at most 100 characters'),
  phone: optionalText(20, BOOK_FOR_USER_MESSAGES.phoneInvalid),
  service: optionalText(100, 'Service can be at most 100 characters'),
  service_type: optionalText(50, 'Service type can be at most 50 characters'),
  services: z
    .array(bookForUserLineSchema, { error: BOOK_FOR_USER_MESSAGES.servicesRequired })
    .max(MAX_LINES_PER_ORDER, `An order can have at most ${MAX_LINES_PER_ORDER} different services`)
    .nullish(),
  scheduled_date: optionalText(10, BOOK_FOR_USER_MESSAGES.dateInvalid),
  scheduled_time: optionalText(5, BOOK_FOR_USER_MESSAGES.slotInvalid),
  delivery_date: optionalText(10, BOOK_FOR_USER_MESSAGES.dateInvalid),
  delivery_time: optionalText(5, BOOK_FOR_USER_MESSAGES.slotInvalid),
  provider_name: optionalText(100, 'Provider name can be at most 100 characters'),
  address: optionalText(500, 'The address can be at most 500 characters'),
  /** A saved address of the customer; its text, flat, landmark and map point are used. */
  address_id: z.uuid('Invalid address id').nullish(),
  additional_details: optionalText(1000, 'Additional details can be at most 1000 characters'),
  special_instructions: optionalText(
    INSTRUCTIONS_MAX_LENGTH,
    `Instructions must be text of at most ${INSTRUCTIONS_MAX_LENGTH} characters`,
  ),
  discount_amount: z
    .number({ error: BOOK_FOR_USER_MESSAGES.discountInvalid })
    .nonnegative(BOOK_FOR_USER_MESSAGES.discountInvalid)
    .max(10_000_000, BOOK_FOR_USER_MESSAGES.discountInvalid)
    .nullish(),
  total_price: z.number().nullish(),
  final_amount: z.number().nullish(),
  created_by_admin: z.boolean().nullish(),
});
export type BookForUserBody = z.input<typeof bookForUserBodySchema>;

/** A customer as the admin's search shows them (§3 'User search result'). */
export const adminUserSearchResultSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  full_name: z.string(),
  /** 10 digits. */
  phone: z.string(),
  email: z.string().nullable(),
  user_type: z.literal('customer'),
  is_verified: z.boolean(),
  created_at: z.string(),
  bookings_count: z.number(),
  addresses_count: z.number(),
});
export type AdminUserSearchResult = z.infer<typeof adminUserSearchResultSchema>;

export const bookForUserContract = {
  searchUsers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/search',
    summary: `Customers by name (any case), phone (digits, with or without 91) or email; from ${USER_SEARCH_MIN_LENGTH} characters, at most ${USER_SEARCH_LIMIT}`,
    tags: ['admin bookings'],
    query: z.object({
      q: z
        .string({ error: BOOK_FOR_USER_MESSAGES.searchTooShort })
        .trim()
        .min(USER_SEARCH_MIN_LENGTH, BOOK_FOR_USER_MESSAGES.searchTooShort)
        .max(100, 'Search text can be at most 100 characters'),
    }),
    responses: { 200: z.object({ success: z.literal(true), users: z.array(adminUserSearchResultSchema) }) },
  }),
  customerAddresses: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:id/addresses',
    summary: "A customer's saved addresses, default first (to book a pickup for them)",
    tags: ['admin bookings'],
    params: z.object({ id: z.uuid(BOOK_FOR_USER_MESSAGES.customerNotFound) }),
    responses: { 200: z.object({ success: z.literal(true), data: z.array(addressRecordSchema) }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bookings',
    summary:
      'Book for a customer (or a new customer by phone): catalogue lines priced by the server, custom lines at the admin price. Send Idempotency-Key to make retries safe.',
    tags: ['admin bookings'],
    headers: z.object({ 'idempotency-key': z.string().optional() }),
    body: bookForUserBodySchema,
    responses: {
      201: z.object({
        success: z.literal(true),
        message: z.string(),
        booking: bookingViewSchema,
        /** Who it was booked for; `created` when this booking made their account. */
        customer: z.object({ _id: z.string(), name: z.string(), phone: z.string(), created: z.boolean() }),
      }),
    },
  }),
};
