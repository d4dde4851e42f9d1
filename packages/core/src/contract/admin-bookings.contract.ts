import { z } from 'zod';
import { BOOKING_STATUSES, SERVICE_UNITS } from '../enums.js';
import { VENDOR_STAGES } from '../ordering/lifecycle.js';
import { MAX_LINES_PER_ORDER, MAX_QUANTITY_PER_LINE } from '../ordering/pricing.js';
import { SLOT_MESSAGES, isIsoDate, istMoment, parseSlotTime } from '../ordering/slots.js';
import { businessDate } from '../time.js';
import { bookingViewSchema, statusList } from './bookings.contract.js';
import { defineEndpoint } from './define-endpoint.js';

/** The admin bookings list (admin-and-backend.md §2): 10 a page by default, at most 100. */
export const ADMIN_BOOKINGS_PAGE_SIZE = 10;
export const ADMIN_BOOKINGS_MAX_PAGE_SIZE = 100;
export const ADMIN_BOOKINGS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_BOOKING_SORTS = ['created_at', 'scheduled_date', 'final_amount', 'status'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const ADMIN_BOOKING_SEARCH_MAX = 100;
/** The largest amount an admin may type for a line, a discount or a final amount (₹10 lakh): a guard against typos. */
export const ADMIN_EDIT_AMOUNT_MAX = 1_000_000;

/** What an admin may change with PUT /api/admin/bookings/:id. */
export const ADMIN_EDIT_FIELDS = [
  'status',
  'reason',
  'scheduled_date',
  'scheduled_time',
  'delivery_date',
  'delivery_time',
  'items',
  'discount_amount',
  'final_amount',
] as const;
export type AdminEditField = (typeof ADMIN_EDIT_FIELDS)[number];
const fieldList = `${ADMIN_EDIT_FIELDS.slice(0, -1).join(', ')} and ${ADMIN_EDIT_FIELDS.at(-1)}`;

export const ADMIN_EDIT_MESSAGES = {
  editNothing: `Nothing to change: send at least one of ${ADMIN_EDIT_FIELDS.join(', ')}`,
  editUnknownFields: (keys: readonly string[]) =>
    `Unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => `'${k}'`).join(', ')}: an admin edit accepts ${fieldList}`,
  editUnchanged: 'Nothing changed: the booking already has these values',
  edited: 'Booking updated successfully',
  servicesRequired: 'Please add at least one service',
  customNameRequired: 'Please enter a name for the custom service',
  quantityInvalid: 'Quantity must be more than 0',
  priceInvalid: 'Price must be more than 0',
  amountInvalid: (label: string) => `${label} must be a number`,
  amountNegative: (label: string) => `${label} cannot be below 0`,
  amountTooHigh: (label: string) => `${label} must be at most ₹${ADMIN_EDIT_AMOUNT_MAX.toLocaleString('en-IN')}`,
  amountPaise: (label: string) => `${label} can have at most 2 decimal places`,
  duplicateService: (name: string) => `${name} is listed twice; change its quantity instead`,
  discountTooHigh: (total: string) => `The discount cannot be more than the items' total (${total})`,
  pickupLocked: 'The pickup date and time can no longer change: the items have been collected',
  deliveryLocked: 'The delivery date and time can no longer change: the delivery is on its way',
  dateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
  timeInvalid: SLOT_MESSAGES.timeInvalid,
  pickupBeforeToday: 'Pickup date cannot be before today',
  pickupPassed: 'This pickup time has already passed',
  deliveryBeforePickup: 'Delivery date cannot be before the pickup date',
  deliveryTimeBeforePickup: 'Delivery time cannot be before the pickup time',
  reasonTooLong: 'The reason must be at most 500 characters',
  searchTooLong: `Search must be at most ${ADMIN_BOOKING_SEARCH_MAX} characters`,
} as const;

/** An amount in rupees an admin types: a number, not below 0, whole paise. */
export function adminEditAmountSchema(label: string) {
  return z
    .number({ error: ADMIN_EDIT_MESSAGES.amountInvalid(label) })
    .min(0, ADMIN_EDIT_MESSAGES.amountNegative(label))
    .max(ADMIN_EDIT_AMOUNT_MAX, ADMIN_EDIT_MESSAGES.amountTooHigh(label))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, ADMIN_EDIT_MESSAGES.amountPaise(label));
}

const isoDate = z.string({ error: ADMIN_EDIT_MESSAGES.dateInvalid }).trim().refine(isIsoDate, ADMIN_EDIT_MESSAGES.dateInvalid);
const slotTime = z
  .string({ error: ADMIN_EDIT_MESSAGES.timeInvalid })
  .trim()
  .refine((v) => parseSlotTime(v) !== null, ADMIN_EDIT_MESSAGES.timeInvalid);

