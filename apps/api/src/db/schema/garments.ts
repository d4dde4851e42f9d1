import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LABEL_LAYOUT_IDS, TAG_KINDS } from '@washday/core';
import { createdAt, id, tstz } from './columns.js';
import { bookingItems, bookings } from './bookings.js';
import { adminUsers } from './identity.js';
import { riders } from './riders.js';

// Garment tags (docs/decisions/0034-garment-tags-and-vendor-staff.md): printed label sheets, the labels put on orders,
// and every scan of them on the way from the door to the rack and back.

export const TAG_SCAN_STAGES = ['pickup', 'intake', 'packing', 'delivery'] as const;
export const TAG_SCAN_OUTCOMES = ['ok', 'unexpected', 'missing'] as const;
export const TAG_SCAN_ACTORS = ['rider', 'vendor', 'admin'] as const;

export const tagKindEnum = pgEnum('tag_kind', TAG_KINDS);
export const tagScanStageEnum = pgEnum('tag_scan_stage', TAG_SCAN_STAGES);
export const tagScanOutcomeEnum = pgEnum('tag_scan_outcome', TAG_SCAN_OUTCOMES);

/**
 * A printed A4 sheet of blank labels. Its code is unique among the sheets not retired (the partial index), and a
 * sheet is retired a year after printing once no open order carries its labels: so a code is unique for a year.
 */
export const tagSheets = pgTable(
  'tag_sheets',
  {
    id: id(),
    code: text('code').notNull(),
    layout: text('layout', { enum: LABEL_LAYOUT_IDS }).notNull(),
    labels: smallint('labels').notNull(),
    printedByAdminId: uuid('printed_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    printedAt: tstz('printed_at').notNull(),
    retiredAt: tstz('retired_at'),
  },
  (t) => [
    uniqueIndex('tag_sheets_live_code_key')
      .on(t.code)
      .where(sql`${t.retiredAt} is null`),
    index('tag_sheets_printed_idx').on(t.printedAt),
    check('tag_sheets_labels_range', sql`${t.labels} between 1 and 99`),
  ],
);

/** A label put on an order at pickup: at most one order per label, ever (the unique sheet and place). */
export const garmentTags = pgTable(
  'garment_tags',
  {
    id: id(),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => tagSheets.id, { onDelete: 'restrict' }),
    place: smallint('place').notNull(),
    /** WD-SSSS-NN as printed (kept with the tag: the sheet's code may come back on a new sheet after a year). */
    code: text('code').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: tagKindEnum('kind').notNull(),
    /** The order line it belongs to, where known (set by the laundry's inspection). */
    bookingLineId: uuid('booking_line_id').references(() => bookingItems.id, { onDelete: 'set null' }),
    attachedByRiderId: uuid('attached_by_rider_id').references(() => riders.id, { onDelete: 'set null' }),
    attachedAt: tstz('attached_at').notNull(),
  },
  (t) => [
    uniqueIndex('garment_tags_sheet_place_key').on(t.sheetId, t.place),
    index('garment_tags_booking_idx').on(t.bookingId, t.attachedAt),
  ],
);

/** Every scan of a label, expected or not: the tag's journey is its rows in time order. */
export const tagScans = pgTable(
  'tag_scans',
  {
    id: id(),
    /** The code as scanned (read as printed); the tag when it is one of ours. */
    code: text('code').notNull(),
    tagId: uuid('tag_id').references(() => garmentTags.id, { onDelete: 'cascade' }),
    /** The order the scan was made for (an unexpected tag's scan names the order being handled, not the tag's). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    stage: tagScanStageEnum('stage').notNull(),
    outcome: tagScanOutcomeEnum('outcome').notNull(),
    actorRole: text('actor_role', { enum: TAG_SCAN_ACTORS }).notNull(),
    actorId: uuid('actor_id'),
    scannedAt: tstz('scanned_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tag_scans_tag_idx').on(t.tagId, t.scannedAt), index('tag_scans_booking_idx').on(t.bookingId, t.scannedAt)],
);
