import { z } from 'zod';
import { DEFAULT_MAP_CENTER, haversineKm } from '../locations/geo.js';
import { formatIndianMobile } from '../phone.js';
import { defineEndpoint } from './define-endpoint.js';
import { limitQuery, pageQuery, pagingSchema } from './paging.js';

/**
 * Vendors (the laundry facilities orders go to) as operations manage them: add, edit, deactivate, reactivate.
 * Never deleted: orders keep pointing at the vendor that handled them. Assigning uses contract.adminOrders.assignVendor.
 */

/** How far from Gurugram's centre a vendor may be: covers Manesar, Sohna, Faridabad and the Delhi border. */
export const VENDOR_MAX_KM_FROM_CITY = 40;
export const VENDOR_RATING_MAX = 5;
export const VENDOR_NAME_MAX = 80;
export const VENDOR_ADDRESS_MAX = 300;
export const VENDOR_PAGE_SIZE = 20;

export const VENDOR_MESSAGES = {
  nameRequired: 'Enter the vendor name',
  nameTooLong: `Keep the name to ${VENDOR_NAME_MAX} characters`,
  nameTaken: (name: string) =>
    `Another vendor is already called '${name}'. Add the area to tell them apart, e.g. '${name}, Sector 29'.`,
  addressRequired: 'Enter the vendor address',
  addressTooLong: `Keep the address to ${VENDOR_ADDRESS_MAX} characters`,
  locationRequired: 'Place the vendor on the map',
  coordinatesInvalid: 'Latitude must be between -90 and 90 and longitude between -180 and 180',
  tooFar: `The vendor must be within ${VENDOR_MAX_KM_FROM_CITY} km of Gurugram. Move the pin to where the vendor is.`,
  servicesRequired: 'Choose at least one service the vendor handles',
  unknownCategory: (id: string) => `There is no service category '${id}'`,
  umbrellaCategory: (name: string) => `'${name}' only groups other categories; choose the ones inside it`,
  phoneRequired: 'Enter the vendor contact number',
  phoneInvalid: 'Enter a 10-digit Indian mobile, or a landline with its STD code (e.g. 0124 4000101)',
  ratingRequired: 'Enter a rating from 0 to 5',
  ratingRange: 'Rating must be between 0 and 5',
  ratingStep: 'Use at most one decimal, e.g. 4.5',
  notFound: 'Vendor not found',
  idInvalid: 'Invalid vendor id',
  created: (name: string) => `${name} added`,
  updated: (name: string) => `${name} updated`,
  deactivated: (name: string) => `${name} deactivated. It can no longer be assigned to orders.`,
  reactivated: (name: string) => `${name} is active again and can be assigned to orders.`,
  alreadyActive: 'This vendor is already active',
  alreadyInactive: 'This vendor is already inactive',
} as const;

/**
 * An Indian phone as 10 national digits: a mobile (6-9 first) or a landline with its STD code (e.g. 124 for
 * Gurugram). Accepts +91, 91 or a trunk 0 in front and any spacing; null when it is neither.
 */
export function normalizeIndianPhone(input: string): string | null {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}

// Two-digit STD codes (the metros); most others have three, which is how the rest are shown.
const TWO_DIGIT_STD = ['11', '20', '22', '33', '40', '44', '79', '80'];

/** A mobile as +91 98100 00002; a landline as 0124 4000101 (STD code, number). */
export function formatIndianPhone(phone: string): string {
  const ten = normalizeIndianPhone(phone);
  if (!ten) return phone;
  if (/^[6-9]/.test(ten)) return formatIndianMobile(ten);
  const std = TWO_DIGIT_STD.includes(ten.slice(0, 2)) ? 2 : 3;
  return `0${ten.slice(0, std)} ${ten.slice(std)}`;
}

const point = z.object({ lat: z.number(), lng: z.number() });

const ratingSchema = z
  .number({ error: VENDOR_MESSAGES.ratingRequired })
  .min(0, VENDOR_MESSAGES.ratingRange)
  .max(VENDOR_RATING_MAX, VENDOR_MESSAGES.ratingRange)
  // One decimal, like the stored numeric(2,1); compared on tenths so 0.7 (0.7000000000000001 × 10) passes.
  .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, VENDOR_MESSAGES.ratingStep);

