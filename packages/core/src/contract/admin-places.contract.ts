import { z } from 'zod';
import { SERVICE_LOCATION_TYPES, type ServiceLocationType } from '../enums.js';
import { DEFAULT_MAP_CENTER, haversineKm } from '../locations/geo.js';
import { isIsoDate } from '../ordering/slots.js';
import { slotCapacityMapSchema } from '../ordering/slot-capacity.js';
import { defineEndpoint } from './define-endpoint.js';

/**
 * Places we serve, as operations manage them (admin-and-backend.md §2, §3, §5): service locations (the Locations
 * tab: sector, pincode, keyword or area matches) and service areas (the location configuration page: city, area,
 * optional pincode and an optional outline drawn on the map). The serviceability check reads both straight from
 * the database, so a change applies to the next check.
 */

export const SERVICE_LOCATION_PRIORITY_MIN = 1;
export const SERVICE_LOCATION_PRIORITY_MAX = 10;
export const SERVICE_LOCATION_PAGE_SIZE = 20;
export const PLACE_TEXT_MAX = 100;
export const PLACE_DESCRIPTION_MAX = 300;
/** An outline's corners (a ring closes with its first point again). */
export const OUTLINE_MAX_POINTS = 500;
/** How far from Gurugram's centre an outline's corner may be (Manesar, Sohna, the Delhi border). */
export const OUTLINE_MAX_KM_FROM_CITY = 60;
/** The configuration page shows every area on one map: a cap, not a page. */
export const SERVICE_AREA_LIMIT = 500;

export const SERVICE_LOCATION_TYPE_LABELS: Record<ServiceLocationType, string> = {
  sector: 'Sector',
  pincode: 'Pincode',
  keyword: 'Keyword',
  area: 'Area',
};

export const PLACE_MESSAGES = {
  locationRequired: 'Name and value are required',
  typeInvalid: `Type must be one of ${SERVICE_LOCATION_TYPES.join(', ')}`,
  priorityRange: `Priority must be a whole number from ${SERVICE_LOCATION_PRIORITY_MIN} to ${SERVICE_LOCATION_PRIORITY_MAX}`,
  pincodeValue: 'A pincode location needs a 6-digit pincode as its value',
  textTooLong: `Keep it to ${PLACE_TEXT_MAX} characters`,
  descriptionTooLong: `Keep the description to ${PLACE_DESCRIPTION_MAX} characters`,
  locationDuplicate: (type: ServiceLocationType, value: string) =>
    `There is already a ${SERVICE_LOCATION_TYPE_LABELS[type].toLowerCase()} location with the value '${value}'`,
  locationNotFound: 'Service location not found',
  locationIdInvalid: 'Invalid service location id',
  locationCreated: (name: string) => `${name} added`,
  locationUpdated: (name: string) => `${name} updated`,
  locationActivated: (name: string) => `${name} is active: addresses it matches are served`,
  locationDeactivated: (name: string) => `${name} is inactive: it no longer makes an address serviceable`,
  locationDeleted: (name: string) => `${name} deleted`,
  deleteConfirm: 'Are you sure you want to delete this location?',
  areaRequired: 'City and area are required',
  areaPincode: 'Pincode must be exactly 6 digits',
  areaDuplicate: (area: string, city: string) => `${area}, ${city} is already a service area`,
  areaNotFound: 'Service area not found',
  areaIdInvalid: 'Invalid service area id',
  areaCreated: (area: string) => `${area} added`,
  areaEnabled: (area: string) => `${area} enabled: places in it are served`,
  areaDisabled: (area: string) => `${area} disabled: places in it are no longer served`,
  areaDeleted: (area: string) => `${area} removed`,
  outlineSaved: (area: string) => `Outline of ${area} saved`,
  outlineCleared: (area: string) => `Outline of ${area} cleared`,
  outlineType: 'The outline must be a GeoJSON Polygon',
  outlineHoles: 'An outline is one ring: holes are not supported',
  outlinePoint: 'Each point must be [longitude, latitude] in degrees',
  outlineTooFew: 'An outline needs at least 3 corners',
  outlineTooMany: `An outline can have at most ${OUTLINE_MAX_POINTS} corners`,
  outlineNotClosed: 'The outline must be closed: its last point the same as its first',
  outlineCrossing: 'The outline crosses itself. Draw it again without crossing lines.',
  outlineTooFar: `The outline must be within ${OUTLINE_MAX_KM_FROM_CITY} km of Gurugram`,
} as const;

