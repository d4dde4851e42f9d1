import { z } from 'zod';
import { CATALOGUE_CATEGORIES, CATALOGUE_SERVICES } from '../catalogue/catalogue-data.js';
import { categoryImagePath, serviceImagePath } from '../catalogue/catalogue-pictures.js';
import { SERVICE_UNITS } from '../enums.js';
import { formatRupees } from '../money.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * The catalogue as operations manage it (README point 6, customer-app.md §2 'services management panel'): categories
 * and services, disabled ones included. A price change applies to new orders only: a booking keeps its own line prices.
 */

export const SERVICE_PRICE_MAX = 100_000;
export const SERVICE_MIN_QUANTITY_MAX = 100;
/** Turnaround bounds in hours (the seed runs from 24 to 96). */
export const SERVICE_HOURS_MAX = 336;
/** Suggestions for the estimated time; any 'N hours' or 'N-M hours' is accepted. */
export const ESTIMATED_TIME_PRESETS = ['24 hours', '24-48 hours', '48-72 hours', '72-96 hours'] as const;

/** The icons a category can show: the names the customer app draws (features/catalogue's CategoryIcon). */
export const CATEGORY_ICONS = ['shirt', 'flame', 'user', 'sparkles', 'snowflake'] as const;
export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

export interface ServicePicture {
  path: string;
  label: string;
}

/**
 * The pictures a service may use: the ones shipped with the web app (apps/web/public/images), one per seeded
 * service and one per category. Served with the app, so a picture never depends on another host or an upload store.
 */
export const SERVICE_PICTURES: readonly ServicePicture[] = [
  ...CATALOGUE_SERVICES.map((s) => ({
    path: serviceImagePath(s.id),
    label: `${s.name} (${CATALOGUE_CATEGORIES.find((c) => c.id === s.categoryId)?.name ?? s.categoryId})`,
  })),
  ...CATALOGUE_CATEGORIES.map((c) => ({ path: categoryImagePath(c.id), label: `${c.name} (category)` })),
];

export const CATALOGUE_ADMIN_MESSAGES = {
  categoryRequired: 'Choose a category',
  categoryNotFound: 'Category not found',
  unknownCategory: (id: string) => `There is no service category '${id}'`,
  umbrellaCategory: (name: string) => `'${name}' only groups other categories; add the service to one of them`,
  serviceNotFound: 'Service not found',
  nameRequired: 'Enter the service name',
  nameTooLong: 'Keep the name to 80 characters',
  serviceNameTaken: (name: string, category: string) => `${category} already has a service called '${name}'`,
  descriptionTooLong: 'Keep the description to 300 characters',
  nameHiTooLong: 'Keep the Hindi name to 80 characters',
  descriptionHiTooLong: 'Keep the Hindi description to 300 characters',
  priceRequired: 'Enter the price in rupees',
  priceInvalid: 'Enter the price as a number of rupees, e.g. 120 or 99.50',
  pricePositive: 'Price must be more than ₹0',
  priceMax: `Price must be at most ${formatRupees(SERVICE_PRICE_MAX)}`,
  priceStep: 'Use at most two decimals (paise)',
  unitInvalid: `Choose a unit: ${SERVICE_UNITS.join(', ')}`,
  minQuantityRequired: 'Enter the minimum quantity',
  minQuantityInvalid: `Minimum quantity must be a whole number from 1 to ${SERVICE_MIN_QUANTITY_MAX}`,
  estimatedTimeInvalid: "Write the time as '24 hours' or '24-48 hours'",
  estimatedTimeRange: `Hours must run from 1 to ${SERVICE_HOURS_MAX}, the first below the second`,
  pictureRequired: 'Choose a picture',
  pictureUnknown: 'Choose one of the pictures shipped with the app',
  nothingToChange: 'Send enabled or popular to change',
  categoryNameRequired: 'Enter the category name',
  categoryNameTooLong: 'Keep the name to 60 characters',
  categoryNameTaken: (name: string) => `There is already a category called '${name}'`,
  categoryDescriptionTooLong: 'Keep the description to 200 characters',
  categoryNameHiTooLong: 'Keep the Hindi name to 60 characters',
  categoryDescriptionHiTooLong: 'Keep the Hindi description to 200 characters',
  iconInvalid: `Choose an icon: ${CATEGORY_ICONS.join(', ')}`,
  sortOrderInvalid: 'Position must be a whole number from 0 to 999',
  serviceCreated: (name: string) => `${name} added. Customers see it now.`,
  serviceUpdated: (name: string) => `${name} saved. New orders use it now; existing orders keep their prices.`,
  serviceEnabled: (name: string) => `${name} is on the menu`,
  serviceDisabled: (name: string) => `${name} is hidden from customers`,
  servicePopular: (name: string) => `${name} is marked popular`,
  serviceNotPopular: (name: string) => `${name} is no longer marked popular`,
  categoryCreated: (name: string) => `${name} added`,
  categoryUpdated: (name: string) => `${name} saved`,
  /** Shown next to prices on the admin screen. */
  pricesApplyToNewOrders: 'Price changes apply to new orders only. Existing orders keep the prices they were booked at.',
} as const;