const vendorFields = {
  name: z
    .string({ error: VENDOR_MESSAGES.nameRequired })
    .trim()
    .min(1, VENDOR_MESSAGES.nameRequired)
    .max(VENDOR_NAME_MAX, VENDOR_MESSAGES.nameTooLong),
  address: z
    .string({ error: VENDOR_MESSAGES.addressRequired })
    .trim()
    .min(1, VENDOR_MESSAGES.addressRequired)
    .max(VENDOR_ADDRESS_MAX, VENDOR_MESSAGES.addressTooLong),
  coordinates: z
    .object(
      {
        lat: z
          .number({ error: VENDOR_MESSAGES.locationRequired })
          .min(-90, VENDOR_MESSAGES.coordinatesInvalid)
          .max(90, VENDOR_MESSAGES.coordinatesInvalid),
        lng: z
          .number({ error: VENDOR_MESSAGES.locationRequired })
          .min(-180, VENDOR_MESSAGES.coordinatesInvalid)
          .max(180, VENDOR_MESSAGES.coordinatesInvalid),
      },
      { error: VENDOR_MESSAGES.locationRequired },
    )
    .refine((p) => haversineKm(p, DEFAULT_MAP_CENTER) <= VENDOR_MAX_KM_FROM_CITY, VENDOR_MESSAGES.tooFar),
  /** Category ids of the catalogue; the server checks they exist. Duplicates are dropped. */
  services: z
    .array(z.string().trim().min(1, VENDOR_MESSAGES.servicesRequired).max(60), { error: VENDOR_MESSAGES.servicesRequired })
    .min(1, VENDOR_MESSAGES.servicesRequired)
    .max(30)
    .transform((ids) => [...new Set(ids)]),
  /** Any spacing, with or without +91 or 0; answered as 10 digits. */
  contactPhone: z
    .string({ error: VENDOR_MESSAGES.phoneRequired })
    .trim()
    .min(1, VENDOR_MESSAGES.phoneRequired)
    .transform((value, ctx) => {
      const phone = normalizeIndianPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: VENDOR_MESSAGES.phoneInvalid });
        return z.NEVER;
      }
      return phone;
    }),
  /** 0 to 5, one decimal. */
  rating: ratingSchema,
};

/** Body of POST /api/admin/vendors and PUT /api/admin/vendors/:id. */
export const vendorInputSchema = z.object(vendorFields);
export type VendorInput = z.input<typeof vendorInputSchema>;
export type VendorValues = z.output<typeof vendorInputSchema>;

/**
 * The vendor form's schema: the same rules, with the rating as typed text (a number input's value) and the
 * position possibly not chosen yet. Its output is the API body.
 */
export const vendorFormSchema = vendorInputSchema.extend({
  // Null until the map is clicked; the API's rule then says 'Place the vendor on the map'.
  coordinates: point.nullable().pipe(vendorFields.coordinates),
  rating: z
    .string({ error: VENDOR_MESSAGES.ratingRequired })
    .trim()
    .min(1, VENDOR_MESSAGES.ratingRequired)
    .transform((value, ctx) => {
      const n = Number(value);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: VENDOR_MESSAGES.ratingRange });
        return z.NEVER;
      }
      return n;
    })
    .pipe(ratingSchema),
});
export type VendorFormInput = z.input<typeof vendorFormSchema>;

export const vendorRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  coordinates: point,
  /** Category ids, in the catalogue's order. */
  services: z.array(z.string()),
  /** 10 digits: a mobile or a landline with its STD code. */
  contactPhone: z.string(),
  rating: z.number(),
  isActive: z.boolean(),
  /** Orders at this vendor that are not completed or cancelled (they stay with it if it is deactivated). */
  openOrders: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorRecord = z.infer<typeof vendorRecordSchema>;

export const VENDOR_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
export type VendorStatusFilter = (typeof VENDOR_STATUS_FILTERS)[number];
export const VENDOR_SORTS = ['name', 'rating', 'updated'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];

const idParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, VENDOR_MESSAGES.idInvalid) });
const oneVendor = z.object({ success: z.literal(true), message: z.string(), vendor: vendorRecordSchema });

export const adminVendorsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/vendors',
    summary:
      'Vendors, paged: active ones unless status says inactive or all; search by name, address or phone; filter by a service category',
    tags: ['admin vendors'],
    query: z.object({
      status: z
        .enum(VENDOR_STATUS_FILTERS, { error: `Status must be one of ${VENDOR_STATUS_FILTERS.join(', ')}` })
        .default('active'),
      search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
      service: z.string().trim().max(60).optional(),
      sort: z.enum(VENDOR_SORTS, { error: `Sort must be one of ${VENDOR_SORTS.join(', ')}` }).default('name'),
      order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
      page: pageQuery,
      limit: limitQuery(VENDOR_PAGE_SIZE),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        vendors: z.array(vendorRecordSchema),
        pagination: pagingSchema,
        /** Across all vendors, whatever the filters: for the screen's tabs. */
        counts: z.object({ active: z.number(), inactive: z.number() }),
      }),
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/vendors',
    summary: 'Add a vendor (active); its id is a readable slug of its name',
    tags: ['admin vendors'],
    body: vendorInputSchema,
    responses: { 201: oneVendor },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/vendors/:id',
    summary: "Change a vendor's details (name, address, position, services, phone, rating); orders already sent there keep it",
    tags: ['admin vendors'],
    params: idParams,
    body: vendorInputSchema,
    responses: { 200: oneVendor },
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/vendors/:id/status',
    summary: 'Deactivate a vendor (it can no longer be assigned; orders already there stay) or reactivate it',
    tags: ['admin vendors'],
    params: idParams,
    body: z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }),
    responses: { 200: oneVendor },
  }),
};
