import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { addressTypeEnum, serviceLocationTypeEnum } from './enums.js';
import { users } from './identity.js';

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fullAddress: text('full_address').notNull(),
    /** Lower-cased, whitespace and punctuation collapsed: the duplicate check compares this. */
    normalizedAddress: text('normalized_address').notNull(),
    flatNo: text('flat_no'),
    street: text('street'),
    area: text('area').notNull(),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    addressType: addressTypeEnum('address_type').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('addresses_no_duplicate_uq').on(t.userId, t.normalizedAddress, t.addressType),
    check('addresses_pincode_ck', sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);

/** Areas we serve (location configuration page). A polygon, when present, is a ring of [lng, lat] points. */
export const serviceAreas = pgTable(
  'service_areas',
  {
    id: id(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    pincode: text('pincode'),
    polygon: jsonb('polygon').$type<[number, number][]>(),
    /** Pickups each hourly slot ('HH:00') can take; a slot not listed has no limit. */
    slotCapacity: jsonb('slot_capacity').$type<Record<string, number>>().notNull().default({}),
    /** The route planner assigns this area's open trips itself (issue 28); off: operators assign them. */
    autoDispatch: boolean('auto_dispatch').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    addedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('service_areas_city_area_uq').on(sql`lower(${t.city})`, sql`lower(${t.area})`)],
);

/** Fine-grained matches (sector, pincode, keyword, area) managed on the admin Locations tab. */
export const serviceLocations = pgTable(
  'service_locations',
  {
    id: id(),
    name: text('name').notNull(),
    type: serviceLocationTypeEnum('type').notNull(),
    value: text('value').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    priority: integer('priority').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_locations_type_value_uq').on(t.type, sql`lower(${t.value})`),
    check('service_locations_priority_ck', sql`${t.priority} between 1 and 10`),
  ],
);

/** Laundry facilities orders go to. Never deleted (orders point at them): deactivated instead. */
export const vendors = pgTable(
  'vendors',
  {
    /** A readable slug ('vendor-sector-14'), fixed when the vendor is added. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Category ids this vendor handles. */
    services: text('services').array().notNull(),
    /** 91 and the 10 national digits (a mobile, or a landline with its STD code). */
    contactPhone: text('contact_phone').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Dispatch lists vendors by name: two with one name could not be told apart.
    uniqueIndex('vendors_name_uq').on(sql`lower(${t.name})`),
    check('vendors_rating_ck', sql`${t.rating} between 0 and 5`),
    check('vendors_coordinates_ck', sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
  ],
);

export const detectedLocations = pgTable(
  'detected_locations',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: text('session_id'),
    fullAddress: text('full_address').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country').notNull().default('India'),
    pincode: text('pincode'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    detectionMethod: text('detection_method').notNull(),
    accuracyMeters: doublePrecision('accuracy_meters'),
    confidenceScore: doublePrecision('confidence_score'),
    isServiceable: boolean('is_serviceable'),
    createdAt: createdAt(),
  },
  (t) => [index('detected_locations_user_idx').on(t.userId, t.createdAt.desc())],
);