/** A ring of [lng, lat] points, closed (last = first). */
export type OutlineRing = [number, number][];

const cross = (o: readonly number[], a: readonly number[], b: readonly number[]) =>
  (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);

/** Whether segments p1p2 and p3p4 properly cross or touch (collinear overlaps count). */
function segmentsMeet(p1: readonly number[], p2: readonly number[], p3: readonly number[], p4: readonly number[]): boolean {
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const within = (p: readonly number[], q: readonly number[], r: readonly number[]) =>
    Math.min(p[0]!, q[0]!) <= r[0]! &&
    r[0]! <= Math.max(p[0]!, q[0]!) &&
    Math.min(p[1]!, q[1]!) <= r[1]! &&
    r[1]! <= Math.max(p[1]!, q[1]!);
  return (
    (d1 === 0 && within(p3, p4, p1)) ||
    (d2 === 0 && within(p3, p4, p2)) ||
    (d3 === 0 && within(p1, p2, p3)) ||
    (d4 === 0 && within(p1, p2, p4))
  );
}

/** True when two non-adjacent edges of the closed ring meet (O(n²): outlines are small). */
export function ringSelfIntersects(ring: ReadonlyArray<readonly [number, number]>): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    for (let j = i + 1; j < edges; j++) {
      // Neighbours share a corner; the first and last edge share the closing point.
      if (j === i + 1 || (i === 0 && j === edges - 1)) continue;
      if (segmentsMeet(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

const lngLat = z
  .tuple([z.number(), z.number()], { error: PLACE_MESSAGES.outlinePoint })
  .refine(([lng, lat]) => Math.abs(lng) <= 180 && Math.abs(lat) <= 90, PLACE_MESSAGES.outlinePoint);

/** A GeoJSON Polygon of one closed ring, checked for size, closure, crossings and distance from the city. */
export const outlineSchema = z
  .object(
    {
      type: z.literal('Polygon', { error: PLACE_MESSAGES.outlineType }),
      coordinates: z
        .array(z.array(lngLat, { error: PLACE_MESSAGES.outlineType }), { error: PLACE_MESSAGES.outlineType })
        .min(1, PLACE_MESSAGES.outlineType)
        .max(1, PLACE_MESSAGES.outlineHoles),
    },
    { error: PLACE_MESSAGES.outlineType },
  )
  .superRefine((polygon, ctx) => {
    const ring = polygon.coordinates[0]!;
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['coordinates'] });
    if (ring.length < 4) return fail(PLACE_MESSAGES.outlineTooFew);
    if (ring.length > OUTLINE_MAX_POINTS + 1) return fail(PLACE_MESSAGES.outlineTooMany);
    const first = ring[0]!;
    const last = ring[ring.length - 1]!;
    if (first[0] !== last[0] || first[1] !== last[1]) return fail(PLACE_MESSAGES.outlineNotClosed);
    if (new Set(ring.slice(0, -1).map((p) => p.join(','))).size < 3) return fail(PLACE_MESSAGES.outlineTooFew);
    if (ring.some(([lng, lat]) => haversineKm({ lat, lng }, DEFAULT_MAP_CENTER) > OUTLINE_MAX_KM_FROM_CITY))
      return fail(PLACE_MESSAGES.outlineTooFar);
    if (ringSelfIntersects(ring)) return fail(PLACE_MESSAGES.outlineCrossing);
  });
export type Outline = z.infer<typeof outlineSchema>;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(PLACE_TEXT_MAX, PLACE_MESSAGES.textTooLong);

const prioritySchema = z
  .number({ error: PLACE_MESSAGES.priorityRange })
  .int(PLACE_MESSAGES.priorityRange)
  .min(SERVICE_LOCATION_PRIORITY_MIN, PLACE_MESSAGES.priorityRange)
  .max(SERVICE_LOCATION_PRIORITY_MAX, PLACE_MESSAGES.priorityRange);

const locationFields = {
  name: requiredText(PLACE_MESSAGES.locationRequired),
  type: z.enum(SERVICE_LOCATION_TYPES, { error: PLACE_MESSAGES.typeInvalid }),
  value: requiredText(PLACE_MESSAGES.locationRequired),
  description: z
    .string()
    .trim()
    .max(PLACE_DESCRIPTION_MAX, PLACE_MESSAGES.descriptionTooLong)
    .nullish()
    .transform((d) => d || null),
  priority: prioritySchema.default(SERVICE_LOCATION_PRIORITY_MIN),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
};

const pincodeValueOk = (l: { type: ServiceLocationType; value: string }) =>
  l.type !== 'pincode' || /^\d{6}$/.test(l.value.replace(/\s/g, ''));
const pincodeValueIssue = { message: PLACE_MESSAGES.pincodeValue, path: ['value'] };

/** Body of POST /api/admin/service-locations and PUT /api/admin/service-locations/:id. */
export const serviceLocationInputSchema = z.object(locationFields).refine(pincodeValueOk, pincodeValueIssue);
export type ServiceLocationInput = z.input<typeof serviceLocationInputSchema>;
export type ServiceLocationValues = z.output<typeof serviceLocationInputSchema>;

/** The add/edit dialog's schema: the same rules with the priority as typed text; its output is the API body. */
export const serviceLocationFormSchema = z
  .object({
    ...locationFields,
    priority: z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === '') return SERVICE_LOCATION_PRIORITY_MIN;
        const n = Number(value);
        if (!Number.isFinite(n)) {
          ctx.addIssue({ code: 'custom', message: PLACE_MESSAGES.priorityRange });
          return z.NEVER;
        }
        return n;
      })
      .pipe(prioritySchema),
  })
  .refine(pincodeValueOk, pincodeValueIssue);
