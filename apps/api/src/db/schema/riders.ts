import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, storedFileColumns, tstz, updatedAt } from './columns.js';
import { riderDocumentKindEnum, riderStatusEnum } from './enums.js';
import { adminUsers } from './identity.js';

export const riders = pgTable(
  'riders',
  {
    id: id(),
    name: text('name').notNull(),
    /** 91 followed by the 10-digit mobile. */
    phone: text('phone').notNull(),
    /** AES-256-GCM ciphertext of the 12-digit Aadhaar number (modules/riders/aadhaar.ts), never the digits. */
    aadharNumberEncrypted: text('aadhar_number_encrypted').notNull(),
    status: riderStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    verifiedAt: tstz('verified_at'),
    verifiedByAdminId: uuid('verified_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(false),
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    lastLocationAt: tstz('last_location_at'),
    /** The language the rider chose on their screens ('en' or 'hi'), for the copies the server sends them. */
    language: text('language').notNull().default('en'),
    /** When the rider's shift ends today (the planner's limit); null: the default end (decision 0035). */
    shiftEndsAt: tstz('shift_ends_at'),
    /** Bags the rider can carry at once. */
    capacityBags: integer('capacity_bags').notNull().default(8),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('riders_phone_uq').on(t.phone),
    index('riders_status_idx').on(t.status, t.isActive),
    check('riders_language_ck', sql`${t.language} in ('en', 'hi')`),
    check('riders_capacity_bags_ck', sql`${t.capacityBags} between 1 and 50`),
  ],
);

/** Identity documents are private files under DATA_DIR; only the key is stored here. */
export const riderDocuments = pgTable(
  'rider_documents',
  {
    id: id(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    kind: riderDocumentKindEnum('kind').notNull(),
    ...storedFileColumns(),
  },
  (t) => [uniqueIndex('rider_documents_rider_kind_uq').on(t.riderId, t.kind)],
);

export const riderLocationPings = pgTable(
  'rider_location_pings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracyMeters: doublePrecision('accuracy_meters'),
    recordedAt: tstz('recorded_at').notNull().defaultNow(),
  },
  // By rider for their trail; by time alone for the hourly purge (kept LOCATION_PING_RETENTION_DAYS).
  (t) => [
    index('rider_location_pings_rider_time_idx').on(t.riderId, t.recordedAt.desc()),
    index('rider_location_pings_recorded_idx').on(t.recordedAt),
  ],
);