const M = CATALOGUE_ADMIN_MESSAGES;

/** Text typed in a number field, read as a number for the rule that follows. */
function numberFromText(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const n = Number(value);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return n;
    });
}

const ESTIMATED_TIME = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\s*hours?$/i;

/** '24-48 hours', '24 hours'; spacing and an en dash are tidied. */
export const estimatedTimeSchema = z
  .string({ error: M.estimatedTimeInvalid })
  .trim()
  .transform((value, ctx) => {
    const match = ESTIMATED_TIME.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: M.estimatedTimeInvalid });
      return z.NEVER;
    }
    const from = Number(match[1]);
    const to = match[2] === undefined ? null : Number(match[2]);
    if (from < 1 || from > SERVICE_HOURS_MAX || (to !== null && (to <= from || to > SERVICE_HOURS_MAX))) {
      ctx.addIssue({ code: 'custom', message: M.estimatedTimeRange });
      return z.NEVER;
    }
    return to === null ? `${from} hours` : `${from}-${to} hours`;
  });

const priceSchema = z
  .number({ error: M.priceRequired })
  .positive(M.pricePositive)
  .max(SERVICE_PRICE_MAX, M.priceMax)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, M.priceStep);
const minQuantitySchema = z
  .number({ error: M.minQuantityRequired })
  .int(M.minQuantityInvalid)
  .min(1, M.minQuantityInvalid)
  .max(SERVICE_MIN_QUANTITY_MAX, M.minQuantityInvalid);
/**
 * A name or description in Hindi beside the English one (docs/decisions/0021-languages.md): blank or null means none,
 * and an update that leaves it out keeps the one saved.
 */
function hindiText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null)
    .nullable()
    .optional();
}

const sortOrderSchema = z
  .number({ error: M.sortOrderInvalid })
  .int(M.sortOrderInvalid)
  .min(0, M.sortOrderInvalid)
  .max(999, M.sortOrderInvalid);