export type ServiceLocationFormInput = z.input<typeof serviceLocationFormSchema>;

export const serviceLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SERVICE_LOCATION_TYPES),
  value: z.string(),
  description: z.string().nullable(),
  priority: z.number(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceLocation = z.infer<typeof serviceLocationSchema>;

/** Body of POST /api/admin/service-areas. */
export const serviceAreaInputSchema = z.object({
  city: requiredText(PLACE_MESSAGES.areaRequired),
  area: requiredText(PLACE_MESSAGES.areaRequired),
  pincode: z
    .string()
    .trim()
    .nullish()
    .transform((p) => p?.replace(/\s/g, '') || null)
    .refine((p) => p === null || /^\d{6}$/.test(p), PLACE_MESSAGES.areaPincode),
  outline: outlineSchema.nullable().optional(),
});
export type ServiceAreaInput = z.input<typeof serviceAreaInputSchema>;
export type ServiceAreaValues = z.output<typeof serviceAreaInputSchema>;

export const serviceAreaSchema = z.object({
  id: z.string(),
  city: z.string(),
  area: z.string(),
  pincode: z.string().nullable(),
  isActive: z.boolean(),
  outline: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) }).nullable(),
  /** Pickups each hourly slot ('HH:00') can take; a slot not listed has no limit. */
  slotCapacity: z.record(z.string(), z.number()),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

export const SERVICE_LOCATION_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type ServiceLocationStatusFilter = (typeof SERVICE_LOCATION_STATUS_FILTERS)[number];

const uuidParams = (message: string) => z.object({ id: z.uuid({ error: message }) });
const locationParams = uuidParams(PLACE_MESSAGES.locationIdInvalid);
const areaParams = uuidParams(PLACE_MESSAGES.areaIdInvalid);
const statusBody = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
const oneLocation = z.object({ success: z.literal(true), message: z.string(), location: serviceLocationSchema });
const oneArea = z.object({ success: z.literal(true), message: z.string(), area: serviceAreaSchema });
const done = z.object({ success: z.literal(true), message: z.string() });