/**
 * One line of an admin's edit: a catalogue service (serviceId + quantity; the server prices it) or a custom line
 * (name, quantity and price: the one price a client may set, recorded as admin-set).
 */
export const adminEditLineSchema = z
  .object({
    serviceId: z.string().trim().max(100).optional(),
    name: z.string().trim().max(100, 'The name must be at most 100 characters').optional(),
    quantity: z
      .number({ error: ADMIN_EDIT_MESSAGES.quantityInvalid })
      .int('Quantity must be a whole number')
      .min(1, ADMIN_EDIT_MESSAGES.quantityInvalid)
      .max(MAX_QUANTITY_PER_LINE, `Quantity must be at most ${MAX_QUANTITY_PER_LINE}`),
    price: z
      .number({ error: ADMIN_EDIT_MESSAGES.priceInvalid })
      .gt(0, ADMIN_EDIT_MESSAGES.priceInvalid)
      .max(ADMIN_EDIT_AMOUNT_MAX, ADMIN_EDIT_MESSAGES.amountTooHigh('Price'))
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, ADMIN_EDIT_MESSAGES.amountPaise('Price'))
      .optional(),
    unit: z.enum(SERVICE_UNITS, { error: 'Unit must be PC, KG or SET' }).optional(),
  })
  .superRefine((line, ctx) => {
    // A catalogue line is priced by the server; whatever else it carries is for display only.
    if (line.serviceId) return;
    if (!line.name) ctx.addIssue({ code: 'custom', path: ['name'], message: ADMIN_EDIT_MESSAGES.customNameRequired });
    if (line.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: ADMIN_EDIT_MESSAGES.priceInvalid });
  });
export type AdminEditLine = z.infer<typeof adminEditLineSchema>;

/** The body of PUT /api/admin/bookings/:id: any of the fields, at least one; anything else is refused by name. */
export const adminBookingEditBodySchema = z
  .strictObject(
    {
      status: z
        .enum([...BOOKING_STATUSES, ...VENDOR_STAGES], {
          error: `Status must be one of ${[...BOOKING_STATUSES, ...VENDOR_STAGES].join(', ')}`,
        })
        .optional(),
      reason: z.string().trim().max(500, ADMIN_EDIT_MESSAGES.reasonTooLong).optional(),
      scheduled_date: isoDate.optional(),
      scheduled_time: slotTime.optional(),
      delivery_date: isoDate.optional(),
      delivery_time: slotTime.optional(),
      items: z
        .array(adminEditLineSchema, { error: ADMIN_EDIT_MESSAGES.servicesRequired })
        .min(1, ADMIN_EDIT_MESSAGES.servicesRequired)
        .max(MAX_LINES_PER_ORDER, `An order can have at most ${MAX_LINES_PER_ORDER} different services`)
        .optional(),
      discount_amount: adminEditAmountSchema('Discount').optional(),
      final_amount: adminEditAmountSchema('Final amount').optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? ADMIN_EDIT_MESSAGES.editUnknownFields(issue.keys) : undefined) },
  )
  .refine((body) => ADMIN_EDIT_FIELDS.some((field) => field !== 'reason' && body[field] !== undefined), {
    error: ADMIN_EDIT_MESSAGES.editNothing,
  });
export type AdminBookingEditBody = z.input<typeof adminBookingEditBodySchema>;

/** A booking's pickup and delivery slots, as the admin edit names them. */
export interface AdminEditSchedule {
  scheduled_date: string;
  scheduled_time: string;
  delivery_date: string;
  delivery_time: string;
}

export interface AdminEditScheduleProblem {
  field: keyof AdminEditSchedule;
  message: string;
}

/**
 * The schedule rules of an admin edit, shared by the server's rule book and the edit form: valid dates and listed
 * hours; a changed pickup not before today nor in the past; delivery not before the pickup. Operations may book a
 * delivery sooner than the customer's 24 hours (an express job), so that rule is not applied here.
 */
export function adminEditScheduleProblem(
  before: AdminEditSchedule,
  after: AdminEditSchedule,
  now: Date,
): AdminEditScheduleProblem | null {
  for (const field of ['scheduled_date', 'delivery_date'] as const) {
    if (!isIsoDate(after[field])) return { field, message: ADMIN_EDIT_MESSAGES.dateInvalid };
  }
  for (const field of ['scheduled_time', 'delivery_time'] as const) {
    if (parseSlotTime(after[field]) === null) return { field, message: ADMIN_EDIT_MESSAGES.timeInvalid };
  }
  const pickupMoved = after.scheduled_date !== before.scheduled_date || after.scheduled_time !== before.scheduled_time;
  if (pickupMoved) {
    if (after.scheduled_date < businessDate(now))
      return { field: 'scheduled_date', message: ADMIN_EDIT_MESSAGES.pickupBeforeToday };
    if (istMoment(after.scheduled_date, after.scheduled_time).getTime() < now.getTime())
      return { field: 'scheduled_time', message: ADMIN_EDIT_MESSAGES.pickupPassed };
  }
  if (after.delivery_date < after.scheduled_date)
    return { field: 'delivery_date', message: ADMIN_EDIT_MESSAGES.deliveryBeforePickup };
  if (after.delivery_date === after.scheduled_date && after.delivery_time < after.scheduled_time) {
    return { field: 'delivery_time', message: ADMIN_EDIT_MESSAGES.deliveryTimeBeforePickup };
  }
  return null;
}

