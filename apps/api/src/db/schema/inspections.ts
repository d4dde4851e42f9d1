import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { INSPECTION_DECISIONS, INSPECTION_ISSUES } from '@washday/core';
import { id, storedFileColumns, tstz } from './columns.js';
import { bookings } from './bookings.js';
import { garmentTags } from './garments.js';
import { users } from './identity.js';
import { vendorStaff } from './vendor-staff.js';

// The laundry's inspection before cleaning (docs/decisions/0034): per tag, what it found, with private photos. An
// inspection that asks the customer waits in 'pending' until they answer once (a conditional update from 'pending').

export const garmentInspections = pgTable(
  'garment_inspections',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => garmentTags.id, { onDelete: 'cascade' }),
    issues: text('issues', { enum: INSPECTION_ISSUES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note').notNull().default(''),
    /** null: the customer was not asked; pending until they approve or decline. */
    decision: text('decision', { enum: INSPECTION_DECISIONS }),
    decidedAt: tstz('decided_at'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByStaffId: uuid('created_by_staff_id').references(() => vendorStaff.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('garment_inspections_booking_idx').on(t.bookingId, t.createdAt),
    index('garment_inspections_tag_idx').on(t.tagId),
    check(
      'garment_inspections_decision_check',
      sql`${t.decision} is null or ${t.decision} in ('pending', 'approved', 'declined')`,
    ),
  ],
);

/** An inspection's photos: private files like claim photos, seen by the order's customer, admins and the vendor's staff. */
export const garmentInspectionPhotos = pgTable(
  'garment_inspection_photos',
  {
    id: id(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => garmentInspections.id, { onDelete: 'cascade' }),
    ...storedFileColumns(),
  },
  (t) => [index('garment_inspection_photos_inspection_idx').on(t.inspectionId, t.createdAt)],
);