export const adminPlacesContract = {
  listLocations: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service-locations',
    summary: 'Service locations, paged, highest priority first; search by name, value or description; filter by type and status',
    tags: ['admin places'],
    query: z.object({
      search: z.string().trim().max(PLACE_TEXT_MAX, 'Search must be at most 100 characters').optional(),
      type: z.enum(SERVICE_LOCATION_TYPES, { error: PLACE_MESSAGES.typeInvalid }).optional(),
      status: z
        .enum(SERVICE_LOCATION_STATUS_FILTERS, { error: `Status must be one of ${SERVICE_LOCATION_STATUS_FILTERS.join(', ')}` })
        .default('all'),
      page: z.coerce.number<number | string>().int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
      limit: z.coerce
        .number<number | string>()
        .int('Limit must be a whole number')
        .min(1, 'Limit must be 1 or more')
        .max(100, 'Limit must be at most 100')
        .default(SERVICE_LOCATION_PAGE_SIZE),
    }),
    responses: {
      200: z.object({
        success: z.literal(true),
        locations: z.array(serviceLocationSchema),
        pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() }),
        /** Across all locations, whatever the filters. */
        counts: z.object({ active: z.number(), inactive: z.number() }),
      }),
    },
  }),
  createLocation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/service-locations',
    summary: 'Add a service location (priority 1 by default); a type and value already listed is refused',
    tags: ['admin places'],
    body: serviceLocationInputSchema,
    responses: { 201: oneLocation },
  }),
  updateLocation: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/service-locations/:id',
    summary: 'Change a service location',
    tags: ['admin places'],
    params: locationParams,
    body: serviceLocationInputSchema,
    responses: { 200: oneLocation },
  }),
  setLocationStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/service-locations/:id/status',
    summary: 'Make a service location active or inactive',
    tags: ['admin places'],
    params: locationParams,
    body: statusBody,
    responses: { 200: oneLocation },
  }),
  deleteLocation: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/service-locations/:id',
    summary: 'Delete a service location',
    tags: ['admin places'],
    params: locationParams,
    responses: { 200: done },
  }),
  listAreas: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service-areas',
    summary: 'Every service area (up to 500) with its outline, by city and area',
    tags: ['admin places'],
    responses: {
      200: z.object({
        success: z.literal(true),
        areas: z.array(serviceAreaSchema),
        counts: z.object({ active: z.number(), inactive: z.number() }),
      }),
    },
  }),
  createArea: defineEndpoint({
    method: 'POST',
    path: '/api/admin/service-areas',
    summary: 'Add a service area (enabled), optionally with its outline',
    tags: ['admin places'],
    body: serviceAreaInputSchema,
    responses: { 201: oneArea },
  }),
  setAreaStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/service-areas/:id/status',
    summary: 'Enable or disable a service area',
    tags: ['admin places'],
    params: areaParams,
    body: statusBody,
    responses: { 200: oneArea },
  }),
  setAreaOutline: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/service-areas/:id/outline',
    summary: "Save a service area's outline (a GeoJSON Polygon of [lng, lat]) or clear it with null",
    tags: ['admin places'],
    params: areaParams,
    body: z.object({ outline: outlineSchema.nullable() }),
    responses: { 200: oneArea },
  }),
  setAreaSlotCapacity: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/service-areas/:id/slot-capacity',
    summary: 'Set how many pickups each hourly slot can take in a service area (a slot left out has no limit; 0 closes it)',
    tags: ['admin places'],
    params: areaParams,
    body: z.object({ capacity: slotCapacityMapSchema }),
    responses: { 200: oneArea },
  }),
  areaSlotLoad: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service-areas/:id/slots',
    summary: "A date's pickup slots in a service area: capacity and pickups booked (cancelled bookings free their seat)",
    tags: ['admin places'],
    params: areaParams,
    query: z.object({ date: z.string({ error: 'Date must be YYYY-MM-DD' }).refine(isIsoDate, 'Date must be YYYY-MM-DD') }),
    responses: {
      200: z.object({
        success: z.literal(true),
        date: z.string(),
        slots: z.array(z.object({ time: z.string(), label: z.string(), capacity: z.number().nullable(), booked: z.number() })),
      }),
    },
  }),
  deleteArea: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/service-areas/:id',
    summary: 'Remove a service area',
    tags: ['admin places'],
    params: areaParams,
    responses: { 200: done },
  }),
  /** Answers a CSV file (id, city, area, pincode, is_active, added_at, has_outline). */
  exportAreasCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service-areas/export.csv',
    summary: 'Every service area as a CSV file',
    tags: ['admin places'],
    responses: {},
  }),
  /** Answers a GeoJSON FeatureCollection file: one Feature per area, geometry its outline or null. */
  exportAreasGeoJson: defineEndpoint({
    method: 'GET',
    path: '/api/admin/service-areas/export.geojson',
    summary: 'Every service area as a GeoJSON FeatureCollection',
    tags: ['admin places'],
    responses: {},
  }),
};
