import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tstz } from './columns.js';
import { sessionSubjectEnum } from './enums.js';
import { adminUsers, users } from './identity.js';
import { riders } from './riders.js';
import { vendorStaff } from './vendor-staff.js';

/** Signed-in sessions of customers, riders, admins and laundry staff: each row belongs to exactly one of them. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    subject: sessionSubjectEnum('subject').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    riderId: uuid('rider_id').references(() => riders.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    vendorStaffId: uuid('vendor_staff_id').references(() => vendorStaff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_rider_idx').on(t.riderId),
    check(
      'sessions_one_subject_ck',
      sql`(case when ${t.userId} is null then 0 else 1 end + case when ${t.riderId} is null then 0 else 1 end + case when ${t.adminId} is null then 0 else 1 end + case when ${t.vendorStaffId} is null then 0 else 1 end) = 1`,
    ),
  ],
);