/** A booking in the admin list: the booking view with its customer (the account, and the contact the booking names). */
export const adminBookingSchema = bookingViewSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string().nullable(), phone: z.string().nullable() }),
  /** The booking's contact name, else the account's name. */
  customerName: z.string(),
  /** The booking's contact phone (10 digits). */
  customerPhone: z.string(),
  /** admin-and-backend.md §3's own names for the two above. */
  name: z.string(),
  phone: z.string(),
  /** The door as the booking keeps it (admin-and-backend.md §3: flatNo, landmark). */
  address_details: z.object({ flatNo: z.string().nullable(), landmark: z.string().nullable() }),
  /** The spec's order type. */
  type: z.enum(['Regular', 'Quick Pickup']),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

const page = z.coerce
  .number<number | string>({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .default(1);
const limit = z.coerce
  .number<number | string>({ error: 'Limit must be a number' })
  .int('Limit must be a whole number')
  .min(1, 'Limit must be 1 or more')
  .max(ADMIN_BOOKINGS_MAX_PAGE_SIZE, `Limit must be at most ${ADMIN_BOOKINGS_MAX_PAGE_SIZE}`)
  .default(ADMIN_BOOKINGS_PAGE_SIZE);

export const adminBookingsListQuerySchema = z.object({
  page,
  limit,
  sort: z.enum(ADMIN_BOOKING_SORTS, { error: `Sort must be one of ${ADMIN_BOOKING_SORTS.join(', ')}` }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
  /** One status or several, comma-separated. */
  status: statusList,
  /** Order id (prefix, with or without WD-), customer name, phone (digits, with or without 91) or address (part of it). */
  q: z.string().trim().max(ADMIN_BOOKING_SEARCH_MAX, ADMIN_EDIT_MESSAGES.searchTooLong).optional(),
});
export type AdminBookingsListQuery = z.input<typeof adminBookingsListQuerySchema>;

/** One CSV export holds at most this many bookings: a larger list is narrowed by its search or status filter first. */
export const ADMIN_BOOKINGS_EXPORT_MAX = 50_000;
export const ADMIN_EXPORT_MESSAGES = {
  tooLarge: (total: number, max: number = ADMIN_BOOKINGS_EXPORT_MAX) =>
    `This list has ${total.toLocaleString('en-IN')} bookings; one export holds at most ${max.toLocaleString('en-IN')}. Narrow the search or the status filter.`,
} as const;
/** The export's filters and order are the list's; it holds every page. */
export const adminBookingsExportQuerySchema = adminBookingsListQuerySchema.omit({ page: true, limit: true });
export type AdminBookingsExportQuery = z.input<typeof adminBookingsExportQuerySchema>;
/** The export's columns: the table's, each value in a cell of its own (pickup and delivery, amount and discount). */
export const ADMIN_BOOKINGS_CSV_COLUMNS = [
  'Order ID',
  'Items',
  'Customer',
  'Phone',
  'Pickup date',
  'Pickup time',
  'Delivery date',
  'Delivery time',
  'Status',
  'Rider',
  'Amount (₹)',
  'Discount (₹)',
  'Coupon',
  'Payment',
  'Created (IST)',
] as const;

const statusCounts = z.object(
  Object.fromEntries(BOOKING_STATUSES.map((s) => [s, z.number()])) as Record<(typeof BOOKING_STATUSES)[number], z.ZodNumber>,
);

export const adminBookingsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bookings',
    summary:
      'Every booking for operations, paged on the server (page, limit ≤ 100), sorted (created_at, scheduled_date, final_amount, status; asc or desc), by status and a search of order id, customer name, phone or address',
    tags: ['admin bookings'],
    query: adminBookingsListQuerySchema,
    responses: {
      200: z.object({
        success: z.literal(true),
        bookings: z.array(adminBookingSchema),
        pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
        /** Bookings matching the search in each status, whatever the status filter (for the filter's counts). */
        status_counts: statusCounts,
      }),
    },
  }),
  /** Answers a CSV file (ADMIN_BOOKINGS_CSV_COLUMNS): every booking the list's filters match, in its order. */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bookings/export.csv',
    summary:
      'The bookings list as a CSV file: every page of the same search, status filter and sort (at most 50,000 bookings; more is refused with 422)',
    tags: ['admin bookings'],
    query: adminBookingsExportQuerySchema,
    responses: {},
  }),
};