/** Body of POST /api/admin/services and PUT /api/admin/services/:id. Price in rupees. */
export const serviceInputSchema = z.object({
  categoryId: z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired).max(60),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(80, M.nameTooLong),
  description: z.string().trim().max(300, M.descriptionTooLong),
  nameHi: hindiText(80, M.nameHiTooLong),
  descriptionHi: hindiText(300, M.descriptionHiTooLong),
  price: priceSchema,
  unit: z.enum(SERVICE_UNITS, { error: M.unitInvalid }),
  popular: z.boolean(),
  enabled: z.boolean(),
  minQuantity: minQuantitySchema,
  estimatedTime: estimatedTimeSchema,
  /** One of SERVICE_PICTURES (or the picture the service already has). */
  image: z.string({ error: M.pictureRequired }).trim().min(1, M.pictureRequired).max(300),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceValues = z.output<typeof serviceInputSchema>;

/** The service form: price and minimum quantity as typed text; the output is the API body. */
export const serviceFormSchema = serviceInputSchema.extend({
  price: numberFromText(M.priceRequired, M.priceInvalid).pipe(priceSchema),
  minQuantity: numberFromText(M.minQuantityRequired, M.minQuantityInvalid).pipe(minQuantitySchema),
});
export type ServiceFormInput = z.input<typeof serviceFormSchema>;

/** Body of PATCH /api/admin/services/:id: the table's inline switches. */
export const serviceFlagsSchema = z
  .object({ enabled: z.boolean().optional(), popular: z.boolean().optional() })
  .refine((body) => body.enabled !== undefined || body.popular !== undefined, { error: M.nothingToChange });
export type ServiceFlags = z.output<typeof serviceFlagsSchema>;

/** Body of POST /api/admin/service-categories and PUT /api/admin/service-categories/:id. */
export const categoryInputSchema = z.object({
  name: z.string({ error: M.categoryNameRequired }).trim().min(1, M.categoryNameRequired).max(60, M.categoryNameTooLong),
  description: z.string().trim().max(200, M.categoryDescriptionTooLong),
  nameHi: hindiText(60, M.categoryNameHiTooLong),
  descriptionHi: hindiText(200, M.categoryDescriptionHiTooLong),
  icon: z.enum(CATEGORY_ICONS, { error: M.iconInvalid }),
  /** Where it shows among categories, lowest first. */
  sortOrder: sortOrderSchema,
  enabled: z.boolean(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;

export const categoryFormSchema = categoryInputSchema.extend({
  sortOrder: numberFromText(M.sortOrderInvalid, M.sortOrderInvalid).pipe(sortOrderSchema),
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;

export const adminServiceSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  nameHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  /** Rupees per unit, for new orders. */
  price: z.number(),
  unit: z.enum(SERVICE_UNITS),
  popular: z.boolean(),
  enabled: z.boolean(),
  minQuantity: z.number(),
  estimatedTime: z.string(),
  image: z.string(),
  sortOrder: z.number(),
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminCategorySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  nameHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  icon: z.string(),
  sortOrder: z.number(),
  enabled: z.boolean(),
  /** An umbrella ('dry-clean'): no services of its own, it shows the categories it groups. */
  groupsOthers: z.boolean(),
  updatedAt: z.string(),
});
export type AdminCategorySummary = z.infer<typeof adminCategorySummarySchema>;

export const adminCategorySchema = adminCategorySummarySchema.extend({ services: z.array(adminServiceSchema) });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

const serviceParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Invalid service id') });
const categoryParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'Invalid category id') });
const oneService = z.object({ success: z.literal(true), message: z.string(), service: adminServiceSchema });
const oneCategory = z.object({ success: z.literal(true), message: z.string(), category: adminCategorySummarySchema });

export const adminCatalogueContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/services',
    summary: 'The whole catalogue for operations: every category and service, disabled ones included, in display order',
    tags: ['admin catalogue'],
    responses: { 200: z.object({ success: z.literal(true), categories: z.array(adminCategorySchema) }) },
  }),
  createService: defineEndpoint({
    method: 'POST',
    path: '/api/admin/services',
    summary: 'Add a service to a category (price in rupees); its id is a readable slug',
    tags: ['admin catalogue'],
    body: serviceInputSchema,
    responses: { 201: oneService },
  }),
  updateService: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/services/:id',
    summary: 'Change a service; a new price applies to new orders only (bookings keep their own line prices)',
    tags: ['admin catalogue'],
    params: serviceParams,
    body: serviceInputSchema,
    responses: { 200: oneService },
  }),
  setServiceFlags: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/services/:id',
    summary: 'Turn a service on or off for customers, or mark it popular',
    tags: ['admin catalogue'],
    params: serviceParams,
    body: serviceFlagsSchema,
    responses: { 200: oneService },
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: '/api/admin/service-categories',
    summary: 'Add a service category',
    tags: ['admin catalogue'],
    body: categoryInputSchema,
    responses: { 201: oneCategory },
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/service-categories/:id',
    summary: 'Change a category (name, description, icon, position, on or off for customers)',
    tags: ['admin catalogue'],
    params: categoryParams,
    body: categoryInputSchema,
    responses: { 200: oneCategory },
  }),
};
